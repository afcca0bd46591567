/**
 * A follow-up draft compared with the previous plan, exercise by exercise (loaded on mount): what
 * changed in sets, reps, weight and rest, what is new, replaced or dropped, why (the draft's own
 * progression notes), what the customer logged last time and their feedback.
 */
import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { type Lang } from "~/i18n/config";
import type { PlanInsightsText } from "~/i18n/pages/admin/plan-insights";
import type { ChangeKind, ExerciseComparison, ExerciseSpec, LastTime } from "~/domain/admin/plan-compare";
import type { ComparisonInsight } from "~/server/admin/plan-insights.server";
import { cn } from "~/lib/cn";
import { dayLabel, ErrorText, formatKg, LoadingText, Notice, plural, setValue, usePlanInsight, usePlanInsightsText, type PlanInsightProps } from "./plan-insight-shared";
import { formatDate } from "~/i18n/format";

export function PlanComparisonPanel({ planId, sequenceNumber }: PlanInsightProps) {
  const t = usePlanInsightsText();
  const state = usePlanInsight("comparison", planId, sequenceNumber > 1);
  if (sequenceNumber <= 1) return null;
  return (
    <section aria-labelledby="plan-comparison-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="plan-comparison" data-state={state.status}>
      <h2 id="plan-comparison-title" className="text-lg font-bold text-slate-950">
        {t.comparison.title}
      </h2>
      <div className="mt-4">
        {state.status === "loading" ? (
          <LoadingText />
        ) : state.status === "error" ? (
          <ErrorText>{t.comparison.loadError}</ErrorText>
        ) : (
          <ComparisonView insight={state.data} />
        )}
      </div>
    </section>
  );
}

const KIND_STYLE: Record<ChangeKind, string> = {
  same: "bg-slate-100 text-slate-800",
  changed: "bg-sky-100 text-sky-900",
  replaced: "bg-violet-100 text-violet-900",
  new: "bg-emerald-100 text-emerald-900",
  dropped: "bg-red-100 text-red-900",
};

