/**
 * The editor's live preview: the days as the customer's plan view reads them from the edited text
 * (titles, rest days, exercises with sets × reps) and the six quality gates of that text, so the coach
 * sees a broken table before saving.
 */
import { CheckCircle2, Loader2, Moon, TriangleAlert, XCircle } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { adminPlansContent } from "~/i18n/pages/admin/plans";
import type { GateResult, ParsedPlan } from "~/domain/plan/types";
import { cn } from "~/lib/cn";

export interface PlanCheck {
  plan: ParsedPlan;
  /** Null without a questionnaire (the gates need the answers). */
  gates: GateResult[] | null;
}

export function GateList({ gates, testId = "gate-list" }: { gates: readonly GateResult[]; testId?: string }) {
  const lang = useLang();
  const t = adminPlansContent[lang];
  return (
    <ul className="grid grid-cols-1 gap-1.5" data-testid={testId}>
      {gates.map((gate) => (
        <li key={gate.id} className="flex items-start gap-2 text-sm" data-testid="gate-row" data-gate={gate.id} data-passed={gate.passed}>
          {gate.passed ? (
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
          )}
          <span className="min-w-0">
            <span className="font-semibold text-slate-950">{t.gateNames[gate.id] ?? gate.id}</span>
            <span className="sr-only">: {gate.passed ? t.gateState.passed : t.gateState.failed}</span>
            <span className="block text-slate-700">{gate.reason}</span>
          </span>
        </li>
      ))}
    </ul>
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
  const { plan, gates } = check;
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
        <div className="mt-2">{gates ? <GateList gates={gates} testId="preview-gates" /> : <p className="text-sm text-slate-700">{t.noQuestionnaire}</p>}</div>
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
