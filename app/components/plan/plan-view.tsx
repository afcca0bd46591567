/**
 * The plan view (spec part 2 §2.2): plan title, plan feedback, day selector and the chosen day. The
 * day is in the URL (`?day=N`, so reload and back work) and remembered per plan on the device; the
 * scroll position too (`training-plan-scroll-{planId}`, saved when the page is hidden, restored 100 ms
 * after load). Set changes go through the progress store (see progress-store.ts).
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { ChevronLeft, ChevronRight, CloudOff, Loader2, CheckCircle2, AlertTriangle } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import type { PlanViewData } from "~/server/training/training-data.server";
import { cn } from "~/lib/cn";
import { DayView } from "./day-view";
import { FeedbackCard } from "./feedback-card";
import { PlanNotesCard } from "./plan-notes-card";
import { ExerciseImagesContext } from "./exercise-images-context";
import { dayStorageKey, scrollStorageKey } from "./local-data";
import type { ProgressStore } from "./progress-store";
import { RestTimerSettings } from "./rest-timer-settings";
import { useWorkoutSync } from "./workout-panel";


function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* not remembered */
  }
}

/** Spec §2.2: the remembered day, or — when it does not exist — the lowest existing day (default 1). */
export function rememberedDay(days: readonly number[], remembered: number | null): number {
  if (remembered !== null && days.includes(remembered)) return remembered;
  return days.length > 0 ? Math.min(...days) : 1;
}

function SyncStatusLine({ store }: { store: ProgressStore }) {
  const lang = useLang();
  const t = trainingContent[lang].sync;
  const status = useSyncExternalStore(store.subscribeStatus, store.status, () => "saved" as const);
  const icon = {
    saved: <CheckCircle2 className="h-4 w-4 text-emerald-700" aria-hidden="true" />,
    saving: <Loader2 className="h-4 w-4 animate-spin text-slate-600" aria-hidden="true" />,
    offline: <CloudOff className="h-4 w-4 text-amber-800" aria-hidden="true" />,
    error: <AlertTriangle className="h-4 w-4 text-red-700" aria-hidden="true" />,
  }[status];
  return (
    <p
      role="status"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium",
        status === "offline" ? "bg-amber-100 text-amber-950" : status === "error" ? "bg-red-50 text-red-800" : "bg-slate-100 text-slate-800",
      )}
      data-testid="sync-status"
      data-status={status}
    >
      {icon}
      {t[status]}
    </p>
  );
}

