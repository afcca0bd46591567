/**
 * History tab (spec part 1 §2 "History tab"): the user's submitted plans, newest first; a dialog per
 * plan with the completed sets and the plan feedback, which can be edited (at most 700 characters).
 */
import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Check, Loader2, Minus } from "lucide-react";
import { LIMITS } from "~/domain/questionnaire/options";
import { feedbackLength } from "~/domain/questionnaire/form-values";
import { fmt, useLang } from "~/i18n";
import { localizedPath, type Lang } from "~/i18n/config";
import { dashboardContent } from "~/i18n/pages/dashboard";
import { Dialog } from "~/components/ui/dialog";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { useAnswerToast } from "~/components/questionnaire/use-answer-toast";
import { TextAreaField } from "~/components/questionnaire/form-controls";
import type { LoggedSet } from "~/domain/training/logged-set";
import { shownName, type ShownNames } from "~/domain/plan/shown-titles";
import type { HistoryEntryView } from "./types";
import { formatDate, formatNumber } from "~/i18n/format";
import type { Toast } from "~/lib/toast";

export function HistoryTab({
  entries,
  names,
  openEntry,
  onOpenEntry,
}: {
  entries: HistoryEntryView[];
  /** On an English page, the exercise names it shows (decision 0133). */
  names?: ShownNames;
  openEntry: string | null;
  onOpenEntry: (id: string | null) => void;
}) {
  const lang = useLang();
  const t = dashboardContent[lang].history;
  if (entries.length === 0) {
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm" data-testid="history-empty">
        <h2 className="sr-only">{t.title}</h2>
        <p className="text-slate-700">{t.empty}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="history-title" data-testid="history-list">
      <h2 id="history-title" className="mb-4 text-lg font-bold text-slate-900">
        {t.title}
      </h2>
      <ul className="grid gap-3">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="history-entry">
            <div>
              <p className="font-semibold text-slate-900">{entry.planName}</p>
              <p className="text-sm text-slate-600">
                {t.submittedAt} {formatDate(entry.submissionDate, lang)}
                {/* The record's completion date is the end of the plan period (approval + 14 days): a plan
                    submitted early was finished when it was submitted, so a later date is not shown. */}
                {entry.completionDate && Date.parse(entry.completionDate) <= Date.parse(entry.submissionDate)
                  ? ` · ${t.completedAt} ${formatDate(entry.completionDate, lang)}`
                  : ""}
              </p>
            </div>
            <Dialog
              open={openEntry === entry.id}
              onOpenChange={(open) => onOpenEntry(open ? entry.id : null)}
              trigger={
                <Button variant="outline" size="sm" data-testid="history-open">
                  {t.details}
                </Button>
              }
              title={entry.planName}
              description={t.dialogDescription}
              closeLabel={t.close}
              className="max-w-3xl"
            >
              <HistoryDetails entry={entry} names={names} />
            </Dialog>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A column header that is short on phones; screen readers always hear the full text. */
function ShortHeader({ short, long }: { short: string; long: string }) {
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        {short}
      </span>
      <span className="sr-only sm:not-sr-only">{long}</span>
    </>
  );
}

function weightText(lang: Lang, weight: number | null): string | null {
  if (weight === null || weight === undefined || !Number.isFinite(Number(weight))) return null;
  return formatNumber(Number(weight), lang);
}

function groupByDay(progress: LoggedSet[]): Array<{ day: number; rows: LoggedSet[] }> {
  const days = new Map<number, LoggedSet[]>();
  for (const row of progress) days.set(row.day, [...(days.get(row.day) ?? []), row]);
  return [...days.entries()].sort((a, b) => a[0] - b[0]).map(([day, rows]) => ({ day, rows }));
}

function HistoryDetails({ entry, names }: { entry: HistoryEntryView; names: ShownNames | undefined }) {
  const lang = useLang();
  const t = dashboardContent[lang].history;
  const days = groupByDay(entry.progress);
  return (
    <div className="grid gap-6" data-testid="history-dialog">
      <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">{t.submittedAt}: </dt>
          <dd className="inline font-semibold text-slate-900">{formatDate(entry.submissionDate, lang)}</dd>
        </div>
        {entry.approvedAt || entry.completionDate ? (
          <div>
            <dt className="inline text-slate-600">{t.period}: </dt>
            <dd className="inline font-semibold text-slate-900">
              {[entry.approvedAt, entry.completionDate].filter(Boolean).map((d) => formatDate(d!, lang)).join(" – ")}
            </dd>
          </div>
        ) : null}
      </dl>

      <section aria-labelledby={`progress-${entry.id}`}>
        <h3 id={`progress-${entry.id}`} className="mb-2 font-bold text-slate-900">
          {t.progressTitle}
        </h3>
        {days.length === 0 ? (
          <p className="text-sm text-slate-600">{t.noProgress}</p>
        ) : (
          <div className="grid gap-4">
            {days.map(({ day, rows }) => (
              <div key={day} className="rounded-lg border border-slate-200">
                {/* Fixed columns, the exercise name wraps: the whole table fits a 390 px phone. */}
                <table className="w-full table-fixed text-left text-sm" data-testid="history-progress-table">
                  <caption className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">{fmt(t.day, { n: day })}</caption>
                  <thead className="border-b border-slate-200 text-xs text-slate-600">
                    <tr>
                      <th scope="col" className="px-2 py-2 sm:px-3">
                        {t.exercise}
                      </th>
                      <th scope="col" className="w-10 px-2 py-2 sm:w-16 sm:px-3 text-right">
                        {t.set}
                      </th>
                      <th scope="col" className="w-12 px-2 py-2 sm:w-28 sm:px-3 text-right">
                        <abbr title={t.repsLong} className="no-underline">
                          {t.reps}
                        </abbr>
                      </th>
                      <th scope="col" className="w-14 px-2 py-2 sm:w-24 sm:px-3 text-right">
                        <ShortHeader short="kg" long={t.weight} />
                      </th>
                      <th scope="col" className="w-9 px-1 py-2 sm:w-20 sm:px-3 text-center">
                        <ShortHeader short="✓" long={t.done} />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={`${row.exercise_name}-${row.set_number}`} className="border-b border-slate-100 last:border-0">
                        <td className="break-words px-2 py-2 sm:px-3 font-medium text-slate-900" data-testid="history-exercise">
                          {shownName(row.exercise_name, names)}
                        </td>
                        <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{row.set_number}</td>
                        <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{row.actual_reps?.trim() || t.notAvailable}</td>
                        <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{weightText(lang, row.actual_weight) ?? t.notAvailable}</td>
                        <td className="px-1 py-2 sm:px-3 text-center">
                          {row.completed ? (
                            <Check className="inline h-4 w-4 text-emerald-700" aria-label={t.yes} />
                          ) : (
                            <Minus className="inline h-4 w-4 text-slate-400" aria-label={t.no} />
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </div>
        )}
      </section>

      <FeedbackForm entry={entry} />
    </div>
  );
}

interface FeedbackAnswer {
  id: string;
  intent: string;
  ok: boolean;
  values?: { entryId: string; feedback: string };
  toast?: Toast;
}

function FeedbackForm({ entry }: { entry: HistoryEntryView }) {
  const lang = useLang();
  const t = dashboardContent[lang].history;
  const fetcher = useFetcher<FeedbackAnswer>({ key: `plan-feedback-${entry.id}` });
  const answer = fetcher.data?.intent === "plan-feedback" && fetcher.data.values?.entryId === entry.id ? fetcher.data : undefined;
  useAnswerToast(answer?.toast);
  const [text, setText] = useState(answer && !answer.ok ? (answer.values?.feedback ?? entry.feedback) : entry.feedback);
  const length = feedbackLength(text);
  const tooLong = length > LIMITS.planFeedbackMax;
  const pending = fetcher.state !== "idle";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (tooLong) {
      event.preventDefault();
      toast({ title: t.feedbackTooLongTitle, description: t.feedbackTooLong, variant: "destructive" });
    }
  };

  return (
    <fetcher.Form method="post" action={localizedPath(lang, "dashboard")} onSubmit={onSubmit} className="grid gap-3" data-testid="history-feedback-form">
      <input type="hidden" name="intent" value="plan-feedback" />
      <input type="hidden" name="entryId" value={entry.id} />
      <TextAreaField
        id={`feedback-${entry.id}`}
        name="feedback"
        label={t.feedbackTitle}
        placeholder={t.feedbackPlaceholder}
        rows={5}
        max={LIMITS.planFeedbackMax}
        length={length}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={tooLong ? t.feedbackTooLong : null}
      />
      <div>
        <Button type="submit" disabled={pending} data-testid="history-feedback-save">
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {pending ? t.feedbackSaving : t.feedbackSave}
        </Button>
      </div>
    </fetcher.Form>
  );
}
