/**
 * One exercise of a training day (spec part 2 §2.3, made compact for the gym by issue 24): name, the
 * plan's targets on one line, a folded "Ausführung & Hinweise" part (how-to slot, notes, the
 * stabilisation hint, the stopwatch), then the set table: per set last time's numbers (a tap copies
 * them), the weight and the reps (or minutes, seconds, metres), Done. A set ticked Done untouched
 * stores the suggestion it shows. The card reads its own sets from the progress store (one
 * subscription per card), so a change re-renders only this card.
 */
import { memo, useCallback, useId, useSyncExternalStore } from "react";
import { fmt, useLang } from "~/i18n";
import type { Lang } from "~/i18n/config";
import { trainingContent, type TrainingMessages } from "~/i18n/pages/training";
import type { ParsedExercise } from "~/domain/plan/types";
import { applyLastTime, type LastTimeSet } from "~/domain/training/last-time";
import { addSet, applyWeightEntry, maxSetsOf } from "~/domain/training/progress";
import { completeWithSuggestion, setUnitOf, suggestionFor } from "~/domain/training/set-entry";
import { restSeconds } from "~/domain/training/timers";
import type { ProgressStore } from "./progress-store";
import { restTimer } from "./rest-timer";
import { ExerciseDetails } from "./exercise-details";
import { SetActions } from "./set-actions";
import { SetTable } from "./set-table";
import { numberText, restText } from "./set-text";
import { afterPaint } from "~/lib/after-paint";

/** The plan's targets on one line (the weight is a dash when the plan gives none); not redrawn by a tick. */
const Prescription = memo(function Prescription({ exercise, t, lang }: { exercise: ParsedExercise; t: TrainingMessages["exercise"]; lang: Lang }) {
  const weight = exercise.originalWeight > 0 ? `${numberText(exercise.originalWeight, lang)} ${t.kg}` : "–";
  const items = [
    [t.sets, String(exercise.sets)],
    [t.reps, exercise.reps || "–"],
    [t.weight, weight],
    [t.rest, restText(exercise.rest, t)],
  ] as const;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm" aria-label={t.prescription}>
      {items.map(([label, value]) => (
        <div key={label} className="flex items-baseline gap-1">
          <dt className="text-[0.7rem] font-semibold tracking-wide text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-950" data-testid={`prescription-${label.toLowerCase()}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
});

export interface ExerciseCardProps {
  store: ProgressStore;
  day: number;
  order: number;
  exercise: ParsedExercise;
  /** The name the page shows (decision 0133: English on an English page); the exercise's own name stays the key. */
  name?: string;
  isFirstPlan: boolean;
  /** Last time's sets of this exercise (this plan's earlier days or an earlier plan), or null. */
  lastTime: LastTimeSet[] | null;
  /** Called when a set is ticked Done (the workout starts with its first set). */
  onSetDone?: () => void;
  /** Inputs locked and nothing saved (the coach's view of the plan). */
  readOnly?: boolean;
  /** Shown under the name: the swap control (swap-control.tsx). */
  below?: React.ReactNode;
}

export const ExerciseCard = memo(function ExerciseCard({ store, day, order, exercise, name: shownName, isFirstPlan, lastTime, onSetDone, readOnly = false, below }: ExerciseCardProps) {
  const lang = useLang();
  const t = trainingContent[lang].exercise;
  const titleId = useId();
  const name = shownName ?? exercise.name;
  const subscribe = useCallback((l: () => void) => store.subscribe(day, order, l), [store, day, order]);
  const sets = useSyncExternalStore(
    subscribe,
    () => store.get(day, order),
    () => store.get(day, order),
  );
  const unit = setUnitOf(exercise.originalReps || exercise.reps);
  const allDone = sets.length > 0 && sets.every((s) => s.completed);
  const prescribed = exercise.setsData.length;

  const onReps = useCallback(
    (n: number, reps: string) => {
      const current = store.get(day, order);
      store.update(day, order, current.map((s, i) => (i === n - 1 ? { ...s, reps } : s)), [n]);
    },
    [store, day, order],
  );
  const onWeight = useCallback(
    (n: number, weight: number) => {
      const { sets: next, changed } = applyWeightEntry(store.get(day, order), n, weight, isFirstPlan);
      store.update(day, order, next, changed);
    },
    [store, day, order, isFirstPlan],
  );
  const onDone = useCallback(
    (n: number, done: boolean) => {
      const current = store.get(day, order);
      // Ticked untouched: the suggestion the row shows is what is stored (never a range).
      const next = current.map((s, i) => (i !== n - 1 ? s : done ? completeWithSuggestion(s, suggestionFor(n, lastTime, exercise)) : { ...s, completed: false }));
      store.update(day, order, next, [n]);
      if (done) {
        // The ticked row is painted first; the workout and the rest (their bars) a frame later (decision 0133).
        const at = Date.now();
        restTimer.prime();
        afterPaint(() => {
          onSetDone?.();
          restTimer.start(restSeconds(exercise.rest) ?? 0, `${name} · ${fmt(t.setLabel, { n })}`, at);
        });
      }
    },
    [store, day, order, exercise, name, lastTime, t, onSetDone],
  );
  const onCopy = useCallback(
    (n: number) => {
      const source = lastTime?.find((l) => l.setNumber === n);
      if (!source) return;
      const current = store.get(day, order);
      store.update(day, order, current.map((s, i) => (i === n - 1 ? { ...s, reps: source.reps, weight: source.weight } : s)), [n]);
    },
    [store, day, order, lastTime],
  );
  const onAll = (done: boolean) => {
    const current = store.get(day, order);
    const changed: number[] = [];
    const next = current.map((s, i) => {
      if (s.completed === done) return s;
      changed.push(i + 1);
      return done ? completeWithSuggestion(s, suggestionFor(i + 1, lastTime, exercise)) : { ...s, completed: false };
    });
    store.update(day, order, next, changed);
    if (done && changed.length > 0 && onSetDone) afterPaint(onSetDone);
  };
  const onLastTime = () => {
    if (!lastTime) return;
    const { sets: next, changed } = applyLastTime(store.get(day, order), lastTime);
    store.update(day, order, next, changed);
  };
  const onAddSet = () => {
    const current = store.get(day, order);
    const next = addSet(current, prescribed);
    if (next) store.update(day, order, next, [next.length]);
  };

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm [contain-intrinsic-size:auto_520px] [content-visibility:auto] sm:p-5" aria-labelledby={titleId} data-testid="exercise-card" data-unit={unit}>
      <h3 id={titleId} className="text-lg font-bold leading-snug text-slate-950">
        <span className="mr-2 text-slate-500">{order + 1}.</span>
        {name}
      </h3>
      <Prescription exercise={exercise} t={t} lang={lang} />
      <div className="mt-2 grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-2 lg:order-2">
          <SetTable sets={sets} name={name} exercise={exercise} lastTime={lastTime} unit={unit} lang={lang} t={t} onReps={onReps} onWeight={onWeight} onDone={onDone} onCopy={onCopy} readOnly={readOnly} />
          <SetActions
            allDone={allDone}
            canAddSet={sets.length < maxSetsOf(prescribed)}
            hasLastTime={Boolean(lastTime)}
            t={t}
            onAll={onAll}
            onLastTime={onLastTime}
            onAddSet={onAddSet}
            readOnly={readOnly}
            below={below}
          />
        </div>
        <ExerciseDetails exercise={exercise} name={name} t={t} />
      </div>
    </article>
  );
});