function DaySelector({ days, current, onSelect }: { days: number[]; current: number; onSelect: (day: number) => void }) {
  const lang = useLang();
  const t = trainingContent[lang].view;
  const index = days.indexOf(current);
  const prev = index > 0 ? days[index - 1] : undefined;
  const next = index >= 0 && index < days.length - 1 ? days[index + 1] : undefined;
  const dayButton = (d: number, label: string) => (
    <button
      key={d}
      type="button"
      onClick={() => onSelect(d)}
      aria-current={d === current ? "true" : undefined}
      className={cn(
        "inline-flex h-11 min-w-11 shrink-0 items-center justify-center rounded-lg px-3 text-sm font-bold focus-visible:outline-2 focus-visible:outline-brand-600",
        d === current ? "bg-slate-900 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
      )}
      data-testid={`day-button-${d}`}
    >
      {label}
    </button>
  );
  return (
    <nav aria-label={t.daySelector} data-testid="day-selector">
      {/* Below 768 px: 'Tag N' buttons. */}
      <div className="flex gap-2 overflow-x-auto pb-1 md:hidden" data-testid="day-selector-mobile">
        {days.map((d) => dayButton(d, fmt(t.day, { n: d })))}
      </div>
      {/* From 768 px: previous/next and numbered buttons. */}
      <div className="hidden flex-wrap items-center gap-2 md:flex" data-testid="day-selector-desktop">
        <button
          type="button"
          onClick={() => prev !== undefined && onSelect(prev)}
          disabled={prev === undefined}
          className="inline-flex h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          data-testid="day-previous"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t.previousDay}
        </button>
        {days.map((d) => dayButton(d, String(d)))}
        <button
          type="button"
          onClick={() => next !== undefined && onSelect(next)}
          disabled={next === undefined}
          className="inline-flex h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          data-testid="day-next"
        >
          {t.nextDay}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}

/**
 * `readOnly` (the coach's "as the customer will see it"): the same rendering with every input locked,
 * no saving, no outbox, no rest timer, and nothing remembered on the device; the day stays in the URL.
 */
// size: the plan view's layout: days, tabs and dialogs wired to one store
export function PlanView({ view, store, title, readOnly = false }: { view: PlanViewData; store: ProgressStore; title: string; readOnly?: boolean }) {
  const lang = useLang();
  const t = trainingContent[lang];
  const [searchParams, setSearchParams] = useSearchParams();
  const { planId, plan } = view;
  const days = useMemo(() => plan.days.map((d) => d.day), [plan]);
  const param = searchParams.get("day");
  const requested = param !== null && /^\d{1,2}$/.test(param) ? Number(param) : null;
  const current = requested ?? rememberedDay(days, null);
  const day = plan.days.find((d) => d.day === current) ?? null;

  const select = useCallback(
    (d: number, replace = false, reveal = false) => {
      if (!readOnly) writeStorage(dayStorageKey(planId), String(d));
      // A day chosen by the customer opens at its top, right under the sticky day selector, so the
      // first exercise's first set is in view on a phone (issue 24).
      if (reveal) requestAnimationFrame(() => document.querySelector('[data-testid="day-view"]')?.scrollIntoView({ block: "start" }));
      setSearchParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (!readOnly) p.set("tab", "plan");
          p.set("day", String(d));
          return p;
        },
        { preventScrollReset: true, replace },
      );
    },
    [planId, setSearchParams, readOnly],
  );

  // Without a day in the URL, open the day remembered for this plan (a missing one falls back).
  useEffect(() => {
    if (param !== null || readOnly) return;
    const remembered = Number(readStorage(dayStorageKey(planId)));
    const d = rememberedDay(days, Number.isInteger(remembered) && remembered > 0 ? remembered : null);
    if (d !== current) select(d, true);
  }, [planId, param, days, current, select, readOnly]);

  useEffect(() => {
    if (requested !== null && day && !readOnly) writeStorage(dayStorageKey(planId), String(requested));
  }, [planId, requested, day, readOnly]);

  // What the outbox kept from before a reload, and the network coming and going.
  useEffect(() => {
    if (readOnly) return;
    store.restore();
    const online = () => store.online();
    const offline = () => store.offline();
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, [store, readOnly]);

  // The scroll position per plan: saved when the page is hidden or left, restored 100 ms after load.
  useEffect(() => {
    if (readOnly) return;
    const key = scrollStorageKey(planId);
    const saved = Number(readStorage(key));
    const timer = setTimeout(() => {
      if (Number.isFinite(saved) && saved > 0) window.scrollTo({ top: saved });
    }, 100);
    const save = () => writeStorage(key, String(Math.round(window.scrollY)));
    const onVisibility = () => document.visibilityState === "hidden" && save();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", save);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", save);
    };
  }, [planId, readOnly]);

  const isFirstPlan = view.sequenceNumber === 1;
  useWorkoutSync(planId, !readOnly);
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="plan-view" data-read-only={readOnly || undefined}>
      <h2 className="text-xl font-extrabold text-slate-950" data-testid="plan-title">
        {title}
      </h2>
      {plan.isPlaceholder ? (
        <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-slate-900" role="status" data-testid="plan-processing">
          <p className="font-bold">{t.view.processing}</p>
          <p className="mt-1 text-sm">{t.view.placeholderNote}</p>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-semibold">{t.view.processingDetails}</summary>
            <p className="mt-1">{t.view.processingText}</p>
            <p>{fmt(t.view.textLength, { n: view.contentLength })}</p>
          </details>
        </div>
      ) : null}
      {plan.isPlaceholder ? null : <PlanNotesCard notes={plan.notes} />}
      {days.length > 0 || !readOnly ? (
        // Stays at hand below the site header while scrolling; the save state sits in it, in the page's
        // flow, so it never covers an input.
        <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border" data-testid="day-bar">
          {days.length > 0 ? <DaySelector days={days} current={current} onSelect={(d) => select(d, false, true)} /> : null}
          {readOnly ? null : (
            <div className="mt-0.5 flex justify-end">
              <SyncStatusLine store={store} />
            </div>
          )}
        </div>
      ) : null}
      {day ? (
        <ExerciseImagesContext value={view.images}>
          <DayView
            key={day.day}
            planId={planId}
            day={day}
            store={store}
            isFirstPlan={isFirstPlan}
            history={view.history}
            feedback={view.feedback[day.day] ?? ""}
            swaps={view.swaps}
            alternatives={view.alternatives}
            workout={view.workouts.find((w) => w.day === day.day) ?? null}
            names={view.shownNames}
            readOnly={readOnly}
          />
        </ExerciseImagesContext>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center" data-testid="day-not-found">
          <p className="text-lg font-bold text-slate-950">{fmt(t.view.dayNotFound, { n: current })}</p>
          <button
            type="button"
            onClick={() => select(1)}
            className="mt-4 inline-flex h-11 items-center rounded-lg bg-slate-900 px-4 font-semibold text-white focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="back-to-day-1"
          >
            {t.view.backToDay1}
          </button>
        </div>
      )}
      {/* The whole plan's feedback after the day: written after training, not in the way before it. */}
      <FeedbackCard planId={planId} day={0} initial={view.feedback[0] ?? ""} readOnly={readOnly} />
      {readOnly ? null : <RestTimerSettings />}
    </div>
  );
}
