/**
 * Day feedback (300 characters) and the whole-plan feedback (700, day 0), saved per user, plan and day
 * through the plan's training action. The counter turns orange under 50 characters left; the server
 * checks the limit again.
 */
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Loader2, MessageSquare } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { trainingContent } from "~/i18n/pages/training";
import { LIMITS } from "~/domain/questionnaire/options";
import { feedbackTextLength } from "~/domain/training/rules";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { useAnswerToast } from "~/components/questionnaire/use-answer-toast";
import { cn } from "~/lib/cn";
import type { TrainingAnswer } from "~/domain/training/answer";

export function trainingActionPath(lang: "de" | "en", planId: string): string {
  return localizedPath(lang, `training/${planId}`);
}

/** `readOnly`: the text is shown, not editable, and there is no save button (the coach's view). */
// size: one card: the day's and the plan's feedback share the fetcher and the counter
export function FeedbackCard({
  planId,
  day,
  initial,
  readOnly = false,
}: {
  planId: string;
  day: number;
  initial: string;
  readOnly?: boolean;
}) {
  const lang = useLang();
  const tr = trainingContent[lang];
  const whole = day === 0;
  const t = whole ? { ...tr.dayFeedback, ...tr.planFeedback } : tr.dayFeedback;
  const max = whole ? LIMITS.planFeedbackMax : LIMITS.dayFeedbackMax;
  const fetcher = useFetcher<TrainingAnswer>({
    key: `training-feedback-${planId}-${day}`,
  });
  const [text, setText] = useState(initial);
  const id = useId();
  useEffect(() => setText(initial), [initial, day]);
  // A saved text is said beside the button (issue 24: no notice may cover the set inputs on a phone);
  // what went wrong still comes as a toast.
  const answer = fetcher.data;
  useAnswerToast(answer && !answer.ok ? answer.toast : undefined);
  const saved =
    fetcher.state === "idle" &&
    answer?.intent === "feedback" &&
    answer.ok &&
    answer.text === text.trim();
  const length = feedbackTextLength(text);
  const remaining = max - length;
  const pending = fetcher.state !== "idle";

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    if (remaining < 0) {
      toast({
        title: t.tooLongTitle,
        description: t.tooLong,
        variant: "destructive",
      });
      return;
    }
    fetcher.submit(
      { intent: "feedback", day, text },
      {
        method: "post",
        encType: "application/json",
        action: trainingActionPath(lang, planId),
      },
    );
  };

  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby={`${id}-title`}
      data-testid={whole ? "plan-feedback" : "day-feedback"}
    >
      <h3
        id={`${id}-title`}
        className="flex items-center gap-2 text-lg font-bold text-slate-950"
      >
        <MessageSquare className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {t.title}
      </h3>
      <form onSubmit={save} className="mt-3 grid gap-2">
        <label
          htmlFor={`${id}-text`}
          className="text-sm font-medium text-slate-800"
        >
          {t.label}
        </label>
        <textarea
          id={`${id}-text`}
          className={cn(
            "min-h-24 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600",
            remaining < 0 ? "border-red-600" : "border-slate-300",
          )}
          rows={whole ? 4 : 3}
          value={text}
          placeholder={t.placeholder}
          readOnly={readOnly}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-count`}
          aria-invalid={remaining < 0 || undefined}
          data-testid="feedback-text"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p
            id={`${id}-count`}
            className={cn(
              "text-sm",
              remaining < 0
                ? "font-semibold text-red-700"
                : remaining < 50
                  ? "font-semibold text-orange-700"
                  : "text-slate-600",
            )}
            aria-live="polite"
            data-testid="feedback-counter"
          >
            {remaining < 0
              ? t.tooLong
              : fmt(tr.dayFeedback.remaining, { n: remaining })}
          </p>
          {readOnly ? null : (
            <span className="ml-auto inline-flex items-center gap-3">
              <span
                role="status"
                className="text-sm font-semibold text-emerald-800"
                data-testid="feedback-saved"
              >
                {saved ? answer.toast.title : ""}
              </span>
              <Button
                type="submit"
                disabled={pending}
                data-testid="feedback-save"
              >
                {pending ? (
                  <Loader2
                    className="h-4 w-4 animate-spin"
                    aria-hidden="true"
                  />
                ) : null}
                {pending ? t.saving : t.save}
              </Button>
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
