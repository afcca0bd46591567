/**
 * One rest timer for the whole app (issue 24): ticking a set Done starts the exercise's rest; the bar
 * at the bottom of every page shows it (it is part of the page shell, so it stays across the
 * dashboard's tabs and across navigation), with −15 s / +15 s and skip. The state is the end time in
 * localStorage (`watts-rest-timer`): after a reload, another page, another tab of the same browser or
 * a locked phone it shows the right remaining time at once. At zero: a vibration where supported and,
 * when switched on, a short tone (primed by the tap that started the rest, as browsers allow sound
 * only after a gesture). While it runs the screen is kept awake (wake-lock.ts).
 */
import { memo, useEffect, useState, useSyncExternalStore } from "react";
import { TimerReset, X } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { restTimerContent } from "~/i18n/pages/rest-timer";
import {
  adjustCountdown,
  countdownFinished,
  countdownProgress,
  countdownRemaining,
  formatClock,
  parseStoredCountdown,
  startCountdown,
  type Countdown,
} from "~/domain/training/timers";
import { cn } from "~/lib/cn";
import { formatTimeOfDay } from "~/i18n/format";
import { keepAwake } from "./wake-lock";

export const REST_TIMER_KEY = "watts-rest-timer";
export const REST_TIMER_ENABLED_KEY = "training-rest-timer-enabled";
export const REST_TIMER_SOUND_KEY = "training-rest-timer-sound";
/** A rest that ended longer ago than this is not shown again (a reload the next morning). */
const STALE_AFTER_MS = 60_000;

interface Snapshot {
  countdown: Countdown | null;
  finished: boolean;
  enabled: boolean;
  sound: boolean;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* not remembered */
  }
}

function createRestTimer() {
  let snapshot: Snapshot = { countdown: null, finished: false, enabled: true, sound: false };
  let audio: AudioContext | null = null;
  let loaded = false;
  /** The end time already signalled (so a second page or a re-render does not vibrate again). */
  let signalled = 0;
  const listeners = new Set<() => void>();
  const set = (next: Partial<Snapshot>) => {
    snapshot = { ...snapshot, ...next };
    keepAwake("rest", Boolean(snapshot.countdown && !snapshot.finished));
    listeners.forEach((l) => l());
  };
  const persist = (c: Countdown | null) => write(REST_TIMER_KEY, c ? JSON.stringify(c) : null);

  function load(now = Date.now()) {
    let countdown = parseStoredCountdown(read(REST_TIMER_KEY));
    if (countdown && now - countdown.endsAt > STALE_AFTER_MS) {
      countdown = null;
      persist(null);
    }
    const finished = Boolean(countdown && countdownFinished(countdown, now));
    // Ended while the page was away: nothing to signal any more.
    if (countdown && finished) signalled = countdown.endsAt;
    set({ countdown, finished, enabled: read(REST_TIMER_ENABLED_KEY) !== "off", sound: read(REST_TIMER_SOUND_KEY) === "on" });
  }

  function signal() {
    try {
      if (snapshot.sound && audio) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.frequency.value = 880;
        gain.gain.setValueAtTime(0.2, audio.currentTime);
        gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
        osc.connect(gain).connect(audio.destination);
        osc.start();
        osc.stop(audio.currentTime + 0.6);
      }
      navigator.vibrate?.([200, 100, 200]);
    } catch {
      /* sound and vibration are best effort */
    }
  }

  return {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot: () => snapshot,
    /** Reads the stored state once in the browser, and follows other tabs of the same browser. */
    init() {
      if (loaded || typeof window === "undefined") return;
      loaded = true;
      load();
      window.addEventListener("storage", (e) => {
        if (e.key === REST_TIMER_KEY || e.key === REST_TIMER_ENABLED_KEY || e.key === REST_TIMER_SOUND_KEY) load();
      });
    },
    setEnabled(on: boolean) {
      write(REST_TIMER_ENABLED_KEY, on ? "on" : "off");
      if (!on) this.stop();
      set({ enabled: on });
    },
    setSound(on: boolean) {
      write(REST_TIMER_SOUND_KEY, on ? "on" : "off");
      if (on) this.primeAudio();
      set({ sound: on });
    },
    primeAudio() {
      try {
        const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
        if (Ctx && !audio) audio = new Ctx();
        void audio?.resume();
      } catch {
        audio = null;
      }
    },
    /** Called from the tap that ticked a set: primes the tone and starts the rest. */
    start(seconds: number, label: string, now = Date.now()) {
      this.init();
      if (!snapshot.enabled || seconds <= 0) return;
      if (snapshot.sound) this.primeAudio();
      const countdown = startCountdown(seconds, now, label);
      persist(countdown);
      set({ countdown, finished: false });
    },
    /** −15 s / +15 s. */
    adjust(deltaMs: number, now = Date.now()) {
      if (!snapshot.countdown) return;
      const countdown = adjustCountdown(snapshot.countdown, deltaMs, now);
      persist(countdown);
      const finished = countdownFinished(countdown, now);
      if (finished) signalled = countdown.endsAt;
      set({ countdown, finished });
    },
    stop() {
      persist(null);
      set({ countdown: null, finished: false });
    },
    /** Called by the bar's clock: at zero, the vibration and the tone, once. */
    tick(now: number) {
      const c = snapshot.countdown;
      if (!c || snapshot.finished || !countdownFinished(c, now)) return;
      if (signalled !== c.endsAt) {
        signalled = c.endsAt;
        signal();
      }
      set({ finished: true });
    },
  };
}

