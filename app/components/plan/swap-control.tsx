/**
 * Swapping an exercise for an allowed alternative (issue 24 item 2, decisions 0099 and 0104): a
 * button under the exercise's name opens the list that came with the page (same movement pattern,
 * the customer's equipment, their health restrictions; computed on the server). Choosing one swaps
 * the card at once and goes through the progress store's outbox like a logged set, so it works
 * without network and is sent when the connection is back; the server checks it again and a refused
 * swap is rolled back with a message. A swapped card says "Getauscht statt X" with an undo. The
 * coach's read-only view shows "X → Y (vom Kunden getauscht)".
 */
import { useState } from "react";
import { ArrowLeftRight } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import { toast } from "~/components/ui/toast-store";
import type { PlanAlternative } from "~/server/training/exercise-swaps.server";
import type { ProgressStore } from "./progress-store";

export interface SwapShown {
  originalName: string;
  shownName: string;
}

const buttonClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60";

export function SwapControl({
  store,
  day,
  order,
  swap,
  options,
  readOnly,
}: {
  store: ProgressStore;
  day: number;
  order: number;
  swap: SwapShown | null;
  /** The allowed alternatives of the plan's exercise at this slot (with the page's data). */
  options: readonly PlanAlternative[];
  readOnly: boolean;
}) {
  const lang = useLang();
  const t = trainingContent[lang].swap;
  const [open, setOpen] = useState(false);

  if (readOnly) {
    return swap ? (
      <p className="text-sm font-semibold text-amber-900" data-testid="swap-coach-note">
        {fmt(t.coachNote, { from: swap.originalName, to: swap.shownName })}
      </p>
    ) : null;
  }

  const choose = (alternative: PlanAlternative | null) => {
    store.swap(day, order, alternative?.name ?? null, alternative?.shownName ?? null);
    setOpen(false);
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    toast({ title: alternative ? t.swappedTitle : t.undoneTitle, description: offline ? t.queued : undefined, variant: "success" });
  };
  const listId = `swap-${day}-${order}`;

  return (
    <div className="mt-2 grid gap-2" data-testid="swap-control">
      {swap ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-amber-900" data-testid="swapped-from">
          <ArrowLeftRight className="h-4 w-4" aria-hidden="true" />
          {fmt(t.swappedFrom, { name: swap.originalName })}
          <button type="button" className={buttonClass} onClick={() => choose(null)} data-testid="swap-undo">
            {t.undo}
          </button>
        </p>
      ) : null}
      <div>
        <button type="button" className={buttonClass} aria-expanded={open} aria-controls={listId} data-testid="swap-open" onClick={() => setOpen(!open)}>
          <ArrowLeftRight className="h-4 w-4" aria-hidden="true" />
          {t.button}
        </button>
      </div>
      {open ? (
        <div id={listId} className="rounded-xl border border-slate-200 bg-slate-50 p-3" data-testid="swap-list">
          <p className="text-sm text-slate-700">{t.dialogIntro}</p>
          {options.length === 0 ? <p className="mt-2 text-sm text-slate-700">{t.none}</p> : null}
          {options.length > 0 ? (
            <ul className="mt-2 grid gap-1.5">
              {options.map((o) => (
                <li key={o.name}>
                  <button type="button" className={`${buttonClass} w-full justify-start text-left`} data-testid="swap-option" onClick={() => choose(o)}>
                    {o.shownName}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
