/**
 * Keeps the questionnaire's answers in this tab's sessionStorage while they are typed and offers
 * them again after a new sign-in (see app/domain/questionnaire/draft.ts). Storage that is blocked or
 * full only costs this convenience.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { QUESTIONNAIRE_DRAFT_KEY, restoreDraft, serializeDraft } from "~/domain/questionnaire/draft";
import type { QuestionnaireFormValues } from "~/domain/questionnaire/form-values";

export function useQuestionnaireDraft(email: string, initial: QuestionnaireFormValues) {
  const [restored, setRestored] = useState<QuestionnaireFormValues | null>(null);
  const base = useRef(initial);
  // After hydration (the server render has no storage), once per account.
  useEffect(() => {
    try {
      setRestored(restoreDraft(window.sessionStorage.getItem(QUESTIONNAIRE_DRAFT_KEY), email, base.current));
    } catch {
      setRestored(null);
    }
  }, [email]);
  const save = useCallback(
    (values: QuestionnaireFormValues) => {
      try {
        window.sessionStorage.setItem(QUESTIONNAIRE_DRAFT_KEY, serializeDraft(email, values));
      } catch {
        /* storage blocked or full */
      }
    },
    [email],
  );
  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(QUESTIONNAIRE_DRAFT_KEY);
    } catch {
      /* storage blocked */
    }
  }, []);
  return { restored, save, clear };
}
