/**
 * Arithmetic of the exercise card's stopwatch and the rest countdown. Both keep timestamps, never
 * counted ticks: after the phone was locked or the tab hidden (timers stop or slow down there), the
 * shown time is computed from the clock and is right at once.
 */

/** "90 s", "60–90 Sekunden", "2 min", "1:30", "2-3 Minuten" → seconds (a range counts its upper end); unreadable → null. */
export function restSeconds(text: string | null | undefined): number | null {
  if (!text) return null;
  const t = text.toLowerCase().replace(",", ".");
  const clock = /(\d{1,2}):([0-5]\d)/.exec(t);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const nums = [...t.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  if (nums.length === 0) return null;
  const value = Math.max(...nums);
  const minutes = /\bmin|minute/.test(t);
  const seconds = Math.round(minutes ? value * 60 : value);
  return seconds > 0 && seconds <= 3600 ? seconds : null;
}

/** m:ss → mm:ss, at least two minute digits (spec: the stopwatch shows mm:ss). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** A running or paused stopwatch: the time already counted plus, while running, since when. */
export interface StopwatchState {
  accumulatedMs: number;
  runningSince: number | null;
}

export const STOPWATCH_RESET: StopwatchState = { accumulatedMs: 0, runningSince: null };

export function stopwatchElapsed(state: StopwatchState, now: number): number {
  return state.accumulatedMs + (state.runningSince === null ? 0 : Math.max(0, now - state.runningSince));
}

export function startStopwatch(state: StopwatchState, now: number): StopwatchState {
  return state.runningSince === null ? { ...state, runningSince: now } : state;
}

export function pauseStopwatch(state: StopwatchState, now: number): StopwatchState {
  return state.runningSince === null ? state : { accumulatedMs: stopwatchElapsed(state, now), runningSince: null };
}

/** A rest countdown: it ends at `endsAt` (ms since the epoch). */
export interface Countdown {
  endsAt: number;
  totalMs: number;
  label: string;
}

export function startCountdown(seconds: number, now: number, label: string): Countdown {
  return { endsAt: now + seconds * 1000, totalMs: seconds * 1000, label };
}

/** Milliseconds left, never below 0. */
export function countdownRemaining(c: Countdown, now: number): number {
  return Math.max(0, c.endsAt - now);
}

/** Share of the rest already over (0–1), for the bar. */
export function countdownProgress(c: Countdown, now: number): number {
  if (c.totalMs <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - countdownRemaining(c, now) / c.totalMs));
}

export function countdownFinished(c: Countdown, now: number): boolean {
  return now >= c.endsAt;
}

/**
 * The running rest moved by `deltaMs` (−15 s / +15 s): the end time shifts, never into the past; the
 * total grows with it so the bar's share stays right.
 */
export function adjustCountdown(c: Countdown, deltaMs: number, now: number): Countdown {
  const endsAt = Math.max(now, c.endsAt + deltaMs);
  return { ...c, endsAt, totalMs: Math.max(endsAt - now, c.totalMs + (endsAt - c.endsAt)) };
}

/** A countdown read back from storage (after a reload, a navigation or a locked phone); null when unusable. */
export function parseStoredCountdown(raw: string | null): Countdown | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Countdown>;
    if (typeof v.endsAt !== "number" || typeof v.totalMs !== "number" || typeof v.label !== "string") return null;
    if (!Number.isFinite(v.endsAt) || !(v.totalMs > 0) || v.totalMs > 3_600_000) return null;
    return { endsAt: v.endsAt, totalMs: v.totalMs, label: v.label.slice(0, 200) };
  } catch {
    return null;
  }
}
