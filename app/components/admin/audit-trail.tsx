/**
 * The plan's audit trail: who did what when (approval, edit, completion), newest first, with the
 * date and time in the page's format.
 */
import { History } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { adminPlansContent, type AdminPlansMessages } from "~/i18n/pages/admin/plans";

import type { AuditEntry } from "~/server/admin/audit.server";
import { formatDateTime } from "~/i18n/format";
import { TableHead } from "~/components/ui/table-head";

function detailsText(entry: AuditEntry, t: AdminPlansMessages["audit"], statusLabel: (s: string) => string): string | null {
  const d = entry.details;
  if (entry.action === "plan.edit" && typeof d.lengthBefore === "number" && typeof d.lengthAfter === "number") {
    return fmt(t.editDetails, { before: d.lengthBefore, after: d.lengthAfter, gates: d.gatesPassed === true ? t.gatesOk : d.gatesPassed === false ? t.gatesNotOk : "–" });
  }
  if (entry.action === "plan.approve" && typeof d.from === "string") return fmt(t.approveDetails, { from: statusLabel(d.from) });
  return null;
}

export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const lang = useLang();
  const all = adminPlansContent[lang];
  const t = all.audit;
  const statusLabel = (s: string) => (s === "draft" ? all.status.draft : s === "approved" ? all.status.approved : s);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="plan-audit-title" data-testid="audit-trail">
      <h2 id="plan-audit-title" className="flex items-center gap-2 text-lg font-bold text-slate-950">
        <History className="h-5 w-5 text-slate-600" aria-hidden="true" />
        {t.title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="audit-empty">
          {t.empty}
        </p>
      ) : (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <div className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600" tabIndex={0} role="region" aria-label={t.caption}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{t.caption}</caption>
            <TableHead
              className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-600"
              cellClassName="py-2"
              columns={[{ label: t.when, className: "pr-4" }, { label: t.who, className: "pr-4" }, { label: t.what }]}
            />
            <tbody>
              {entries.map((entry) => {
                const details = detailsText(entry, t, statusLabel);
                return (
                  <tr key={entry.id} className="border-b border-slate-100 last:border-0" data-testid="audit-row" data-action={entry.action}>
                    <td className="whitespace-nowrap py-2 pr-4 tabular-nums text-slate-900">{formatDateTime(entry.createdAt, lang)}</td>
                    <td className="py-2 pr-4 text-slate-900">{entry.adminEmail}</td>
                    <td className="py-2 text-slate-900">
                      <span className="font-semibold">{t.actions[entry.action] ?? fmt(t.other, { action: entry.action })}</span>
                      {details ? <span className="block text-xs text-slate-600">{details}</span> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
