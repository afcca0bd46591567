/**
 * The folded "Ausführung & Hinweise" part of the exercise card (issue 24): the how-to, the notes, the
 * stabilisation hint and the stopwatch.
 */
import { memo } from "react";
import type { TrainingMessages } from "~/i18n/pages/training";
import type { ParsedExercise } from "~/domain/plan/types";
import { Stopwatch } from "./stopwatch";
import { ExerciseHowTo } from "./exercise-how-to";

/** Memoised: ticking a set re-renders its card, not this folded part (decision 0133). */
export const ExerciseDetails = memo(function ExerciseDetails({ exercise, name, t }: { exercise: ParsedExercise; name: string; t: TrainingMessages["exercise"] }) {
  const hasDetails = Boolean(exercise.video_url || exercise.instructions || exercise.notes || exercise.hashtag === "#stabilisation");
  return (
    <details className="group rounded-xl bg-slate-50 px-3 py-1 text-sm text-slate-800 lg:order-1 lg:self-start" data-testid="exercise-details">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
        {hasDetails ? t.detailsTitle : t.stopwatchTitle}
      </summary>
      <div className="grid gap-3 pb-3 pt-1">
        <ExerciseHowTo exercise={exercise} name={name} />
        {exercise.notes ? (
          <p>
            <span className="font-semibold text-slate-900">{t.notes}: </span>
            {exercise.notes}
          </p>
        ) : null}
        {exercise.hashtag === "#stabilisation" ? (
          <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sky-950" data-testid="stabilisation-hint">
            {t.stabilisation}
          </p>
        ) : null}
        <Stopwatch name={name} />
      </div>
    </details>
  );
});
