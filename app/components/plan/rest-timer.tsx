/**
 * One rest timer for the whole app (issue 24): ticking a set Done starts the exercise's rest; the bar
 * at the bottom of every page shows it (it is part of the page shell, so it stays across the
 * dashboard's tabs and across navigation), with −15 s / +15 s and skip. The state is the end time in
 * localStorage (`watts-rest-timer`): after a reload, another page, another tab of the same browser or
 * a locked phone it shows the right remaining time at once. At zero: a vibration where supported and,
 * when switched on, a short tone (primed by the tap that started the rest, as browsers allow sound
 * only after a gesture). While it runs the screen is kept awake (wake-lock.ts).
 * This module is the timer's state, in every page's shell; the bar (rest-timer-bar.tsx) is a chunk of
 * its own, loaded when a rest runs, and the switches (rest-timer-settings.tsx) come with the plan view.
 */
import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { adjustCountdown, countdownFinished, parseStoredCountdown, startCountdown, type Countdown } from "~/domain/training/timers";
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
    /** In the tap's own handler when the rest starts a frame later (decision 0133): the tone needs the gesture. */
    prime() {
      this.init();
      if (snapshot.enabled && snapshot.sound) this.primeAudio();
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

type BarComponent = ComponentType<Record<string, never>>;
let loadedBar: BarComponent | null = null;
let loadingBar: Promise<BarComponent> | null = null;

/**
 * Loads the bar's chunk (once; after a failure, e.g. offline without the chunk, the next call tries
 * again). The plan view calls it when it mounts, so the bar is there before the first set is ticked,
 * also when the network goes away later in the gym.
 */
export function preloadRestTimerBar(): Promise<BarComponent> {
  if (loadedBar) return Promise.resolve(loadedBar);
  loadingBar ??= import("./rest-timer-bar").then(
    (m) => (loadedBar = m.RestTimerBar),
    (error: unknown) => {
      loadingBar = null;
      throw error;
    },
  );
  return loadingBar;
}

/**
 * The page shell's place of the bar: nothing (and no bar code loaded) while no rest runs. A chunk that
 * cannot be loaded leaves the bar out (the timer's state still runs); it never breaks the page.
 */
export function RestTimerSlot() {
  const { countdown } = useRestTimer();
  const [Bar, setBar] = useState<BarComponent | null>(() => loadedBar);
  useEffect(() => {
    if (!countdown || Bar) return;
    let alive = true;
    preloadRestTimerBar().then(
      (component) => alive && setBar(() => component),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [countdown, Bar]);
  return countdown && Bar ? <Bar /> : null;
}
