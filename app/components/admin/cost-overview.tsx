/**
 * The API-cost overview (spec part 2 §2.5, §9): three figures and the last 10 calls. Amounts under
 * 0,01 € with 4 decimals, others with 2 (`formatCost`).
 */
import { fmt, useLang } from "~/i18n";
import { formatCost } from "~/i18n/format";
import { adminCostsContent } from "~/i18n/pages/admin/costs";
import type { CostCall, CostSummary } from "~/server/admin/costs.server";
import { formatCount, formatDateTime } from "~/i18n/format";
import { TableHead } from "~/components/ui/table-head";

export function CostOverview({ summary }: { summary: CostSummary }) {
  const lang = useLang();
  const t = adminCostsContent[lang];
  const figures = [
    { label: t.count, value: formatCount(summary.count, lang), testId: "cost-count" },
    { label: t.total, value: formatCost(summary.total, lang), testId: "cost-total" },
    { label: t.average, value: formatCost(summary.average, lang), testId: "cost-average" },
  ];
  const tokens = (n: number | null) => (n === null ? t.none : formatCount(n, lang));
  const tokenText = (call: CostCall) =>
    call.inputTokens === null && call.outputTokens === null ? t.none : fmt(t.tokensValue, { input: tokens(call.inputTokens), output: tokens(call.outputTokens) });

  return (
    <section aria-labelledby="costs-title" data-testid="cost-overview">
      <h2 id="costs-title" className="text-xl font-bold text-slate-950">
        {t.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t.intro}</p>

      <dl aria-label={t.figuresLabel} className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.testId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-950" data-testid={f.testId}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-8 text-lg font-semibold text-slate-950">{t.recentTitle}</h3>
      {summary.recent.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700" data-testid="cost-empty">
          {t.empty}
        </p>
      ) : (
        <>
          {/* Phones: one card per call; from 640 px: the table. */}
          <ul className="mt-3 grid grid-cols-1 gap-3 sm:hidden" data-testid="cost-cards">
            {summary.recent.map((call) => (
              <li key={call.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="text-sm tabular-nums text-slate-700">{formatDateTime(call.createdAt, lang)}</p>
                  <p className="font-semibold tabular-nums text-slate-950">{formatCost(call.amount, lang)}</p>
                </div>
                <p className="mt-1 text-sm text-slate-900">{call.description}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600">
                  <dt>{t.columns.model}</dt>
                  <dd className="font-mono text-slate-800">{call.model ?? t.none}</dd>
                  <dt>{t.columns.tokens}</dt>
                  <dd className="tabular-nums text-slate-800">{tokenText(call)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm sm:block">
            <table className="w-full text-left text-sm" data-testid="cost-table">
              <TableHead
                className="bg-slate-50 text-slate-700"
                cellClassName="px-4 py-3 font-semibold"
                columns={[
                  { label: t.columns.date },
                  { label: t.columns.description },
                  { label: t.columns.model },
                  { label: t.columns.tokens, className: "text-right" },
                  { label: t.columns.amount, className: "text-right" },
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {summary.recent.map((call) => (
                  <tr key={call.id} data-testid="cost-row">
                    <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">{formatDateTime(call.createdAt, lang)}</td>
                    <td className="px-4 py-3 text-slate-900">{call.description}</td>
                    <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-slate-700">{call.model ?? t.none}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-700">
                      {tokenText(call)}
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums text-slate-950">{formatCost(call.amount, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
