/**
 * One exercise of a training day (spec part 2 §2.3, made compact for the gym by issue 24): name, the
 * plan's targets on one line, a folded "Ausführung & Hinweise" part (how-to slot, notes, the
 * stabilisation hint, the stopwatch), then the set table: per set last time's numbers (a tap copies
 * them), the weight and the reps (or minutes, seconds, metres), Done. A set ticked Done untouched
 * stores the suggestion it shows. The card reads its own sets from the progress store (one
 * subscription per card), so a change re-renders only this card.
 */
import { memo, useCallback, useEffect, useId, useState, useSyncExternalStore } from "react";
import { Plus } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import type { Lang } from "~/i18n/config";
import { trainingContent, type TrainingMessages } from "~/i18n/pages/training";
import type { ParsedExercise } from "~/domain/plan/types";
import { applyLastTime, type LastTimeSet } from "~/domain/training/last-time";
import { addSet, applyWeightEntry, formatWeightInput, maxSetsOf, parseWeightInput, type SetValues } from "~/domain/training/progress";
import { completeWithSuggestion, parseSetValue, setUnitOf, suggestionFor, type SetSuggestion, type SetUnit } from "~/domain/training/set-entry";
import { restSeconds } from "~/domain/training/timers";
import { cn } from "~/lib/cn";
import type { ProgressStore } from "./progress-store";
import { restTimer } from "./rest-timer";
import { Stopwatch } from "./stopwatch";
import { ExerciseHowTo } from "./exercise-how-to";
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

/** A logged value with its unit: "10", "20 Min.", "30 s", "400 m" ('' → '–'). */
export function valueText(reps: string, unit: SetUnit, lang: Lang, t: TrainingMessages["exercise"]): string {
  if (!reps) return "–";
  const n = numberText(Number(reps), lang);
  return unit === "reps" ? n : `${n} ${t.unitShort[unit]}`;
}

/** A set's numbers as one short text: "10 × 52,5 kg", "20 Min.", "12". */
export function setText(reps: string, weight: number, unit: SetUnit, lang: Lang, t: TrainingMessages["exercise"]): string {
  const value = valueText(reps, unit, lang, t);
  return weight > 0 ? fmt(t.setWithWeight, { value, weight: numberText(weight, lang) }) : value;
}

