/**
 * The workout of one training day (issue 24): "Training starten" (or the first set ticked Done)
 * starts it, "Training beenden" finishes it and shows the summary — duration, sets, volume and new
 * personal records. Start and finish are kept on the device per plan (`training-workout-{planId}`)
 * at once and sent to the server (decision 0104: the summary on another device and the coach's plan
 * page show the duration); the sets themselves are on the server. While a workout runs the screen is kept awake.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { Dumbbell, Flag, Play, Trophy } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import type { ParsedDay } from "~/domain/plan/types";
import { bestBefore, type HistoryIndex } from "~/domain/training/last-time";
import { setUnitOf } from "~/domain/training/set-entry";
import { formatClock } from "~/domain/training/timers";
import { newerWorkout, workoutDuration, workoutSummary, type WorkoutTimes } from "~/domain/training/workout";
import { formatDateTime, formatNumber } from "~/i18n/format";
import { trainingActionPath } from "./feedback-card";
import { workoutStorageKey } from "./local-data";
import type { ProgressStore } from "./progress-store";
import { keepAwake } from "./wake-lock";

/** A day's workout on the device; `synced` false until the server has these times. */
type DeviceWorkout = WorkoutTimes & { synced?: boolean };
type Workouts = Record<string, DeviceWorkout>;
/** POSTs one day's workout; resolves with the HTTP status, rejects on a network error. */
export type WorkoutSender = (day: number, times: WorkoutTimes) => Promise<number>;

function createWorkoutStore() {
  const cache = new Map<string, Workouts>();
  const listeners = new Set<() => void>();
  const senders = new Map<string, WorkoutSender>();
  const sending = new Set<string>();
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
  /**
   * Sends the days the server does not have yet (decision 0104), one request per day; a network error
   * keeps them for the next try (`online`, the next start or finish, the next visit); a refusal
   * (plan closed, invalid) drops them for good, as the set outbox does.
   */
  async function sync(planId: string) {
    const send = senders.get(planId);
    if (!send || sending.has(planId)) return;
    sending.add(planId);
    try {
      for (const [day, w] of Object.entries(read(planId))) {
        if (w.synced !== false) continue;
        let status = 0;
        try {
          status = await send(Number(day), { startedAt: w.startedAt, finishedAt: w.finishedAt });
        } catch {
          return;
        }
        if (status === 0 || status >= 500 || status === 429) return;
        const now = read(planId)[day];
        if (now && now.startedAt === w.startedAt && now.finishedAt === w.finishedAt) write(planId, { ...read(planId), [day]: { ...now, synced: true } });
      }
    } finally {
      sending.delete(planId);
    }
  }
  return {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get(planId: string, day: number): WorkoutTimes | null {
      return read(planId)[day] ?? null;
    },
    /** `server`: the server's version of the day; when it was made later than the device's, it counts (decision 0111). */
    start(planId: string, day: number, now = Date.now(), server: WorkoutTimes | null = null) {
      const all = read(planId);
      const current = newerWorkout(all[day] ?? null, server);
      if (current && current.finishedAt === null) return;
      write(planId, { ...all, [day]: { startedAt: now, finishedAt: null, synced: false } });
      void sync(planId);
    },
    finish(planId: string, day: number, now = Date.now(), server: WorkoutTimes | null = null) {
      const all = read(planId);
      const current = newerWorkout(all[day] ?? null, server);
      if (!current || current.finishedAt !== null) return;
      write(planId, { ...all, [day]: { ...current, finishedAt: now, synced: false } });
      void sync(planId);
    },
    /** The plan view's way to the server for this plan; sends what is waiting. Returns the disconnect. */
    connect(planId: string, send: WorkoutSender): () => void {
      senders.set(planId, send);
      void sync(planId);
      return () => {
        if (senders.get(planId) === send) senders.delete(planId);
      };
    },
    sync,
  };
}

export const workoutStore = createWorkoutStore();

/** The day's workout: the device's own or the server's (another device's), whichever was made later (decision 0111). */
export function useWorkout(planId: string, day: number, server: WorkoutTimes | null = null): WorkoutTimes | null {
  return useSyncExternalStore(
    workoutStore.subscribe,
    () => newerWorkout(workoutStore.get(planId, day), server),
    // The server renders no workout: a running one's clock would differ between server and browser.
    () => null,
  );
}

/** Connects the workout store to the server for this plan while the plan view is shown. */
export function useWorkoutSync(planId: string, enabled: boolean) {
  const lang = useLang();
  useEffect(() => {
    if (!enabled) return;
    const disconnect = workoutStore.connect(planId, async (day, times) => {
      const res = await fetch(trainingActionPath(lang, planId), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ intent: "workout", day, startedAt: times.startedAt, finishedAt: times.finishedAt }),
      });
      return res.redirected ? 401 : res.status;
    });
    const online = () => void workoutStore.sync(planId);
    window.addEventListener("online", online);
    return () => {
      disconnect();
      window.removeEventListener("online", online);
    };
  }, [planId, lang, enabled]);
}

/** The coach's view: the day's workout as the server has it (start and duration). */
export function WorkoutNote({ workout }: { workout: WorkoutTimes | null }) {
  const lang = useLang();
  const t = trainingContent[lang].workout;
  if (!workout) return null;
  const minutes = workout.finishedAt === null ? null : Math.max(1, Math.round(workoutDuration(workout, workout.finishedAt) / 60_000));
  const started = formatDateTime(new Date(workout.startedAt), lang);
  return (
    <p className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800" data-testid="workout-note">
      {minutes === null ? fmt(t.coachStarted, { start: started }) : fmt(t.coachFinished, { start: started, n: formatNumber(minutes, lang) })}
    </p>
  );
}

const button =
  "inline-flex h-11 items-center gap-2 rounded-lg px-4 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function WorkoutPanel({
  planId,
  day,
  store,
  history,
  server = null,
  names,
}: {
  planId: string;
  day: ParsedDay;
  store: ProgressStore;
  history: HistoryIndex;
  /** Per exercise of the day, the name the page shows (decision 0133); the plan's own names stay the keys. */
  names?: readonly string[];
  /** The day's workout on the server (decision 0104). */
  server?: WorkoutTimes | null;
}) {
  const lang = useLang();
  const t = trainingContent[lang].workout;
  const workout = useWorkout(planId, day.day, server);
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
        <button type="button" onClick={() => workoutStore.start(planId, day.day, Date.now(), server)} className={`${button} bg-brand-700 text-white hover:bg-brand-800`} data-testid="workout-start">
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
          onClick={() => workoutStore.finish(planId, day.day, Date.now(), server)}
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
      name: names?.[order] ?? ex.name,
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
            <dd className="whitespace-nowrap text-base font-extrabold tabular-nums text-slate-950" data-testid={id}>
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