function ComparisonView({ insight }: { insight: ComparisonInsight }) {
  const lang = useLang();
  const t = usePlanInsightsText();
  const tc = t.comparison;
  const { previous, comparison } = insight;
  if (!previous || !comparison) return <p className="text-sm text-slate-700">{tc.noPrevious}</p>;
  const s = comparison.summary;
  const summary = (["changed", "same", "replaced", "added", "dropped", "moved", "weightUp", "weightDown"] as const)
    .filter((k) => s[k] > 0)
    .map((k) => fmt(tc.summary[k], { n: s[k] }));
  const days = comparison.days.filter((d) => d.exercises.length > 0);
  const state = [tc.statuses[previous.status] ?? previous.status, previous.submitted ? tc.submitted : null, previous.approvedAt ? fmt(tc.approvedOn, { date: formatDate(previous.approvedAt, lang) }) : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="grid grid-cols-1 gap-5">
      <p className="text-sm text-slate-700" data-testid="comparison-previous">
        {fmt(tc.previousState, { n: previous.sequenceNumber, status: state })}
      </p>
      {comparison.draftUnreadable ? <Notice tone="warning">{tc.draftUnreadable}</Notice> : null}
      {comparison.previousUnreadable ? <Notice tone="warning">{tc.previousUnreadable}</Notice> : null}
      {summary.length > 0 ? (
        <ul aria-label={tc.summaryLabel} className="flex flex-wrap gap-1.5" data-testid="comparison-summary">
          {summary.map((text) => (
            <li key={text} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800">
              {text}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <div className="rounded-lg border border-slate-200 p-3 text-sm">
          <h3 className="font-semibold text-slate-900">{tc.feedbackTitle}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-800" data-testid="comparison-feedback">
            {previous.planFeedback ?? t.noFeedback}
          </p>
        </div>
        {comparison.notes.length > 0 ? (
          <div className="rounded-lg border border-slate-200 p-3 text-sm">
            <h3 className="font-semibold text-slate-900">{tc.notesTitle}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800" data-testid="comparison-notes">
              {comparison.notes.map((note) => (
                <li key={note} className="break-words">
                  {note}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {days.map((day) => {
        const feedback = previous.dayFeedback.find((f) => f.day === day.day)?.text ?? null;
        const labelId = `comparison-day-${day.day}`;
        return (
          <section key={day.day} aria-labelledby={labelId} className="grid grid-cols-1 gap-2" data-testid="comparison-day">
            <h3 id={labelId} className="flex flex-wrap items-baseline gap-x-2 text-base font-bold text-slate-900">
              {dayLabel(t, day.day, day.titleAfter ?? day.titleBefore)}
              {day.restBefore && !day.restAfter ? <span className="text-sm font-normal text-slate-600">({tc.wasRest})</span> : null}
              {day.restAfter && !day.restBefore ? <span className="text-sm font-normal text-slate-600">({tc.nowRest})</span> : null}
            </h3>
            <ul className="grid grid-cols-1 gap-2">
              {day.exercises.map((exercise, i) => (
                <ExerciseRow key={`${exercise.kind}-${exercise.position}-${i}`} lang={lang} t={t} exercise={exercise} />
              ))}
            </ul>
            {feedback ? (
              <p className="text-sm text-slate-700">
                <span className="font-medium text-slate-900">{tc.dayFeedback}: </span>
                <span className="whitespace-pre-wrap break-words">{feedback}</span>
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

/** "3×8 @ 40 kg" (no weight part without a weight). */
function specText(lang: Lang, t: PlanInsightsText, spec: ExerciseSpec): string {
  const base = fmt(t.comparison.spec, { sets: spec.sets, reps: spec.reps });
  return spec.weight > 0 ? `${base} @ ${formatKg(lang, t, spec.weight)}` : base;
}

function lastTimeText(lang: Lang, t: PlanInsightsText, last: LastTime, replaced: boolean): string {
  const tc = t.comparison;
  const head = replaced ? fmt(tc.lastTimeOf, { name: last.name, day: last.day }) : fmt(tc.lastTime, { day: last.day });
  const values = last.uniform ? setValue(lang, t, last.uniform.reps, last.uniform.weight) : last.sets.map((s) => setValue(lang, t, s.reps, s.weight)).join(", ");
  const body = last.allSetsDone
    ? plural(lang, last.sets.length, tc.allDone, { values })
    : last.plannedSets !== null
      ? fmt(tc.someDone, { done: last.sets.length, planned: last.plannedSets, values })
      : plural(lang, last.sets.length, tc.doneSets, { values });
  const bestValue = setValue(lang, t, last.best.reps, last.best.weight);
  const showBest = last.best.weight > 0 && !last.sets.some((s) => setValue(lang, t, s.reps, s.weight) === bestValue);
  return `${head}: ${body}${showBest ? `; ${fmt(tc.best, { value: bestValue, day: last.best.day })}` : ""}`;
}

function ExerciseRow({ lang, t, exercise }: { lang: Lang; t: PlanInsightsText; exercise: ExerciseComparison }) {
  const tc = t.comparison;
  const { before, after, diff } = exercise;
  const name = after?.name ?? before?.name ?? "";
  const weight = diff.weight;
  const WeightIcon = weight?.direction === "up" ? ArrowUpRight : weight?.direction === "down" ? ArrowDownRight : ArrowRight;
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="comparison-exercise" data-kind={exercise.kind}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", KIND_STYLE[exercise.kind])}>{tc.kinds[exercise.kind]}</span>
        <span className={cn("font-semibold text-slate-900", exercise.kind === "dropped" && "line-through decoration-slate-400")}>{name}</span>
        {exercise.kind === "replaced" && before ? <span className="text-slate-600">{fmt(tc.replaces, { name: before.name })}</span> : null}
        {exercise.movedFrom ? <span className="text-slate-600">({fmt(tc.movedFrom, { day: exercise.movedFrom.day })})</span> : null}
      </div>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 tabular-nums text-slate-800" data-testid="comparison-spec">
        {before && exercise.kind !== "new" ? <span className={cn(exercise.kind !== "same" && "text-slate-600")}>{specText(lang, t, before)}</span> : null}
        {before && after && exercise.kind !== "same" ? (
          <WeightIcon
            className={cn("h-4 w-4", weight?.direction === "up" ? "text-emerald-700" : weight?.direction === "down" ? "text-amber-700" : "text-slate-500")}
            aria-hidden="true"
          />
        ) : null}
        {after && exercise.kind !== "same" ? <span className="font-semibold text-slate-900">{specText(lang, t, after)}</span> : null}
        {diff.rest ? (
          <span className="text-slate-700">
            · {tc.rest} {diff.rest.from} → {diff.rest.to}
          </span>
        ) : null}
      </p>
      {exercise.reasons.length > 0 ? (
        <div className="mt-1.5 text-slate-700">
          <p className="font-medium text-slate-900">{tc.why}:</p>
          <ul className="list-disc space-y-0.5 pl-5" data-testid="comparison-reasons">
            {exercise.reasons.map((reason) => (
              <li key={reason} className="break-words">
                {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {exercise.lastTime ? (
        <p className="mt-1.5 break-words text-slate-700" data-testid="comparison-last-time">
          {lastTimeText(lang, t, exercise.lastTime, exercise.kind === "replaced")}
        </p>
      ) : null}
    </li>
  );
}
