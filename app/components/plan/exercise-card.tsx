/**
 * One exercise of a training day (spec part 2 §2.3): name, video (loaded only after a click),
 * instructions, the 'Planvorgaben' box, the stabilisation hint, the stopwatch, "Letztes Mal" and the
 * execution table with one row per set and the master checkbox. The card reads its own sets from the
 * progress store (one subscription per card), so a change re-renders only this card.
 */
import { memo, useCallback, useEffect, useId, useState, useSyncExternalStore } from "react";
import { History, PlayCircle } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import type { Lang } from "~/i18n/config";
import { trainingContent, type TrainingMessages } from "~/i18n/pages/training";
import { extractVideoId } from "~/domain/plan/video";
import type { ParsedExercise } from "~/domain/plan/types";
import { applyLastTime, type LastTimeSet } from "~/domain/training/last-time";
import { applyWeightEntry, formatWeightInput, initialSets, parseWeightInput, setAllCompleted, type SetValues } from "~/domain/training/progress";
import { restSeconds } from "~/domain/training/timers";
import { cn } from "~/lib/cn";
import type { ProgressStore } from "./progress-store";
import { restTimer } from "./rest-timer";
import { Stopwatch } from "./stopwatch";
import { formatNumber } from "~/i18n/format";

export function numberText(value: number, lang: Lang): string {
  return formatNumber(value, lang);
}

/** "90 s" → "90 Sekunden", "2 min" → "2 Minuten" (spec: 's' is written 'Sekunden'). */
export function restText(rest: string, t: TrainingMessages["exercise"]): string {
  if (!rest.trim()) return "–";
  return rest
    .replace(/(\d)\s*(s|sek|sec|secs|seconds?|sekunden)\b\.?/gi, `$1 ${t.seconds}`)
    .replace(/(\d)\s*(min|mins|minutes?|minuten)\b\.?/gi, `$1 ${t.minutes}`);
}

function Video({ name, url }: { name: string; url: string | null }) {
  const lang = useLang();
  const t = trainingContent[lang].exercise;
  const id = extractVideoId(url);
  const [playing, setPlaying] = useState(false);
  if (!id) return null;
  if (playing) {
    return (
      <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
        <iframe
          className="h-full w-full"
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={fmt(t.videoTitle, { name })}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="exercise-video-frame"
        />
      </div>
    );
  }
  // Our own poster: nothing is requested from the video host before the click.
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-gradient-to-br from-slate-800 to-slate-950 p-4 text-center text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="exercise-video-poster"
    >
      <PlayCircle className="h-14 w-14 text-white/90 transition group-hover:scale-105" aria-hidden="true" />
      <span className="font-semibold">{fmt(t.video, { name })}</span>
      <span className="max-w-sm text-xs text-white/80">{t.videoNote}</span>
    </button>
  );
}

