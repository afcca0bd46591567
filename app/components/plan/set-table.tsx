/**
 * The set table of the exercise card (issue 24): a header and one row per set (set-row.tsx), each with
 * last time's numbers and the suggestion an untouched Done stores.
 */
import { useMemo } from "react";
import { fmt } from "~/i18n";
import type { ParsedExercise } from "~/domain/plan/types";
import type { LastTimeSet } from "~/domain/training/last-time";
import type { SetValues } from "~/domain/training/progress";
import { suggestionFor } from "~/domain/training/set-entry";
import { SetRow, type SetRowShared } from "./set-row";

export function SetTable({ sets, name, exercise, lastTime, ...row }: { sets: SetValues[]; name: string; exercise: ParsedExercise; lastTime: LastTimeSet[] | null } & SetRowShared) {
  const { unit, t } = row;
  const lastOf = (n: number) => (lastTime ? (lastTime.find((l) => l.setNumber === n) ?? null) : null);
  // One suggestion object per set while its inputs stay: a tick re-renders only the ticked row (memo).
  const count = sets.length;
  const suggestions = useMemo(() => Array.from({ length: count }, (_, i) => suggestionFor(i + 1, lastTime, exercise)), [count, lastTime, exercise]);
  return (
    <table className="w-full table-fixed text-sm" data-testid="set-table">
      <caption className="sr-only">{fmt(t.tableCaption, { name })}</caption>
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
          <SetRow key={i} n={i + 1} value={s} last={lastOf(i + 1)} suggestion={suggestions[i]!} {...row} />
        ))}
      </tbody>
    </table>
  );
}
