/**
 * The coach's plan edit (spec part 2 §2.5, §4): a 20-row text area with Speichern and Abbrechen, and
 * beside it (below on small screens) a live preview of the parsed days and the six quality gates of
 * the edited text, computed in the browser with the same parser, exercise matching and gates as the
 * server, 300 ms after the last keystroke. The parser and gates are loaded only when the editor opens.
 * The save posts to the detail route's action (a fetcher; a plain form post without JavaScript); a
 * failed save keeps the typed text.
 */
import { useEffect, useMemo, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { Loader2, Save, TriangleAlert } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { adminPlansContent } from "~/i18n/pages/admin/plans";

import { planEditIssue, planEditSchema, PLAN_CONTENT_MAX } from "~/domain/admin/plans";
import { planReviewContent } from "~/i18n/pages/admin/plan-review";
import { buttonClasses, Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/field";
import { toast } from "~/components/ui/toast-store";
import { useAnswerToast } from "~/components/questionnaire/use-answer-toast";
import { planPath } from "~/components/admin/plan-list";
import type { GateReference } from "~/server/admin/plans.server";
import type { PlanActionAnswer } from "~/domain/admin/plan-answer";
import { PlanEditorPreview, type PlanCheck } from "./plan-editor-preview";
import { formatCount } from "~/i18n/format";

export const PREVIEW_DEBOUNCE_MS = 300;

/** Save answers already acted on (a fetcher keeps its last answer when the editor opens again). */
const handledAnswers = new Set<string>();

type Engine = {
  parsePlan: typeof import("~/domain/plan/parser").parsePlan;
  runQualityReview: typeof import("~/domain/plan/quality").runQualityReview;
  createExerciseLookup: typeof import("~/domain/plan/match").createExerciseLookup;
};

/** The parser, matcher, gates and checks, loaded once when the first editor opens. */
let enginePromise: Promise<Engine> | null = null;
function loadEngine(): Promise<Engine> {
  enginePromise ??= Promise.all([import("~/domain/plan/parser"), import("~/domain/plan/quality"), import("~/domain/plan/match")]).then(([p, g, m]) => ({
    parsePlan: p.parsePlan,
    runQualityReview: g.runQualityReview,
    createExerciseLookup: m.createExerciseLookup,
  }));
  return enginePromise;
}

/** The parsed days and gate results of `text`, recomputed `PREVIEW_DEBOUNCE_MS` after it last changed. */
export function usePlanCheck(text: string, reference: GateReference): { check: PlanCheck | null; checking: boolean } {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    let live = true;
    loadEngine().then(
      (e) => live && setEngine(e),
      () => {
        enginePromise = null;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // The customer's equipment is the matcher's context, as in the server's gates (decision 0107).
  const lookup = useMemo(
    () => (engine ? engine.createExerciseLookup(reference.exercises, { equipment: reference.questionnaire?.equipment ?? null }) : null),
    [engine, reference],
  );
  const check = useMemo(() => {
    if (!engine || !lookup) return null;
    const plan = engine.parsePlan(settled, lookup);
    const gates = reference.questionnaire ? engine.runQualityReview(plan, reference.questionnaire, { exercises: lookup, injuries: reference.injuries }) : null;
    return { plan, gates };
  }, [engine, lookup, settled, reference]);
  return { check, checking: settled !== text };
}

export function PlanEditor({
  planId,
  initial,
  reference,
  customerTraining,
}: {
  planId: string;
  initial: string;
  reference: GateReference;
  /** The plan is approved and in use: edits move the customer's entries. */
  customerTraining: boolean;
}) {
  const lang = useLang();
  const t = adminPlansContent[lang].edit;
  const fetcher = useFetcher<PlanActionAnswer>({ key: `plan-edit-${planId}` });
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const { check, checking } = usePlanCheck(text, reference);
  const saving = fetcher.state !== "idle";
  useAnswerToast(fetcher.data?.toast);

  // Saved: leave the editor (spec §4: "clears the editing selection, reloads"). Refused: say why, keep the text.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle" || handledAnswers.has(answer.id)) return;
    handledAnswers.add(answer.id);
    if (answer.ok) navigate(planPath(lang, planId), { replace: true, preventScrollReset: false });
    else setError(answer.toast.description ?? answer.toast.title);
  }, [fetcher.data, fetcher.state, navigate, lang, planId]);

  const messages = {
    blank: t.blank,
    tooLong: fmt(t.tooLong, { n: formatCount(PLAN_CONTENT_MAX, lang) }),
    invalid: t.invalid,
    noDays: planReviewContent[lang].noTrainingDay,
  };

  const onSubmit = (event: React.FormEvent) => {
    const parsed = planEditSchema.safeParse({ content: text });
    if (!parsed.success) {
      event.preventDefault();
      const message = messages[planEditIssue(parsed.error)];
      setError(message);
      toast({ title: t.errorTitle, description: message, variant: "destructive" });
      return;
    }
    setError(null);
  };

  return (
    <section aria-labelledby="plan-edit-title" className="grid grid-cols-1 gap-4" data-testid="plan-editor">
      <h2 id="plan-edit-title" className="text-lg font-bold text-slate-950">
        {t.title}
      </h2>
      {customerTraining ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="plan-edit-active">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t.activeWarning}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid grid-cols-1 content-start gap-2">
          <input type="hidden" name="intent" value="edit" />
          <label htmlFor="plan-content" className="text-sm font-medium text-slate-800">
            {t.label}
          </label>
          <Textarea
            id="plan-content"
            name="content"
            rows={20}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`plan-content-hint${error ? " plan-content-error" : ""}`}
            className="min-h-[28rem] font-mono text-sm leading-relaxed"
            data-testid="plan-content"
          />
          <div className="flex flex-wrap justify-between gap-2 text-xs text-slate-600">
            <p id="plan-content-hint">{t.hint}</p>
            <p className="tabular-nums" aria-live="off">
              {fmt(t.count, { n: formatCount(text.length, lang) })}
            </p>
          </div>
          {error ? (
            <p id="plan-content-error" className="text-sm font-semibold text-red-700" role="alert" data-testid="plan-edit-error">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={saving} data-testid="plan-save">
              {saving ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Save className="h-4 w-4" aria-hidden="true" />}
              {saving ? t.saving : t.save}
            </Button>
            <Link to={planPath(lang, planId)} className={buttonClasses("outline", "md")} data-testid="plan-cancel">
              {t.cancel}
            </Link>
          </div>
        </fetcher.Form>
        {/* Scrolls on its own from lg: focusable and named, so a keyboard can scroll it (axe scrollable-region-focusable). */}
        <div
          className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4 lg:max-h-[48rem] lg:overflow-y-auto"
          data-testid="plan-editor-preview"
          role="region"
          aria-labelledby="plan-editor-preview-title"
          tabIndex={0}
        >
          <h3 id="plan-editor-preview-title" className="font-bold text-slate-950">{adminPlansContent[lang].preview.title}</h3>
          <p className="mb-3 text-xs text-slate-600">{adminPlansContent[lang].preview.note}</p>
          <PlanEditorPreview check={check} checking={checking} />
        </div>
      </div>
    </section>
  );
}
