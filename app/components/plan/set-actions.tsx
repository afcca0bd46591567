/**
 * Below the set table (issue 24): "all done", copy last time, add a set, and the slot for the swap control.
 */
import { Plus } from "lucide-react";
import type { TrainingMessages } from "~/i18n/pages/training";
import { cn } from "~/lib/cn";

export function SetActions({
  allDone,
  canAddSet,
  hasLastTime,
  t,
  onAll,
  onLastTime,
  onAddSet,
  readOnly,
  below,
}: {
  allDone: boolean;
  canAddSet: boolean;
  hasLastTime: boolean;
  t: TrainingMessages["exercise"];
  onAll: (done: boolean) => void;
  onLastTime: () => void;
  onAddSet: () => void;
  readOnly: boolean;
  below?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label className={cn("inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-900", !readOnly && "cursor-pointer")}>
        <input type="checkbox" className="h-6 w-6 accent-emerald-700" checked={allDone} disabled={readOnly} onChange={(e) => onAll(e.target.checked)} data-testid="set-all-done" />
        {t.allDone}
      </label>
      {readOnly ? null : (
        <div className="ml-auto flex flex-wrap gap-2">
          {hasLastTime ? (
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
          {canAddSet ? (
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
  );
}
