/**
 * Swapping an exercise for an allowed alternative (issue 24 item 2, decision 0099): a button under
 * the exercise's name opens the list the server computes (same movement pattern, the customer's
 * equipment, their health restrictions); choosing one records the swap on the server and the page
 * data reloads. A swapped card says "Getauscht statt X" with an undo. The coach's read-only view
 * shows "X → Y (vom Kunden getauscht)". Swapping needs a connection: offline it says so.
 */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { ArrowLeftRight } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import { toast } from "~/components/ui/toast-store";
import { useAnswerToast } from "~/components/questionnaire/use-answer-toast";
import type { TrainingAnswer } from "~/domain/training/answer";
import { trainingActionPath } from "./feedback-card";

export interface SwapShown {
  originalName: string;
  shownName: string;
}

const buttonClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60";

export function SwapControl({ planId, day, order, swap, readOnly }: { planId: string; day: number; order: number; swap: SwapShown | null; readOnly: boolean }) {
  const lang = useLang();
  const t = trainingContent[lang].swap;
  const list = useFetcher<TrainingAnswer>();
  const write = useFetcher<TrainingAnswer>();
  const [open, setOpen] = useState(false);
  useAnswerToast(write.data && "toast" in write.data ? write.data.toast : undefined);
  useAnswerToast(list.data && !list.data.ok ? list.data.toast : undefined);
  useEffect(() => {
    if (write.state === "idle" && write.data?.ok) setOpen(false);
  }, [write.state, write.data]);

  if (readOnly) {
    return swap ? (
      <p className="text-sm font-semibold text-amber-900" data-testid="swap-coach-note">
        {fmt(t.coachNote, { from: swap.originalName, to: swap.shownName })}
      </p>
    ) : null;
  }

  const online = () => {
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      toast({ title: t.errorTitle, description: t.offline, variant: "destructive" });
      return false;
    }
    return true;
  };
  const post = (fetcher: typeof write, body: Record<string, unknown>) => {
    if (!online()) return;
    fetcher.submit(body as never, { method: "post", encType: "application/json", action: trainingActionPath(lang, planId) });
  };
  const pending = write.state !== "idle";
  const options = list.data?.ok && list.data.intent === "alternatives" ? list.data.options : null;
  const listId = `swap-${day}-${order}`;

  return (
    <div className="mt-2 grid gap-2" data-testid="swap-control">
      {swap ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-amber-900" data-testid="swapped-from">
          <ArrowLeftRight className="h-4 w-4" aria-hidden="true" />
          {fmt(t.swappedFrom, { name: swap.originalName })}
          <button type="button" className={buttonClass} disabled={pending} onClick={() => post(write, { intent: "swap", day, exerciseOrder: order, alternative: null })} data-testid="swap-undo">
            {t.undo}
          </button>
        </p>
      ) : null}
      <div>
        <button
          type="button"
          className={buttonClass}
          aria-expanded={open}
          aria-controls={listId}
          data-testid="swap-open"
          onClick={() => {
            if (open) return setOpen(false);
            setOpen(true);
            post(list, { intent: "alternatives", day, exerciseOrder: order });
          }}
        >
          <ArrowLeftRight className="h-4 w-4" aria-hidden="true" />
          {t.button}
        </button>
      </div>
      {open ? (
        <div id={listId} className="rounded-xl border border-slate-200 bg-slate-50 p-3" data-testid="swap-list">
          <p className="text-sm text-slate-700">{t.dialogIntro}</p>
          {list.state !== "idle" && !options ? <p className="mt-2 text-sm text-slate-700">{t.loading}</p> : null}
          {options && options.length === 0 ? <p className="mt-2 text-sm text-slate-700">{t.none}</p> : null}
          {options && options.length > 0 ? (
            <ul className="mt-2 grid gap-1.5">
              {options.map((o) => (
                <li key={o.name}>
                  <button
                    type="button"
                    className={`${buttonClass} w-full justify-start text-left`}
                    disabled={pending}
                    data-testid="swap-option"
                    onClick={() => post(write, { intent: "swap", day, exerciseOrder: order, alternative: o.name })}
                  >
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
