/**
 * The rest timer's bar at the bottom of every page while a rest runs (issue 24; the state is
 * rest-timer.tsx): the remaining time, the end time, −15 s / +15 s and skip. A chunk of its own, loaded
 * by the page shell only when a rest runs (decision 0120).
 */
import { memo, useEffect, useState } from "react";
import { TimerReset, X } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { restTimerContent } from "~/i18n/pages/rest-timer";
import { countdownProgress, countdownRemaining, formatClock } from "~/domain/training/timers";
import { cn } from "~/lib/cn";
import { formatTimeOfDay } from "~/i18n/format";
import { restTimer, useRestTimer } from "./rest-timer";

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
    // Once a second, on the countdown's own second boundaries (the shown time changes only then): a
    // re-render four times a second cost the page a repaint each, and ticking a set waited for them.
    let id: ReturnType<typeof setTimeout> | undefined;
    const loop = () => {
      update();
      const left = countdown.endsAt - Date.now();
      id = setTimeout(loop, left > 0 ? (left % 1000 || 1000) + 5 : 1000);
    };
    loop();
    const onVisible = () => document.visibilityState === "visible" && update();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(id);
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
          "fixed inset-x-0 bottom-0 z-40 transform-gpu border-t px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-4px_16px_rgba(15,23,42,0.12)]",
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
              <div className="h-full origin-left bg-brand-600" style={{ transform: `scaleX(${progress.toFixed(3)})` }} />
            </div>
          </div>
          {finished ? null : (
            <>
              <button type="button" onClick={() => restTimer.adjust(-15_000)} className={smallButton} aria-label={`${t.minusShort}: ${t.minus}`} data-testid="rest-timer-minus">
                {t.minusShort}
              </button>
              <button type="button" onClick={() => restTimer.adjust(15_000)} className={smallButton} aria-label={`${t.plusShort}: ${t.plus}`} data-testid="rest-timer-plus">
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
