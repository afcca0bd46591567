/**
 * One day of the plan (spec part 2 §2.3): a rest day with its 'Ruhetag' badge and regeneration
 * sections, or a training day with its warm-up list, one card per exercise and the day feedback.
 */
import { memo, useCallback, useMemo, useSyncExternalStore } from "react";
import { Flame, Moon } from "lucide-react";
import { useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import type { ParsedDay } from "~/domain/plan/types";
import { shownDayTitle, shownExerciseName, shownRestSectionTitle, type ShownNames } from "~/domain/plan/shown-titles";
import { lastTimeFor, type HistoryIndex } from "~/domain/training/last-time";
import { ExerciseCard } from "./exercise-card";
import { WorkoutNote, WorkoutPanel, workoutStore } from "./workout-panel";
import type { StoredWorkout } from "~/server/training/workouts.server";
import { FeedbackCard } from "./feedback-card";
import type { ProgressStore } from "./progress-store";
import { slotKey, type SwapChange } from "./swap-change";
import { SwapControl } from "./swap-control";
import type { ShownSwap } from "~/server/training/training-data.server";
import type { PlanAlternative } from "~/server/training/exercise-swaps.server";
import { swappedExercise } from "~/domain/training/swapped-exercise";

export const DayView = memo(function DayView({
  planId,
  day,
  store,
  isFirstPlan,
  history,
  feedback,
  swaps = [],
  alternatives = {},
  workout = null,
  names,
  readOnly = false,
}: {
  planId: string;
  day: ParsedDay;
  store: ProgressStore;
  isFirstPlan: boolean;
  /** The earlier plans' last sessions and bests, per exercise. */
  history: HistoryIndex;
  feedback: string;
  /** The customer's swaps of this plan (the card shows the alternative). */
  swaps?: readonly ShownSwap[];
  /** The day's workout on the server (decision 0104). */
  workout?: StoredWorkout | null;
  /** Per exercise name of the plan, its allowed alternatives (decision 0104). */
  alternatives?: Readonly<Record<string, readonly PlanAlternative[]>>;
  /** On an English page, the exercise names it shows (decision 0133). */
  names?: ShownNames;
  /** Inputs locked, nothing saved (the coach's view of the plan). */
  readOnly?: boolean;
}) {
  const lang = useLang();
  const t = trainingContent[lang];
  // This plan's logged sets when the day is opened (switching days mounts the day anew): "Letztes Mal"
  // comes from an earlier day of this plan (days 5, 8, 12 often repeat day 1), else an earlier plan.
  // A swapped slot shows the alternative: its name, its how-to and its last-time values, and never the
  // original's planned weight (swapped-exercise.ts). The device's own swap (not yet in the page data) wins.
  const localSwaps = useSyncExternalStore(store.subscribeSwaps, store.localSwaps, store.localSwaps);
  const slots = useMemo(
    () =>
      day.exercises.map((ex, order) => {
        const options = alternatives[ex.name] ?? [];
        const swap = effectiveSwap(localSwaps.get(slotKey({ day: day.day, exerciseOrder: order })), swaps, day.day, order, ex.name, options);
        const exercise = swap ? swappedExercise(ex, swap) : ex;
        // What the page shows; the stored name stays the key (decision 0133).
        const shown = swap ? { ...swap, originalName: shownExerciseName(ex, lang, names) } : null;
        return { exercise, swap: shown, name: shownExerciseName(exercise, lang, names), storedName: swap ? swap.alternativeName : ex.name, options };
      }),
    [day, swaps, alternatives, localSwaps, lang, names],
  );
  const shownList = useMemo(() => slots.map((s) => s.name), [slots]);
  const lastTimes = useMemo(() => {
    const current = store.loggedSets();
    return slots.map((s) => lastTimeFor(history, current, day.day, s.storedName));
  }, [store, day, history, slots]);
  const onSetDone = useCallback(() => workoutStore.start(planId, day.day, Date.now(), workout), [planId, day.day, workout]);
  return (
    <section aria-labelledby="plan-day-title" className="grid scroll-mt-36 grid-cols-1 gap-3" data-testid="day-view" data-day={day.day}>
      <h2 id="plan-day-title" className="flex flex-wrap items-center gap-3 text-xl font-extrabold tracking-tight text-slate-950">
        {shownDayTitle(day.title, lang)}
        {day.isRestDay ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-sky-900" data-testid="rest-day-badge">
            <Moon className="h-4 w-4" aria-hidden="true" />
            {t.view.restDay}
          </span>
        ) : null}
      </h2>
      {day.isRestDay ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {day.restDayActivities.length === 0 ? <p className="text-slate-700">{t.empty.noContent}</p> : null}
          {day.restDayActivities.map((section) => (
            <section key={section.title} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="rest-section">
              <h3 className="font-bold text-slate-950">{shownRestSectionTitle(section.title, lang)}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                {section.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <>
          {day.warmUpActivities.length > 0 ? (
            // Folded: one line in the gym, the list one tap away.
            <details className="rounded-2xl border border-amber-200 bg-amber-50 px-3" data-testid="warm-up">
              <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-bold text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-600">
                <Flame className="h-5 w-5 text-amber-700" aria-hidden="true" />
                {t.view.warmUp}
                <span className="text-sm font-normal text-slate-700">({day.warmUpActivities.length})</span>
              </summary>
              <ul className="list-disc space-y-1 pb-3 pl-5 text-slate-800">
                {day.warmUpActivities.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </details>
          ) : null}
          {readOnly ? <WorkoutNote workout={workout} /> : <WorkoutPanel planId={planId} day={day} store={store} history={history} server={workout} names={shownList} />}
          {slots.map(({ exercise, swap, name, options }, order) => (
            <ExerciseCard
              key={`${day.day}-${order}-${swap?.alternativeName ?? ""}`}
              store={store}
              day={day.day}
              order={order}
              exercise={exercise}
              name={name}
              isFirstPlan={isFirstPlan}
              lastTime={lastTimes[order] ?? null}
              onSetDone={readOnly ? undefined : onSetDone}
              readOnly={readOnly}
              below={<SwapControl store={store} day={day.day} order={order} swap={swap} options={options} readOnly={readOnly} />}
            />
          ))}
          <FeedbackCard key={`feedback-${day.day}`} planId={planId} day={day.day} initial={feedback} readOnly={readOnly} />
        </>
      )}
    </section>
  );
});

/**
 * The swap at a slot: the device's own not yet in the page data, else the server's. The device's own
 * shows the alternative's how-to from the alternatives shipped with the page, so it is there offline.
 */
function effectiveSwap(
  local: SwapChange | undefined,
  swaps: readonly ShownSwap[],
  day: number,
  order: number,
  originalName: string,
  options: readonly PlanAlternative[],
): ShownSwap | null {
  const server = swaps.find((s) => s.day === day && s.exerciseOrder === order) ?? null;
  if (local === undefined) return server;
  if (local.alternative === null) return null;
  if (server && server.alternativeName === local.alternative) return server;
  const known = options.find((o) => o.name === local.alternative);
  return { day, exerciseOrder: order, originalName, alternativeName: local.alternative, shownName: local.shownName ?? known?.shownName ?? local.alternative, instructions: known?.instructions ?? null };
}
