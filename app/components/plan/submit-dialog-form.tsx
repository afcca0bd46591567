/**
 * The submission dialog (spec part 2 §2.4, §5, §8): the customer types 'Fortschritt' (any case); a
 * second attempt within 5 s gets 'Bitte warten', one already running is ignored. The outbox is sent
 * first (the server must have every logged set); then the server does every step in one transaction.
 * A chunk of its own with the dialog library, loaded when the customer opens it (./submit-dialog.tsx).
 */
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Loader2 } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { formatList } from "~/i18n/format";
import { daysNotLogged } from "~/domain/training/workout";
import { trainingContent } from "~/i18n/pages/training";
import { isConfirmationWord, SUBMISSION_DEBOUNCE_MS } from "~/domain/training/rules";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast-store";
import { useAnswerToast } from "~/components/questionnaire/use-answer-toast";
import type { TrainingAnswer } from "~/domain/training/answer";
import { trainingActionPath } from "./feedback-card";
import type { ProgressStore } from "./progress-store";
import { dayStorageKey, scrollStorageKey } from "./local-data";

export function SubmitDialogForm({
  planId,
  store,
  trainingDays,
  open,
  setOpen,
}: {
  planId: string;
  store: ProgressStore;
  /** The plan's training days (not rest days). */
  trainingDays: readonly number[];
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const lang = useLang();
  const t = trainingContent[lang];
  const [word, setWord] = useState("");
  const [flushing, setFlushing] = useState(false);
  const fetcher = useFetcher<TrainingAnswer>({ key: `training-submit-${planId}` });
  const lastAttempt = useRef(0);
  const running = flushing || fetcher.state !== "idle";
  useAnswerToast(fetcher.data?.toast);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.intent !== "submit") return;
    if (fetcher.data.ok) {
      store.clear();
      try {
        localStorage.removeItem(dayStorageKey(planId));
        localStorage.removeItem(scrollStorageKey(planId));
      } catch {
        /* nothing kept */
      }
      setOpen(false);
    }
  }, [fetcher.state, fetcher.data, store, planId, setOpen]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (running) return; // a submission in progress: this click is ignored
    if (!isConfirmationWord(word)) {
      toast({ title: t.submit.wrongWordTitle, description: t.submit.wrongWord, variant: "destructive" });
      return;
    }
    const now = Date.now();
    if (now - lastAttempt.current < SUBMISSION_DEBOUNCE_MS) {
      toast({ title: t.submit.waitTitle, description: t.submit.wait, variant: "destructive" });
      return;
    }
    lastAttempt.current = now;
    setFlushing(true);
    try {
      await store.flushNow();
    } catch {
      setFlushing(false);
      toast({ title: t.submit.saveErrorTitle, description: t.submit.saveError, variant: "destructive" });
      return;
    }
    setFlushing(false);
    fetcher.submit({ intent: "submit", word }, { method: "post", encType: "application/json", action: trainingActionPath(lang, planId) });
  };

  // Which training days have no set done (read when the dialog renders, i.e. when it is opened).
  const donePerDay = new Map<number, number>();
  if (open) for (const r of store.loggedSets()) if (r.completed) donePerDay.set(r.day, (donePerDay.get(r.day) ?? 0) + 1);
  const missing = open ? daysNotLogged(trainingDays, donePerDay) : [];

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t.submit.title}
      description={t.submit.description}
      closeLabel={t.submit.close}
    >
      <form onSubmit={submit} className="grid gap-4" data-testid="submit-plan-form">
        {missing.length > 0 ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="note" data-testid="submit-days-missing">
            <p className="font-semibold">{fmt(t.submit.loggedDays, { logged: trainingDays.length - missing.length, total: trainingDays.length })}</p>
            <p className="mt-1">{fmt(t.submit.missingDays, { days: formatList(missing.map((d) => fmt(t.view.day, { n: d })), lang) })}</p>
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <label htmlFor="submit-word" className="text-sm font-medium text-slate-800">
            {t.submit.wordLabel}
          </label>
          <input
            id="submit-word"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            className="h-11 rounded-lg border border-slate-300 px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            value={word}
            onChange={(e) => setWord(e.target.value)}
            data-testid="submit-word"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t.submit.cancel}
          </Button>
          <Button type="submit" aria-disabled={running || undefined} data-testid="submit-plan-confirm">
            {running ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {running ? t.submit.submitting : t.submit.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