/** The plan's targets; the weight is a dash when the plan gives none (spec: the first plan often has none). */
function Prescription({ exercise, t, lang }: { exercise: ParsedExercise; t: TrainingMessages["exercise"]; lang: Lang }) {
  const weight = exercise.originalWeight > 0 ? `${numberText(exercise.originalWeight, lang)} ${t.kg}` : "–";
  const items = [
    [t.sets, String(exercise.sets)],
    [t.reps, exercise.reps || "–"],
    [t.weight, weight],
    [t.rest, restText(exercise.rest, t)],
  ] as const;
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-3">
      <p className="text-sm font-bold text-slate-900">{t.prescription}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-950" data-testid={`prescription-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const inputClass =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-center text-base tabular-nums text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

const SetRow = memo(function SetRow({
  n,
  value,
  rest,
  lang,
  t,
  onReps,
  onWeight,
  onDone,
  readOnly,
}: {
  n: number;
  value: SetValues;
  rest: string;
  lang: Lang;
  t: TrainingMessages["exercise"];
  onReps: (n: number, reps: string) => void;
  onWeight: (n: number, weight: number) => void;
  onDone: (n: number, done: boolean) => void;
  readOnly: boolean;
}) {
  const mark = lang === "de" ? "," : ".";
  const [weightText, setWeightText] = useState(() => formatWeightInput(value.weight, mark));
  const [focused, setFocused] = useState(false);
  // A weight set from elsewhere (set 1 copied, "Letztes Mal") shows unless the customer is typing here.
  useEffect(() => {
    if (!focused) setWeightText(formatWeightInput(value.weight, mark));
  }, [value.weight, focused, mark]);
  return (
    <tr className={cn("border-t border-slate-100", value.completed && "bg-emerald-50/70")} data-testid="set-row">
      <th scope="row" className="px-1 py-1.5 text-center font-semibold tabular-nums text-slate-900">
        {n}
      </th>
      <td className="px-1 py-1.5">
        <input
          type="text"
          className={inputClass}
          value={value.reps}
          maxLength={50}
          readOnly={readOnly}
          aria-label={fmt(t.repsLabel, { n })}
          onChange={(e) => onReps(n, e.target.value)}
          data-testid="set-reps"
        />
      </td>
      <td className="px-1 py-1.5">
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={inputClass}
          value={weightText}
          placeholder="0"
          readOnly={readOnly}
          aria-label={fmt(t.weightLabel, { n })}
          onFocus={() => setFocused(true)}
          onChange={(e) => {
            const text = e.target.value.replace(/[^\d.,]/g, "").slice(0, 7);
            setWeightText(text);
            onWeight(n, parseWeightInput(text));
          }}
          onBlur={() => {
            setFocused(false);
            setWeightText(formatWeightInput(parseWeightInput(weightText), mark));
          }}
          data-testid="set-weight"
        />
      </td>
      <td className="px-1 py-1.5 text-center text-xs text-slate-700">{rest}</td>
      <td className="px-1 py-1.5">
        <label className={cn("flex h-11 w-11 items-center justify-center", !readOnly && "cursor-pointer")}>
          <input
            type="checkbox"
            className="h-6 w-6 accent-emerald-700"
            checked={value.completed}
            disabled={readOnly}
            onChange={(e) => onDone(n, e.target.checked)}
            aria-label={fmt(t.doneLabel, { n })}
            data-testid="set-done"
          />
        </label>
      </td>
    </tr>
  );
});

export interface ExerciseCardProps {
  store: ProgressStore;
  day: number;
  order: number;
  exercise: ParsedExercise;
  isFirstPlan: boolean;
  lastTime: LastTimeSet[] | null;
  /** Inputs locked and nothing saved (the coach's view of the plan). */
  readOnly?: boolean;
}

export const ExerciseCard = memo(function ExerciseCard({ store, day, order, exercise, isFirstPlan, lastTime, readOnly = false }: ExerciseCardProps) {
  const lang = useLang();
  const t = trainingContent[lang].exercise;
  const titleId = useId();
  const subscribe = useCallback((l: () => void) => store.subscribe(day, order, l), [store, day, order]);
  const sets = useSyncExternalStore(
    subscribe,
    () => store.get(day, order),
    () => store.get(day, order),
  );
  const rest = restText(exercise.rest, t);
  const allDone = sets.length > 0 && sets.every((s) => s.completed);

  const onReps = useCallback(
    (n: number, reps: string) => {
      const current = store.get(day, order);
      store.update(day, order, current.map((s, i) => (i === n - 1 ? { ...s, reps } : s)), [n]);
    },
    [store, day, order],
  );
  const onWeight = useCallback(
    (n: number, weight: number) => {
      const { sets: next, changed } = applyWeightEntry(store.get(day, order), n, weight, isFirstPlan);
      store.update(day, order, next, changed);
    },
    [store, day, order, isFirstPlan],
  );
  const onDone = useCallback(
    (n: number, done: boolean) => {
      const current = store.get(day, order);
      store.update(day, order, current.map((s, i) => (i === n - 1 ? { ...s, completed: done } : s)), [n]);
      if (done) restTimer.start(restSeconds(exercise.rest) ?? 0, `${exercise.name} · ${fmt(t.setLabel, { n })}`);
    },
    [store, day, order, exercise.rest, exercise.name, t],
  );
  const onAll = (done: boolean) => {
    const { sets: next, changed } = setAllCompleted(store.get(day, order), done);
    store.update(day, order, next, changed);
  };
  const onLastTime = () => {
    if (!lastTime) return;
    const { sets: next, changed } = applyLastTime(store.get(day, order), initialSets(exercise), lastTime);
    store.update(day, order, next, changed);
  };

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby={titleId} data-testid="exercise-card">
      <h3 id={titleId} className="text-lg font-bold text-slate-950">
        <span className="mr-2 text-slate-500">{order + 1}.</span>
        {exercise.name}
      </h3>
      <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-3">
          <Video name={exercise.name} url={exercise.video_url} />
          {exercise.instructions ? (
            // Closed by default: in the gym the table matters; the instructions are one tap away.
            <details className="group rounded-xl bg-slate-50 p-3 text-sm text-slate-800" data-testid="exercise-instructions">
              <summary className="min-h-8 cursor-pointer py-1 font-bold text-slate-900">{t.instructions}</summary>
              <p className="mt-1 whitespace-pre-line">{exercise.instructions}</p>
            </details>
          ) : null}
          <Prescription exercise={exercise} t={t} lang={lang} />
          {exercise.notes ? (
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{t.notes}: </span>
              {exercise.notes}
            </p>
          ) : null}
          {exercise.hashtag === "#stabilisation" ? (
            <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950" data-testid="stabilisation-hint">
              {t.stabilisation}
            </p>
          ) : null}
          <Stopwatch name={exercise.name} />
        </div>
        <div className="grid content-start gap-3">
          {lastTime ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-violet-200 bg-violet-50 p-3" data-testid="last-time">
              <p className="text-sm text-violet-950">
                <History className="mr-1 inline h-4 w-4" aria-hidden="true" />
                <span className="font-bold">{t.lastTime}: </span>
                {lastTime
                  .map((s) => (s.weight > 0 ? fmt(t.lastTimeSet, { reps: s.reps || "–", weight: numberText(s.weight, lang) }) : fmt(t.lastTimeSetNoWeight, { reps: s.reps || "–" })))
                  .join(" · ")}
              </p>
              {readOnly ? null : (
                <button
                  type="button"
                  onClick={onLastTime}
                  className="inline-flex h-11 items-center rounded-lg border border-violet-300 bg-white px-3 text-sm font-semibold text-violet-900 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={t.copyLastTimeLabel}
                  data-testid="last-time-copy"
                >
                  {t.copyLastTime}
                </button>
              )}
            </div>
          ) : null}
          <table className="w-full table-fixed text-sm" data-testid="set-table">
            <caption className="sr-only">{fmt(t.tableCaption, { name: exercise.name })}</caption>
            <thead className="text-xs font-semibold tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="w-10 px-1 pb-1 text-center">
                  {t.set}
                </th>
                <th scope="col" className="px-1 pb-1 text-center">
                  {t.actualReps}
                </th>
                <th scope="col" className="px-1 pb-1 text-center">
                  {t.actualWeight}
                </th>
                <th scope="col" className="w-16 px-1 pb-1 text-center">
                  {t.restCol}
                </th>
                <th scope="col" className="w-12 px-1 pb-1 text-center">
                  {t.done}
                </th>
              </tr>
            </thead>
            <tbody>
              {sets.map((s, i) => (
                <SetRow key={i} n={i + 1} value={s} rest={rest} lang={lang} t={t} onReps={onReps} onWeight={onWeight} onDone={onDone} readOnly={readOnly} />
              ))}
            </tbody>
          </table>
          <label className={cn("inline-flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-900", !readOnly && "cursor-pointer")}>
            <input type="checkbox" className="h-6 w-6 accent-emerald-700" checked={allDone} disabled={readOnly} onChange={(e) => onAll(e.target.checked)} data-testid="set-all-done" />
            {t.allDone}
          </label>
        </div>
      </div>
    </article>
  );
});
