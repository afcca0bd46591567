/**
 * The outage page's word on what was sent (decision 0049): a form posted during a database outage
 * was not stored. The questionnaire keeps its answers in this tab (decision 0037), so when a draft
 * is there the page says they are safe; otherwise it says that nothing was saved, and how to get
 * back to what was typed. Storage is read after hydration (the server render says "not saved").
 */
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { QUESTIONNAIRE_DRAFT_KEY } from "~/domain/questionnaire/draft-key";
import { isUnavailableData } from "~/lib/unavailable";
import { useMessages } from "~/i18n";

function hasQuestionnaireDraft(pathname: string): boolean {
  if (!pathname.endsWith("/fragebogen")) return false;
  try {
    return Boolean(window.sessionStorage.getItem(QUESTIONNAIRE_DRAFT_KEY));
  } catch {
    return false;
  }
}

export function UnavailableNotes({ data }: { data: unknown }) {
  const m = useMessages().unavailable;
  const { pathname } = useLocation();
  const [kept, setKept] = useState(false);
  const unsaved = isUnavailableData(data) && data.unsaved;
  useEffect(() => {
    setKept(unsaved && hasQuestionnaireDraft(pathname));
  }, [unsaved, pathname]);
  if (!unsaved) return null;
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-slate-800" role="status" data-testid="unavailable-unsaved">
      {kept ? m.keptInBrowser : m.unsaved}
    </p>
  );
}