/** The plan's targets on one line (the weight is a dash when the plan gives none). */
function Prescription({ exercise, t, lang }: { exercise: ParsedExercise; t: TrainingMessages["exercise"]; lang: Lang }) {
  const weight = exercise.originalWeight > 0 ? `${numberText(exercise.originalWeight, lang)} ${t.kg}` : "–";
  const items = [
    [t.sets, String(exercise.sets)],
    [t.reps, exercise.reps || "–"],
    [t.weight, weight],
    [t.rest, restText(exercise.rest, t)],
  ] as const;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm" aria-label={t.prescription}>
      {items.map(([label, value]) => (
        <div key={label} className="flex items-baseline gap-1">
          <dt className="text-[0.7rem] font-semibold tracking-wide text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-950" data-testid={`prescription-${label.toLowerCase()}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const inputClass =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-1 text-center text-base tabular-nums text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600 read-only:bg-slate-50";

/**
 * A number field that keeps what is typed while focused ("12," on the way to "12,25") and shows the
 * stored value otherwise; the numeric keypad opens on phones.
 */
function NumberField({
  value,
  format,
  parse,
  onValue,
  placeholder,
  label,
  inputMode,
  readOnly,
  testId,
}: {
  value: string;
  format: (text: string) => string;
  parse: (text: string) => string;
  onValue: (parsed: string) => void;
  placeholder: string;
  label: string;
  inputMode: "decimal" | "numeric";
  readOnly: boolean;
  testId: string;
}) {
  const [text, setText] = useState(() => format(value));
  const [focused, setFocused] = useState(false);
  // A value set from elsewhere (set 1 copied, last time, Done) shows unless the customer is typing here.
  useEffect(() => {
    if (!focused) setText(format(value));
  }, [value, focused, format]);
  return (
    <input
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      enterKeyHint="done"
      className={inputClass}
      value={text}
      placeholder={placeholder}
      readOnly={readOnly}
      aria-label={label}
      onFocus={() => setFocused(true)}
      onChange={(e) => {
        const next = e.target.value.replace(/[^\d.,]/g, "").slice(0, 7);
        setText(next);
        onValue(parse(next));
      }}
      onBlur={() => {
        setFocused(false);
        setText(format(parse(text)));
      }}
      data-testid={testId}
    />
  );
}

const SetRow = memo(function SetRow({
  n,
  value,
  last,
  suggestion,
  unit,
  lang,
  t,
  onReps,
  onWeight,
  onDone,
  onCopy,
  readOnly,
}: {
  n: number;
  value: SetValues;
  last: LastTimeSet | null;
  suggestion: SetSuggestion;
  unit: SetUnit;
  lang: Lang;
  t: TrainingMessages["exercise"];
  onReps: (n: number, reps: string) => void;
  onWeight: (n: number, weight: number) => void;
  onDone: (n: number, done: boolean) => void;
  onCopy: (n: number) => void;
  readOnly: boolean;
}) {
  const mark = lang === "de" ? "," : ".";
  const formatWeight = useCallback((v: string) => formatWeightInput(Number(v) || 0, mark), [mark]);
  const parseWeight = useCallback((v: string) => String(parseWeightInput(v)), []);
  const formatReps = useCallback((v: string) => (mark === "," ? v.replace(".", ",") : v), [mark]);
  const lastText = last ? setText(last.reps, last.weight, unit, lang, t) : null;
  return (
    <tr className={cn("border-t border-slate-100", value.completed && "bg-emerald-50/70")} data-testid="set-row" data-completed={value.completed || undefined}>
      <th scope="row" className="px-0.5 py-1 text-center font-semibold tabular-nums text-slate-900">
        {n}
      </th>
      <td className="px-0.5 py-1 text-center">
        {lastText && !readOnly && !value.completed ? (
          <button
            type="button"
            onClick={() => onCopy(n)}
            className="min-h-11 w-full rounded-lg px-0.5 text-xs font-semibold tabular-nums leading-tight text-violet-900 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={fmt(t.copySetLabel, { n, value: lastText })}
            data-testid="set-last"
          >
            {lastText}
          </button>
        ) : (
          <span className="text-xs tabular-nums text-slate-700" data-testid="set-last-text">
            {lastText ?? "–"}
          </span>
        )}
      </td>
      <td className="px-0.5 py-1">
        <NumberField
          value={value.weight ? String(value.weight) : ""}
          format={formatWeight}
          parse={parseWeight}
          onValue={(v) => onWeight(n, Number(v) || 0)}
          placeholder={suggestion.weight > 0 ? formatWeightInput(suggestion.weight, mark) : "0"}
          label={fmt(t.weightLabel, { n })}
          inputMode="decimal"
          readOnly={readOnly}
          testId="set-weight"
        />
      </td>
      <td className="px-0.5 py-1">
        <NumberField
          value={value.reps}
          format={formatReps}
          parse={parseSetValue}
          onValue={(v) => onReps(n, v)}
          placeholder={suggestion.reps ? formatReps(suggestion.reps) : "–"}
          label={fmt(t.valueLabel[unit], { n })}
          inputMode={unit === "minutes" ? "decimal" : "numeric"}
          readOnly={readOnly}
          testId="set-reps"
        />
      </td>
      <td className="px-0.5 py-1">
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
  /** Last time's sets of this exercise (this plan's earlier days or an earlier plan), or null. */
  lastTime: LastTimeSet[] | null;
  /** Called when a set is ticked Done (the workout starts with its first set). */
  onSetDone?: () => void;
  /** Inputs locked and nothing saved (the coach's view of the plan). */
  readOnly?: boolean;
  /** Shown under the name: the swap control (swap-control.tsx). */
  below?: React.ReactNode;
}

export const ExerciseCard = memo(function ExerciseCard({ store, day, order, exercise, isFirstPlan, lastTime, onSetDone, readOnly = false, below }: ExerciseCardProps) {
  const lang = useLang();
  const t = trainingContent[lang].exercise;
  const titleId = useId();
  const subscribe = useCallback((l: () => void) => store.subscribe(day, order, l), [store, day, order]);
  const sets = useSyncExternalStore(
    subscribe,
    () => store.get(day, order),
    () => store.get(day, order),
  );
  const unit = setUnitOf(exercise.originalReps || exercise.reps);
  const allDone = sets.length > 0 && sets.every((s) => s.completed);
  const prescribed = exercise.setsData.length;
  const lastOf = (n: number) => (lastTime ? (lastTime.find((l) => l.setNumber === n) ?? null) : null);

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
      // Ticked untouched: the suggestion the row shows is what is stored (never a range).
      const next = current.map((s, i) => (i !== n - 1 ? s : done ? completeWithSuggestion(s, suggestionFor(n, lastTime, exercise)) : { ...s, completed: false }));
      store.update(day, order, next, [n]);
      if (done) {
        onSetDone?.();
        restTimer.start(restSeconds(exercise.rest) ?? 0, `${exercise.name} · ${fmt(t.setLabel, { n })}`);
      }
    },
    [store, day, order, exercise, lastTime, t, onSetDone],
  );
  const onCopy = useCallback(
    (n: number) => {
      const source = lastTime?.find((l) => l.setNumber === n);
      if (!source) return;
      const current = store.get(day, order);
      store.update(day, order, current.map((s, i) => (i === n - 1 ? { ...s, reps: source.reps, weight: source.weight } : s)), [n]);
    },
    [store, day, order, lastTime],
  );
  const onAll = (done: boolean) => {
    const current = store.get(day, order);
    const changed: number[] = [];
    const next = current.map((s, i) => {
      if (s.completed === done) return s;
      changed.push(i + 1);
      return done ? completeWithSuggestion(s, suggestionFor(i + 1, lastTime, exercise)) : { ...s, completed: false };
    });
    store.update(day, order, next, changed);
    if (done && changed.length > 0) onSetDone?.();
  };
  const onLastTime = () => {
    if (!lastTime) return;
    const { sets: next, changed } = applyLastTime(store.get(day, order), lastTime);
    store.update(day, order, next, changed);
  };
  const onAddSet = () => {
    const current = store.get(day, order);
    const next = addSet(current, prescribed);
    if (next) store.update(day, order, next, [next.length]);
  };

  const hasDetails = Boolean(exercise.video_url || exercise.instructions || exercise.notes || exercise.hashtag === "#stabilisation");
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5" aria-labelledby={titleId} data-testid="exercise-card" data-unit={unit}>
      <h3 id={titleId} className="text-lg font-bold leading-snug text-slate-950">
        <span className="mr-2 text-slate-500">{order + 1}.</span>
        {exercise.name}
      </h3>
      <Prescription exercise={exercise} t={t} lang={lang} />
      <div className="mt-2 grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-2 lg:order-2">
          <table className="w-full table-fixed text-sm" data-testid="set-table">
            <caption className="sr-only">{fmt(t.tableCaption, { name: exercise.name })}</caption>
            <thead className="text-[0.7rem] font-semibold tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="w-8 px-0.5 pb-1 text-center">
                  {t.set}
                </th>
                <th scope="col" className="px-0.5 pb-1 text-center">
                  {t.lastTimeCol}
                </th>
                <th scope="col" className="w-[4.5rem] px-0.5 pb-1 text-center">
                  {t.actualWeight}
                </th>
                <th scope="col" className="w-16 px-0.5 pb-1 text-center">
                  {t.valueCol[unit]}
                </th>
                <th scope="col" className="w-12 px-0.5 pb-1 text-center">
                  {t.done}
                </th>
              </tr>
            </thead>
            <tbody>
              {sets.map((s, i) => (
                <SetRow
                  key={i}
                  n={i + 1}
                  value={s}
                  last={lastOf(i + 1)}
                  suggestion={suggestionFor(i + 1, lastTime, exercise)}
                  unit={unit}
                  lang={lang}
                  t={t}
                  onReps={onReps}
                  onWeight={onWeight}
                  onDone={onDone}
                  onCopy={onCopy}
                  readOnly={readOnly}
                />
              ))}
            </tbody>
          </table>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <label className={cn("inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-900", !readOnly && "cursor-pointer")}>
              <input type="checkbox" className="h-6 w-6 accent-emerald-700" checked={allDone} disabled={readOnly} onChange={(e) => onAll(e.target.checked)} data-testid="set-all-done" />
              {t.allDone}
            </label>
            {readOnly ? null : (
              <div className="ml-auto flex flex-wrap gap-2">
                {lastTime ? (
                  <span data-testid="last-time">
                    <button
                      type="button"
                      onClick={onLastTime}
                      className="inline-flex h-11 items-center rounded-lg border border-violet-300 bg-white px-3 text-sm font-semibold text-violet-900 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                      aria-label={t.copyLastTimeLabel}
                      data-testid="last-time-copy"
                    >
                      {t.copyLastTime}
                    </button>
                  </span>
                ) : null}
                {sets.length < maxSetsOf(prescribed) ? (
                  <button
                    type="button"
                    onClick={onAddSet}
                    className="inline-flex h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                    data-testid="add-set"
                  >
                    <Plus className="h-4 w-4" aria-hidden="true" />
                    {t.addSet}
                  </button>
                ) : null}
              </div>
            )}
            {/* The swap control below the sets: the first set row stays on the first screen of a phone (issue 24). */}
            {below}
          </div>
        </div>
        <details className="group rounded-xl bg-slate-50 px-3 py-1 text-sm text-slate-800 lg:order-1 lg:self-start" data-testid="exercise-details">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
            {hasDetails ? t.detailsTitle : t.stopwatchTitle}
          </summary>
          <div className="grid gap-3 pb-3 pt-1">
            <ExerciseHowTo exercise={exercise} />
            {exercise.notes ? (
              <p>
                <span className="font-semibold text-slate-900">{t.notes}: </span>
                {exercise.notes}
              </p>
            ) : null}
            {exercise.hashtag === "#stabilisation" ? (
              <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sky-950" data-testid="stabilisation-hint">
                {t.stabilisation}
              </p>
            ) : null}
            <Stopwatch name={exercise.name} />
          </div>
        </details>
      </div>
    </article>
  );
});