export const restTimer = createRestTimer();

const SERVER_SNAPSHOT: Snapshot = { countdown: null, finished: false, enabled: true, sound: false };

export function useRestTimer() {
  useEffect(() => restTimer.init(), []);
  return useSyncExternalStore(restTimer.subscribe, restTimer.snapshot, () => SERVER_SNAPSHOT);
}

/** The two switches: the timer after each set, and the tone at its end (both remembered on the device). */
export function RestTimerSettings() {
  const lang = useLang();
  const t = restTimerContent[lang];
  const { enabled, sound } = useRestTimer();
  const row = "inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800";
  return (
    <div className="flex flex-wrap gap-x-5" data-testid="rest-timer-settings">
      <label className={row}>
        <input type="checkbox" role="switch" className="h-5 w-5 accent-brand-700" checked={enabled} onChange={(e) => restTimer.setEnabled(e.target.checked)} data-testid="rest-timer-toggle" />
        {t.toggle}
      </label>
      <label className={row}>
        <input
          type="checkbox"
          role="switch"
          className="h-5 w-5 accent-brand-700"
          checked={sound}
          disabled={!enabled}
          onChange={(e) => restTimer.setSound(e.target.checked)}
          data-testid="rest-timer-sound"
        />
        {t.sound}
      </label>
    </div>
  );
}

const smallButton =
  "inline-flex h-11 min-w-11 shrink-0 items-center justify-center rounded-lg px-2 text-sm font-bold tabular-nums text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600";

/** The bar at the bottom of every page while a rest runs (and once it is over, until dismissed). */
export const RestTimerBar = memo(function RestTimerBar() {
  const lang = useLang();
  const t = restTimerContent[lang];
  const { countdown, finished } = useRestTimer();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!countdown) return;
    const update = () => {
      const n = Date.now();
      setNow(n);
      restTimer.tick(n);
    };
    update();
    const id = setInterval(update, 250);
    const onVisible = () => document.visibilityState === "visible" && update();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [countdown]);

  if (!countdown) return null;
  const remaining = countdownRemaining(countdown, now);
  const progress = countdownProgress(countdown, now);
  return (
    <>
      {/* Room at the end of the page, so the bar never hides its last lines. */}
      <div className="h-24" aria-hidden="true" />
      <section
        aria-label={t.region}
        className={cn(
          "fixed inset-x-0 bottom-0 z-40 border-t px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-4px_16px_rgba(15,23,42,0.12)]",
          finished ? "border-emerald-300 bg-emerald-50" : "border-slate-200 bg-white",
        )}
        data-testid="rest-timer"
        data-ends-at={countdown.endsAt}
      >
        <div className="mx-auto flex max-w-3xl items-center gap-1.5">
          <TimerReset className={cn("hidden h-6 w-6 shrink-0 sm:block", finished ? "text-emerald-700" : "text-brand-700")} aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-slate-700" data-testid="rest-timer-label">
              {countdown.label}
            </p>
            <p className="flex flex-wrap items-baseline gap-x-2 font-bold text-slate-950" role="timer" aria-live="off">
              {finished ? (
                <span data-testid="rest-timer-done">{t.done}</span>
              ) : (
                <>
                  <span className="text-xl tabular-nums" data-testid="rest-timer-remaining">
                    {fmt(t.running, { time: formatClock(remaining + 999) })}
                  </span>
                  <span className="text-xs font-medium text-slate-700" data-testid="rest-timer-ends">
                    {fmt(t.endsAt, { clock: formatTimeOfDay(countdown.endsAt, lang) })}
                  </span>
                </>
              )}
            </p>
            <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-full bg-brand-600" style={{ width: `${Math.round(progress * 100)}%` }} />
            </div>
          </div>
          {finished ? null : (
            <>
              <button type="button" onClick={() => restTimer.adjust(-15_000)} className={smallButton} aria-label={t.minus} data-testid="rest-timer-minus">
                {t.minusShort}
              </button>
              <button type="button" onClick={() => restTimer.adjust(15_000)} className={smallButton} aria-label={t.plus} data-testid="rest-timer-plus">
                {t.plusShort}
              </button>
            </>
          )}
          <button type="button" onClick={() => restTimer.stop()} className={smallButton} aria-label={t.skip} data-testid="rest-timer-skip">
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <p className="sr-only" aria-live="assertive">
          {finished ? t.done : ""}
        </p>
      </section>
    </>
  );
});
