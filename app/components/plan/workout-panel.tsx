/**
 * The workout of one training day (issue 24): "Training starten" (or the first set ticked Done)
 * starts it, "Training beenden" finishes it and shows the summary — duration, sets, volume and new
 * personal records. Start and finish are kept on the device per plan (`training-workout-{planId}`);
 * the sets themselves are on the server. While a workout runs the screen is kept awake.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { Dumbbell, Flag, Play, Trophy } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import type { ParsedDay } from "~/domain/plan/types";
import { bestBefore, type HistoryIndex } from "~/domain/training/last-time";
import { setUnitOf } from "~/domain/training/set-entry";
import { formatClock } from "~/domain/training/timers";
import { workoutSummary, type WorkoutTimes } from "~/domain/training/workout";
import { formatNumber } from "~/i18n/format";
import { workoutStorageKey } from "./local-data";
import type { ProgressStore } from "./progress-store";
import { keepAwake } from "./wake-lock";

type Workouts = Record<string, WorkoutTimes>;

function createWorkoutStore() {
  const cache = new Map<string, Workouts>();
  const listeners = new Set<() => void>();
  const read = (planId: string): Workouts => {
    let value = cache.get(planId);
    if (value) return value;
    try {
      const parsed = JSON.parse(localStorage.getItem(workoutStorageKey(planId)) ?? "{}") as Workouts;
      value = parsed && typeof parsed === "object" ? parsed : {};
    } catch {
      value = {};
    }
    cache.set(planId, value);
    return value;
  };
  const write = (planId: string, next: Workouts) => {
    cache.set(planId, next);
    try {
      localStorage.setItem(workoutStorageKey(planId), JSON.stringify(next));
    } catch {
      /* kept in memory for this page */
    }
    listeners.forEach((l) => l());
  };
  return {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get(planId: string, day: number): WorkoutTimes | null {
      return read(planId)[day] ?? null;
    },
    start(planId: string, day: number, now = Date.now()) {
      const all = read(planId);
      const current = all[day];
      if (current && current.finishedAt === null) return;
      write(planId, { ...all, [day]: { startedAt: now, finishedAt: null } });
    },
    finish(planId: string, day: number, now = Date.now()) {
      const all = read(planId);
      const current = all[day];
      if (!current || current.finishedAt !== null) return;
      write(planId, { ...all, [day]: { ...current, finishedAt: now } });
    },
  };
}

export const workoutStore = createWorkoutStore();

export function useWorkout(planId: string, day: number): WorkoutTimes | null {
  return useSyncExternalStore(
    workoutStore.subscribe,
    () => workoutStore.get(planId, day),
    () => null,
  );
}

const button =
  "inline-flex h-11 items-center gap-2 rounded-lg px-4 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function WorkoutPanel({ planId, day, store, history }: { planId: string; day: ParsedDay; store: ProgressStore; history: HistoryIndex }) {
  const lang = useLang();
  const t = trainingContent[lang].workout;
  const workout = useWorkout(planId, day.day);
  const running = Boolean(workout && workout.finishedAt === null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    keepAwake("workout", running);
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(id);
      keepAwake("workout", false);
    };
  }, [running]);

  if (!workout) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white px-3 py-2 shadow-sm" data-testid="workout-panel" data-state="idle">
        <p className="text-sm text-slate-700">{t.idle}</p>
        <button type="button" onClick={() => workoutStore.start(planId, day.day)} className={`${button} bg-brand-700 text-white hover:bg-brand-800`} data-testid="workout-start">
          <Play className="h-4 w-4" aria-hidden="true" />
          {t.start}
        </button>
      </div>
    );
  }
  if (running) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-brand-200 bg-brand-50 px-3 py-2" data-testid="workout-panel" data-state="running">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Dumbbell className="h-4 w-4 text-brand-700" aria-hidden="true" />
          <span>
            {t.running} <span className="tabular-nums" data-testid="workout-elapsed">{formatClock(now - workout.startedAt)}</span>
          </span>
        </p>
        <button
          type="button"
          onClick={() => workoutStore.finish(planId, day.day)}
          className={`${button} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
          data-testid="workout-finish"
        >
          <Flag className="h-4 w-4" aria-hidden="true" />
          {t.finish}
        </button>
      </div>
    );
  }
  const current = store.loggedSets();
  const summary = workoutSummary(
    day.exercises.map((ex, order) => ({
      name: ex.name,
      unit: setUnitOf(ex.originalReps || ex.reps),
      sets: store.get(day.day, order),
      before: bestBefore(history, current, day.day, ex.name),
    })),
    workout,
    now,
  );
  const minutes = Math.max(1, Math.round(summary.durationMs / 60_000));
  const items = [
    [t.duration, fmt(t.minutes, { n: formatNumber(minutes, lang) }), "workout-duration"],
    [t.sets, formatNumber(summary.sets, lang), "workout-sets"],
    [t.volume, `${formatNumber(summary.volume, lang)} kg`, "workout-volume"],
  ] as const;
  return (
    <section className="rounded-2xl border border-emerald-200 bg-emerald-50 p-3" aria-labelledby="workout-summary-title" data-testid="workout-summary" data-state="finished">
      <h3 id="workout-summary-title" className="flex items-center gap-2 font-bold text-slate-950">
        <Flag className="h-4 w-4 text-emerald-700" aria-hidden="true" />
        {t.summaryTitle}
      </h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        {items.map(([label, value, id]) => (
          <div key={id} className="rounded-lg bg-white px-1 py-2">
            <dt className="text-xs font-semibold text-slate-700">{label}</dt>
            <dd className="text-lg font-extrabold tabular-nums text-slate-950" data-testid={id}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {summary.records.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm text-slate-900" data-testid="workout-records">
          {summary.records.map((r) => (
            <li key={r.name} className="flex items-start gap-2">
              <Trophy className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
              <span>
                {fmt(r.kind === "weight" ? t.recordWeight : t.recordE1rm, { name: r.name, value: formatNumber(r.value, lang, 1), previous: formatNumber(r.previous, lang, 1) })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700" data-testid="workout-no-records">
          {t.noRecords}
        </p>
      )}
    </section>
  );
}
