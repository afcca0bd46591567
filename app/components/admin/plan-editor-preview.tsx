/**
 * The editor's live preview: the days as the customer's plan view reads them from the edited text
 * (titles, rest days, exercises with sets × reps) and the six quality gates of that text, so the coach
 * sees a broken table before saving.
 */
import { CheckCircle2, Loader2, Moon, TriangleAlert, XCircle } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { adminPlansContent } from "~/i18n/pages/admin/plans";
import { qualityChecksContent } from "~/i18n/pages/admin/quality-checks";
import { resultText } from "./gate-text";
import { isCheck, isGate } from "~/domain/plan/quality";
import type { CheckResult, GateResult, ParsedPlan, QualityResult } from "~/domain/plan/types";
import { cn } from "~/lib/cn";

export interface PlanCheck {
  plan: ParsedPlan;
  /** The six gates and the coach checks; null without a questionnaire (they need the answers). */
  gates: QualityResult[] | null;
}

function ResultRow({ result, name, kind }: { result: QualityResult; name: string; kind?: string }) {
  const lang = useLang();
  const t = adminPlansContent[lang];
  const text = resultText(lang, result);
  return (
    <li className="flex items-start gap-2 text-sm" data-testid={kind ? "check-row" : "gate-row"} data-gate={result.id} data-passed={result.passed}>
      {result.passed ? (
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
      ) : (
        <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
      )}
      <span className="min-w-0">
        <span className="font-semibold text-slate-950">{name}</span>
        {kind ? <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{kind}</span> : null}
        <span className="sr-only">: {result.passed ? t.gateState.passed : t.gateState.failed}</span>
        <span className="block break-words text-slate-700" lang={text.lang === lang ? undefined : text.lang}>
          {text.text}
        </span>
      </span>
    </li>
  );
}

/** The six gates, then (when present) the coach checks for fit and safety under their own heading. */
export function GateList({ gates, testId = "gate-list" }: { gates: readonly QualityResult[]; testId?: string }) {
  const lang = useLang();
  const t = adminPlansContent[lang];
  const c = qualityChecksContent[lang];
  const sixGates: GateResult[] = gates.filter(isGate);
  const checks: CheckResult[] = gates.filter(isCheck);
  const checksPassedCount = checks.filter((x) => x.passed).length;
  return (
    <div className="grid grid-cols-1 gap-3" data-testid={testId}>
      <ul className="grid grid-cols-1 gap-1.5">
        {sixGates.map((gate) => (
          <ResultRow key={gate.id} result={gate} name={t.gateNames[gate.id] ?? gate.id} />
        ))}
      </ul>
      {checks.length > 0 ? (
        <section aria-label={c.title} data-testid={`${testId}-checks`}>
          <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-bold text-slate-950">
            {c.title}
            <span className={cn("font-semibold", checksPassedCount === checks.length ? "text-emerald-800" : "text-red-800")} data-testid="checks-summary">
              {fmt(c.score, { passed: checksPassedCount, total: checks.length })}
            </span>
          </p>
          <ul className="mt-1.5 grid grid-cols-1 gap-1.5">
            {checks.map((check) => (
              <ResultRow key={check.id} result={check} name={c.names[check.id] ?? check.id} kind={c.kinds[check.kind]} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function PlanEditorPreview({ check, checking }: { check: PlanCheck | null; checking: boolean }) {
  const lang = useLang();
  const t = adminPlansContent[lang].preview;
  if (!check) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700" role="status" data-testid="preview-loading">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        {t.loading}
      </p>
    );
  }
  const { plan } = check;
  const gates = check.gates?.filter(isGate) ?? null;
  const passed = gates?.filter((g) => g.passed).length ?? 0;
  return (
    <div className={cn("grid gap-4 transition-opacity", checking && "opacity-70")} data-testid="plan-preview" aria-busy={checking}>
      <section aria-labelledby="preview-gates-title" className="rounded-xl border border-slate-200 bg-white p-3">
        <h4 id="preview-gates-title" className="flex flex-wrap items-baseline justify-between gap-2 font-bold text-slate-950">
          {t.gatesTitle}
          {gates ? (
            <span className={cn("text-sm font-semibold", passed === gates.length ? "text-emerald-800" : "text-red-800")} data-testid="preview-gates-summary">
              {fmt(t.gatesPassed, { passed, total: gates.length })}
            </span>
          ) : null}
        </h4>
        <div className="mt-2">{check.gates ? <GateList gates={check.gates} testId="preview-gates" /> : <p className="text-sm text-slate-700">{t.noQuestionnaire}</p>}</div>
      </section>
      <section aria-labelledby="preview-days-title">
        <h4 id="preview-days-title" className="font-bold text-slate-950">
          {plan.isPlaceholder ? t.title : fmt(t.days, { n: plan.days.length })}
        </h4>
        {plan.isPlaceholder ? (
          <p className="mt-2 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status" data-testid="preview-placeholder">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {t.placeholder}
          </p>
        ) : (
          <ol className="mt-2 grid grid-cols-1 gap-2" data-testid="preview-days">
            {plan.days.map((day) => (
              <li key={day.day} className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="preview-day" data-day={day.day}>
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-950">
                  {day.title}
                  {day.isRestDay ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-900">
                      <Moon className="h-3 w-3" aria-hidden="true" />
                      {t.restDay}
                    </span>
                  ) : null}
                </p>
                {day.isRestDay ? (
                  <p className="mt-1 text-slate-700">{day.restDayActivities.map((s) => `${s.title} (${s.items.length})`).join(" · ")}</p>
                ) : (
                  <>
                    {day.warmUpActivities.length > 0 ? <p className="mt-1 text-xs text-slate-600">{fmt(t.warmUps, { n: day.warmUpActivities.length })}</p> : null}
                    {day.exercises.length === 0 ? (
                      <p className="mt-1 font-semibold text-red-800">{t.noExercises}</p>
                    ) : (
                      <ul className="mt-1 grid grid-cols-1 gap-0.5 text-slate-800">
                        {day.exercises.map((exercise, i) => (
                          <li key={i} className="flex flex-wrap justify-between gap-x-3">
                            <span>{exercise.name}</span>
                            <span className="tabular-nums text-slate-600">{fmt(t.setsReps, { sets: exercise.sets, reps: exercise.reps || "–" })}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
