/**
 * The progress dialog (spec part 2 §2.5, §4: period = approval + 14 days, plan feedback, completed
 * exercises by day with the day feedback) and the submitted-plan dialog (the
 * feedback_training_plans record). Both load when opened.
 */
import { useState } from "react";
import { fmt, useLang } from "~/i18n";

import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { ProgressInsight, SubmittedInsight } from "~/server/admin/plan-insights.server";
import { dayLabel, ErrorText, LoadingText, plural, setValue, usePlanInsight, usePlanInsightsText, type PlanInsightProps } from "./plan-insight-shared";
import { formatDate } from "~/i18n/format";

export function PlanProgressButton({ planId, trigger }: PlanInsightProps) {
  const t = usePlanInsightsText();
  const [open, setOpen] = useState(false);
  const state = usePlanInsight("progress", planId, open);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className={trigger?.className ?? "max-sm:w-full"} aria-label={trigger?.ariaLabel} data-testid="plan-progress-open">
          {trigger?.text ?? t.progress.button}
        </Button>
      }
      title={t.progress.title}
      description={t.progress.description}
      closeLabel={t.close}
      className="max-w-3xl"
    >
      <div data-testid="plan-progress-dialog" data-state={state.status}>
        {state.status === "loading" ? (
          <LoadingText />
        ) : state.status === "error" ? (
          <ErrorText>{t.progress.loadError}</ErrorText>
        ) : (
          <ProgressView progress={state.data} />
        )}
      </div>
    </Dialog>
  );
}

function ProgressView({ progress }: { progress: ProgressInsight }) {
  const lang = useLang();
  const t = usePlanInsightsText();
  const withSets = progress.days.filter((d) => d.exercises.length > 0);
  const feedbackOnly = progress.days.filter((d) => d.exercises.length === 0);
  return (
    <div className="grid grid-cols-1 gap-6">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">{t.progress.period}</dt>
        <dd className="font-semibold text-slate-900" data-testid="progress-period">
          {progress.period
            ? fmt(t.progress.periodValue, { start: formatDate(progress.period.start, lang), end: formatDate(progress.period.end, lang) })
            : t.progress.notApproved}
        </dd>
        <dt className="font-medium text-slate-600">{t.progress.planFeedback}</dt>
        <dd className="text-slate-900" data-testid="progress-plan-feedback">
          {progress.planFeedback ? (
            <>
              <span className="whitespace-pre-wrap break-words">{progress.planFeedback}</span>
              {progress.planFeedbackSource === "submitted" ? <span className="block text-xs text-slate-600">{t.progress.fromSubmission}</span> : null}
            </>
          ) : (
            t.noFeedback
          )}
        </dd>
      </dl>

      <section aria-labelledby="progress-exercises" className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="progress-exercises" className="text-base font-bold text-slate-900">
            {t.progress.exercisesTitle}
          </h3>
          {progress.completedSets > 0 ? <p className="text-sm text-slate-600">{plural(lang, progress.completedSets, t.progress.completedSets)}</p> : null}
        </div>
        {withSets.length === 0 ? (
          <p className="text-sm text-slate-700" data-testid="progress-empty">
            {t.noExercises}
          </p>
        ) : null}
        {[...withSets, ...feedbackOnly].map((day) => (
          <section key={day.day} aria-labelledby={`progress-day-${day.day}`} className="rounded-lg border border-slate-200" data-testid="progress-day">
            <h4 id={`progress-day-${day.day}`} className="rounded-t-lg bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-900">
              {dayLabel(t, day.day, day.title)}
            </h4>
            {day.exercises.length > 0 ? (
              <ul className="divide-y divide-slate-100">
                {day.exercises.map((exercise) => (
                  <li key={exercise.order} className="px-3 py-2 text-sm" data-testid="progress-exercise">
                    <p className="font-medium text-slate-900">{exercise.name}</p>
                    <ol className="mt-1 flex flex-wrap gap-1.5" aria-label={fmt(t.progress.setsLabel, { name: exercise.name })}>
                      {exercise.sets.map((set) => (
                        <li key={set.setNumber} className="rounded-md bg-slate-100 px-2 py-1 text-xs tabular-nums text-slate-800">
                          {fmt(t.set, { n: set.setNumber })}: {setValue(lang, t, set.reps, set.weight)}
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="border-t border-slate-100 px-3 py-2 text-sm text-slate-700">
              <span className="font-medium text-slate-900">{t.progress.dayFeedback}: </span>
              <span className="whitespace-pre-wrap break-words">{day.feedback ?? t.noFeedback}</span>
            </p>
          </section>
        ))}
      </section>
    </div>
  );
}

export function SubmittedPlanButton({ planId }: PlanInsightProps) {
  const t = usePlanInsightsText();
  const [open, setOpen] = useState(false);
  const state = usePlanInsight("submitted", planId, open);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className="max-sm:w-full" data-testid="plan-submitted-open">
          {t.submitted.button}
        </Button>
      }
      title={t.submitted.title}
      description={t.submitted.description}
      closeLabel={t.close}
      className="max-w-3xl"
    >
      <div data-testid="plan-submitted-dialog" data-state={state.status}>
        {state.status === "loading" ? (
          <LoadingText />
        ) : state.status === "error" ? (
          <ErrorText>{t.submitted.loadError}</ErrorText>
        ) : (
          <SubmittedView submitted={state.data} />
        )}
      </div>
    </Dialog>
  );
}

function SubmittedView({ submitted }: { submitted: SubmittedInsight }) {
  const lang = useLang();
  const t = usePlanInsightsText();
  const r = submitted.record;
  if (!r) return <p className="text-sm text-slate-700">{t.noData}</p>;
  return (
    <div className="grid grid-cols-1 gap-5">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">{t.submitted.userName}</dt>
        <dd className="break-words text-slate-900" data-testid="submitted-user">
          {r.userName}
        </dd>
        <dt className="font-medium text-slate-600">{t.submitted.planName}</dt>
        <dd className="break-words text-slate-900">{r.planName}</dd>
        <dt className="font-medium text-slate-600">{t.submitted.submissionDate}</dt>
        <dd className="text-slate-900">{formatDate(r.submissionDate, lang)}</dd>
        <dt className="font-medium text-slate-600">{t.submitted.completionDate}</dt>
        <dd className="text-slate-900">{r.completionDate ? formatDate(r.completionDate, lang) : t.noData}</dd>
        <dt className="font-medium text-slate-600">{t.submitted.userFeedback}</dt>
        <dd className="whitespace-pre-wrap break-words text-slate-900">{r.userFeedback ?? t.noFeedback}</dd>
      </dl>
      <section aria-labelledby="submitted-content" className="grid grid-cols-1 gap-2">
        <h3 id="submitted-content" className="text-base font-bold text-slate-900">
          {plural(lang, r.completedSets, t.submitted.content)}
        </h3>
        <pre
          tabIndex={0}
          aria-labelledby="submitted-content"
          className="max-h-[50vh] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed text-slate-900"
          data-testid="submitted-content"
        >
          {r.planContent}
        </pre>
      </section>
    </div>
  );
}
