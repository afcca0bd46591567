/**
 * One set row of the exercise card (issue 24): last time's numbers (a tap copies them), the weight and
 * the reps (or minutes, seconds, metres) in number fields that open the numeric keypad, Done.
 */
import { memo, useCallback, useEffect, useState } from "react";
import { fmt } from "~/i18n";
import type { Lang } from "~/i18n/config";
import type { TrainingMessages } from "~/i18n/pages/training";
import type { LastTimeSet } from "~/domain/training/last-time";
import { formatWeightInput, parseWeightInput, type SetValues } from "~/domain/training/progress";
import { parseSetValue, type SetSuggestion, type SetUnit } from "~/domain/training/set-entry";
import { cn } from "~/lib/cn";
import { setText } from "./set-text";

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

/** What every row of one exercise's set table shares (set-table.tsx hands it through): unit, texts, handlers. */
export interface SetRowShared {
  unit: SetUnit;
  lang: Lang;
  t: TrainingMessages["exercise"];
  onReps: (n: number, reps: string) => void;
  onWeight: (n: number, weight: number) => void;
  onDone: (n: number, done: boolean) => void;
  onCopy: (n: number) => void;
  readOnly: boolean;
}

export const SetRow = memo(function SetRow({
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
}: { n: number; value: SetValues; last: LastTimeSet | null; suggestion: SetSuggestion } & SetRowShared) {
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
