/**
 * The coach's queue on the admin overview: every draft waiting for approval, oldest first, with its
 * age against the 24-hour promise (highlighted past 20 h, overdue past 24 h — in words and an icon,
 * not by colour alone), the quality gates, the customer's flags, the previous plan's compliance and
 * the draft's API cost. Each entry links to the plan's page, where it is reviewed and approved.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, CircleCheck, Clock, Inbox, TriangleAlert } from "lucide-react";
import { hoursAndMinutes, type AgeStatus } from "~/domain/admin/queue";
import { formatCost } from "~/i18n/format";
import { fmt, useLang } from "~/i18n";
import { localizedPath, type Lang } from "~/i18n/config";
import { adminOverviewContent } from "~/i18n/pages/admin/overview";
import { qualityNames } from "~/i18n/pages/admin/quality-checks";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { QueueEntry } from "~/server/admin/overview.server";
import { formatDateTime } from "~/i18n/format";
import { formatPercent } from "~/i18n/format";

type Texts = (typeof adminOverviewContent)["de"];

const STATUS_STYLE: Record<AgeStatus, { card: string; badge: string; icon: ReactNode }> = {
  on_time: {
    card: "border-slate-200 bg-white",
    badge: "bg-emerald-100 text-emerald-900",
    icon: <CircleCheck className="h-4 w-4" aria-hidden="true" />,
  },
  due_soon: {
    card: "border-amber-400 bg-amber-50",
    badge: "bg-amber-200 text-amber-950",
    icon: <Clock className="h-4 w-4" aria-hidden="true" />,
  },
  overdue: {
    card: "border-red-500 bg-red-50",
    badge: "bg-red-700 text-white",
    icon: <TriangleAlert className="h-4 w-4" aria-hidden="true" />,
  },
};

function duration(ms: number, t: Texts): string {
  const { hours, minutes } = hoursAndMinutes(ms);
  return fmt(t.queue.hoursMinutes, { h: hours, m: minutes });
}

function percent(share: number, lang: Lang): string {
  return formatPercent(share, lang);
}

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-semibold break-words text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function QueueItem({ entry, lang, t }: { entry: QueueEntry; lang: Lang; t: Texts }) {
  const q = t.queue;
  const style = STATUS_STYLE[entry.ageStatus];
  const since =
    entry.clockSource === "submission"
      ? fmt(q.since.submission, { n: entry.previousSequenceNumber ?? entry.sequenceNumber - 1, date: formatDateTime(entry.clockStart, lang) })
      : fmt(q.since[entry.clockSource], { date: formatDateTime(entry.clockStart, lang) });
  const flags = entry.flags;
  return (
    <li>
      <article
        className={cn("grid gap-4 rounded-xl border border-l-4 p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:p-5", style.card)}
        aria-labelledby={`queue-${entry.planId}`}
        data-testid="queue-entry"
        data-age-status={entry.ageStatus}
      >
        <div className="min-w-0">
          <h3 id={`queue-${entry.planId}`} className="text-base font-bold text-slate-950">
            {entry.name} <span className="font-medium text-slate-600">· {fmt(q.plan, { n: entry.sequenceNumber })}</span>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-800">
            <span className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold", style.badge)} data-testid="queue-age-status">
              {style.icon}
              {q.status[entry.ageStatus]}
            </span>
            <span>{fmt(q.waiting, { age: duration(entry.ageMs, t) })}</span>
            <span className="text-slate-600">
              ({entry.remainingMs >= 0 ? fmt(q.left, { time: duration(entry.remainingMs, t) }) : fmt(q.overdueBy, { time: duration(-entry.remainingMs, t) })})
            </span>
          </p>
          <p className="mt-0.5 text-xs text-slate-600">{since}</p>
        </div>
        {/* Beside the name from 640 px; below the facts on a phone, where the thumb is. */}
        <Link
          to={localizedPath(lang, `admin/plaene/${entry.planId}`)}
          className={buttonClasses("primary", "md", "max-sm:order-last sm:self-start")}
          aria-label={fmt(q.reviewLabel, { n: entry.sequenceNumber, name: entry.name })}
          data-testid="queue-review"
        >
          {q.review}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>

        <dl className="grid grid-cols-2 gap-4 sm:col-span-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)]">
          <Fact label={q.gates}>
            {entry.gates ? (
              <>
                <span className={cn("font-semibold", entry.gates.failed.length > 0 ? "text-red-800" : "text-emerald-800")} data-testid="queue-gates">
                  {fmt(q.gatesPassed, { passed: entry.gates.passed, total: entry.gates.total })}
                </span>
                {entry.gates.failed.length > 0 ? (
                  <span className="block text-slate-700" data-testid="queue-gates-failed">
                    {fmt(q.gatesFailed, { list: qualityNames(lang, entry.gates.failed).join(", ") })}
                  </span>
                ) : null}
              </>
            ) : (
              <span className="text-slate-700">{q.gatesNone}</span>
            )}
          </Fact>
          <Fact label={q.compliance}>
            {entry.compliance === null ? (
              <span>
                <span aria-hidden="true">—</span> <span className="text-slate-600">({q.complianceFirst})</span>
              </span>
            ) : entry.compliance.share === null ? (
              <span>
                <span aria-hidden="true">—</span> <span className="text-slate-600">({q.complianceUnknown})</span>
              </span>
            ) : (
              <span data-testid="queue-compliance">
                {fmt(q.complianceValue, {
                  pct: percent(entry.compliance.share, lang),
                  done: entry.compliance.done,
                  prescribed: entry.compliance.prescribed,
                })}
              </span>
            )}
          </Fact>
          <Fact label={q.cost}>
            <span data-testid="queue-cost">{entry.generator === "builtin" ? q.builtin : formatCost(entry.cost, lang)}</span>
          </Fact>
          <Fact label={q.flags} className="col-span-2 lg:col-span-1">
            {flags.healthRestrictions === null && flags.pain.length === 0 ? (
              <span className="text-slate-700">{q.flagsNone}</span>
            ) : (
              <ul className="grid grid-cols-1 gap-1.5" data-testid="queue-flags">
                {flags.healthRestrictions !== null ? (
                  <li>
                    <span className="font-semibold">{q.health}:</span> <span className="break-words">{flags.healthRestrictions}</span>
                  </li>
                ) : null}
                {flags.pain.map((pain, i) => (
                  <li key={i}>
                    <span className="font-semibold">
                      {q.pain} ({pain.day === 0 ? q.painPlan : fmt(q.painDay, { n: pain.day })}
                      {pain.bodyParts.length > 0 ? `, ${pain.bodyParts.map((b) => t.bodyParts[b]).join(", ")}` : ""}):
                    </span>{" "}
                    <q className="break-words">{pain.excerpt}</q>
                  </li>
                ))}
              </ul>
            )}
          </Fact>
        </dl>
      </article>
    </li>
  );
}

export function OverviewQueue({ queue }: { queue: QueueEntry[] }) {
  const lang = useLang();
  const t = adminOverviewContent[lang];
  return (
    <section aria-labelledby="queue-title" data-testid="coach-queue">
      <h2 id="queue-title" className="text-lg font-bold text-slate-950">
        {t.queue.title} <span className="font-semibold text-slate-600">({queue.length})</span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.queue.intro}</p>
      {queue.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-5 text-slate-800" data-testid="queue-empty">
          <Inbox className="h-5 w-5 text-slate-500" aria-hidden="true" />
          {t.queue.empty}
        </p>
      ) : (
        <ol className="mt-4 grid grid-cols-1 gap-3">
          {queue.map((entry) => (
            <QueueItem key={entry.planId} entry={entry} lang={lang} t={t} />
          ))}
        </ol>
      )}
    </section>
  );
}
