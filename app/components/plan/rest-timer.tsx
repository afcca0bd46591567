/**
 * The rest countdown: ticking a set DONE starts the exercise's rest as a countdown in a bar that stays
 * on screen, with the clock time it ends. At zero a short tone (primed by the tap that started it, as
 * browsers allow sound only after a gesture) and a vibration where supported; the screen is kept awake
 * while it runs where the browser allows it (Screen Wake Lock). The time is computed from the end time,
 * so it is right at once after the phone was locked. A switch turns it off (remembered).
 */
import { memo, useEffect, useState, useSyncExternalStore } from "react";
import { TimerReset, X } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import { countdownFinished, countdownProgress, countdownRemaining, formatClock, startCountdown, type Countdown } from "~/domain/training/timers";
import { cn } from "~/lib/cn";
import { formatTimeOfDay } from "~/i18n/format";

export const REST_TIMER_ENABLED_KEY = "training-rest-timer-enabled";

type WakeLockSentinelLike = { release: () => Promise<void> };

function createRestTimer() {
  let countdown: Countdown | null = null;
  let finished = false;
  let enabled = true;
  let audio: AudioContext | null = null;
  let wakeLock: WakeLockSentinelLike | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  let snapshot: { countdown: Countdown | null; finished: boolean; enabled: boolean } = { countdown, finished, enabled };
  const refresh = () => {
    snapshot = { countdown, finished, enabled };
    emit();
  };

  async function keepAwake() {
    try {
      const nav = navigator as Navigator & { wakeLock?: { request: (type: "screen") => Promise<WakeLockSentinelLike> } };
      if (!wakeLock && nav.wakeLock) wakeLock = await nav.wakeLock.request("screen");
    } catch {
      wakeLock = null;
    }
  }
  function releaseWake() {
    void wakeLock?.release().catch(() => undefined);
    wakeLock = null;
  }

  return {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot: () => snapshot,
    init() {
      try {
        enabled = localStorage.getItem(REST_TIMER_ENABLED_KEY) !== "off";
      } catch {
        enabled = true;
      }
      refresh();
    },
    setEnabled(on: boolean) {
      enabled = on;
      try {
        localStorage.setItem(REST_TIMER_ENABLED_KEY, on ? "on" : "off");
      } catch {
        /* not remembered */
      }
      if (!on) this.stop();
      refresh();
    },
    /** Called from the tap that ticked a set: primes the tone and starts the countdown. */
    start(seconds: number, label: string) {
      if (!enabled || seconds <= 0) return;
      try {
        const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
        if (Ctx && !audio) audio = new Ctx();
        void audio?.resume();
      } catch {
        audio = null;
      }
      countdown = startCountdown(seconds, Date.now(), label);
      finished = false;
      void keepAwake();
      refresh();
    },
    stop() {
      countdown = null;
      finished = false;
      releaseWake();
      refresh();
    },
    /** Called by the bar's clock: at zero, the tone and the vibration, once. */
    tick(now: number) {
      if (!countdown || finished || !countdownFinished(countdown, now)) return;
      finished = true;
      releaseWake();
      try {
        if (audio) {
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
      refresh();
    },
    /** The page became visible again: the wake lock is released by the browser on hide. */
    visible() {
      if (countdown && !finished) void keepAwake();
    },
  };
}

export const restTimer = createRestTimer();

const SERVER_SNAPSHOT: ReturnType<typeof restTimer.snapshot> = { countdown: null, finished: false, enabled: true };

export function useRestTimer() {
  return useSyncExternalStore(restTimer.subscribe, restTimer.snapshot, () => SERVER_SNAPSHOT);
}

/** The switch that turns the countdown on or off (remembered on the device). */
export function RestTimerToggle() {
  const lang = useLang();
  const t = trainingContent[lang].rest;
  const { enabled } = useRestTimer();
  useEffect(() => restTimer.init(), []);
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        role="switch"
        className="h-5 w-5 accent-brand-700"
        checked={enabled}
        onChange={(e) => restTimer.setEnabled(e.target.checked)}
        data-testid="rest-timer-toggle"
      />
      {t.toggle}
      <span className="sr-only">{enabled ? t.on : t.off}</span>
    </label>
  );
}

/** The bar at the bottom of the screen while a rest runs (and briefly once it is over). */
export const RestTimerBar = memo(function RestTimerBar() {
  const lang = useLang();
  const t = trainingContent[lang].rest;
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
    const onVisible = () => {
      if (document.visibilityState === "visible") {
        update();
        restTimer.visible();
      }
    };
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
    <div
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_16px_rgba(15,23,42,0.12)]",
        finished ? "border-emerald-300 bg-emerald-50" : "border-slate-200 bg-white",
      )}
      data-testid="rest-timer"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <TimerReset className={cn("h-6 w-6 shrink-0", finished ? "text-emerald-700" : "text-brand-700")} aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm text-slate-700">{countdown.label}</p>
          <p className="flex flex-wrap items-baseline gap-x-3 font-bold text-slate-950" role="timer" aria-live="off">
            {finished ? (
              <span data-testid="rest-timer-done">{t.done}</span>
            ) : (
              <>
                <span className="text-2xl tabular-nums" data-testid="rest-timer-remaining">
                  {fmt(t.running, { time: formatClock(remaining + 999) })}
                </span>
                <span className="text-sm font-medium text-slate-700" data-testid="rest-timer-ends">
                  {fmt(t.endsAt, { clock: formatTimeOfDay(countdown.endsAt, lang) })}
                </span>
              </>
            )}
          </p>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-full bg-brand-600" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
        <button
          type="button"
          onClick={() => restTimer.stop()}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={t.skip}
          data-testid="rest-timer-skip"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <p className="sr-only" aria-live="assertive">
        {finished ? t.done : ""}
      </p>
    </div>
  );
});
