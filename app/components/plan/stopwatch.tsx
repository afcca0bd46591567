/**
 * The exercise card's stopwatch (run, pause, reset; mm:ss). It keeps the start time, not counted
 * ticks, so after the phone was locked or the tab hidden it shows the right time at once.
 */
import { useEffect, useState } from "react";
import { Pause, Play, RotateCcw } from "lucide-react";
import { useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import { formatClock, pauseStopwatch, startStopwatch, stopwatchElapsed, STOPWATCH_RESET, type StopwatchState } from "~/domain/training/timers";

const buttonClass =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600";

export function Stopwatch({ name }: { name: string }) {
  const lang = useLang();
  const t = trainingContent[lang].stopwatch;
  const [state, setState] = useState<StopwatchState>(STOPWATCH_RESET);
  const [now, setNow] = useState(0);
  const running = state.runningSince !== null;

  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 250);
    const onVisible = () => document.visibilityState === "visible" && setNow(Date.now());
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [running]);

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`${t.label}: ${name}`}>
      <span className="min-w-16 font-mono text-2xl font-bold tabular-nums text-slate-900" role="timer" data-testid="stopwatch-time">
        {formatClock(stopwatchElapsed(state, running ? Math.max(now, state.runningSince ?? 0) : 0))}
      </span>
      {running ? (
        <button type="button" className={buttonClass} onClick={() => setState((s) => pauseStopwatch(s, Date.now()))} data-testid="stopwatch-pause">
          <Pause className="h-4 w-4" aria-hidden="true" />
          {t.pause}
        </button>
      ) : (
        <button type="button" className={buttonClass} onClick={() => setState((s) => startStopwatch(s, Date.now()))} data-testid="stopwatch-start">
          <Play className="h-4 w-4" aria-hidden="true" />
          {t.start}
        </button>
      )}
      <button type="button" className={buttonClass} onClick={() => setState(STOPWATCH_RESET)} data-testid="stopwatch-reset">
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {t.reset}
      </button>
    </div>
  );
}
