import { Trophy } from "lucide-react";
import type { Lang } from "~/i18n/config";
import { fmt } from "~/i18n";
import { formatDate, formatNumber } from "~/i18n/format";
import { progressContent } from "~/i18n/pages/progress";
import { barChart, lineChart } from "~/domain/training/chart";
import type { ExerciseHistory, WeeklyMuscleSets } from "~/domain/training/records";
import type { ProgressHistory } from "~/server/training/progress-history.server";
import { shownName } from "~/domain/plan/shown-titles";

/**
 * The progress view (decision 0072): per exercise a server-rendered SVG line of the estimated 1RM
 * (or the best set's weight when no set gave an estimate) with records marked, and the sessions as a
 * table; then the latest plan's weekly sets per muscle group against the plan. The member's page and
 * the coach's plan page show the same.
 */
export function ProgressView({ data, lang, headingLevel = 2 }: { data: ProgressHistory; lang: Lang; headingLevel?: 2 | 3 }) {
  const t = progressContent[lang];
  const H = headingLevel === 2 ? "h2" : "h3";
  if (data.histories.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700" data-testid="progress-empty">
        {t.empty}
      </p>
    );
  }
  return (
    <div className="grid gap-6" data-testid="progress-view">
      {data.weekly ? <WeeklySets weekly={data.weekly} lang={lang} H={H} /> : null}
      <section aria-labelledby="progress-exercises" className="grid gap-4">
        <H id="progress-exercises" className="text-xl font-bold text-slate-950">
          {t.exercises}
        </H>
        {data.histories.map((h) => (
          <ExerciseCard key={h.key} history={h} name={shownName(h.name, data.shownNames)} lang={lang} H={headingLevel === 2 ? "h3" : "h4"} />
        ))}
      </section>
    </div>
  );
}

/** `name`: the exercise as the page shows it (decision 0133); `data-exercise` keeps the logged name. */
function ExerciseCard({ history, name, lang, H }: { history: ExerciseHistory; name: string; lang: Lang; H: "h3" | "h4" }) {
  const t = progressContent[lang];
  const records = history.sessions.filter((s) => s.record).length;
  const useE1rm = history.bestE1rm !== null;
  const points = history.sessions.map((s) => ({ value: useE1rm ? (s.best.e1rm ?? 0) : s.best.weight, highlight: s.record }));
  const box = { width: 320, height: 120, pad: { left: 36, right: 8, top: 8, bottom: 8 } };
  const chart = lineChart(points, box);
  const n = (v: number) => formatNumber(v, lang, 1);
  const label = fmt(t.chartLabel, { name, values: points.map((p) => n(p.value)).join(", ") }) + ` (${useE1rm ? t.chartE1rm : t.chartWeight})`;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="progress-exercise" data-exercise={history.name}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <H className="text-lg font-bold text-slate-950">{name}</H>
        <p className="text-sm text-slate-700">
          {history.sessions.length === 1 ? t.session : fmt(t.sessions, { n: history.sessions.length })}
          {records > 0 ? ` · ${records === 1 ? t.oneRecord : fmt(t.records, { n: records })}` : ""}
        </p>
      </header>
      {history.bestE1rm !== null ? (
        <p className="mt-1 text-sm text-slate-800">
          {t.bestE1rm}: <strong data-testid="progress-best-e1rm">{n(history.bestE1rm)} kg</strong>
        </p>
      ) : null}
      <svg viewBox={`0 0 ${box.width} ${box.height}`} className="mt-3 h-auto w-full max-w-xl" role="img" aria-label={label} data-testid="progress-chart">
        {chart.ticks.map((tick, i) => (
          <g key={i}>
            <line x1={box.pad.left} x2={box.width - box.pad.right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" strokeWidth="1" />
            <text x={box.pad.left - 4} y={tick.y + 3} textAnchor="end" fontSize="9" fill="#475569">
              {n(tick.value)}
            </text>
          </g>
        ))}
        <path d={chart.path} fill="none" stroke="#c2410c" strokeWidth="2" />
        {chart.dots.map((d, i) => (
          <circle key={i} cx={d.x} cy={d.y} r={d.highlight ? 5 : 3} fill={d.highlight ? "#15803d" : "#c2410c"} stroke="#fff" strokeWidth="1" />
        ))}
      </svg>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[18rem] text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2">{t.table.date}</th>
              <th scope="col" className="py-1 pr-2">{t.table.best}</th>
              <th scope="col" className="py-1 pr-2">{t.table.e1rm}</th>
            </tr>
          </thead>
          <tbody>
            {[...history.sessions].reverse().map((s) => (
              <tr key={`${s.planSequence}-${s.day}`} className="border-t border-slate-100" data-testid="progress-session" data-record={s.record ? "true" : undefined}>
                <td className="py-1 pr-2">
                  {formatDate(s.date, lang)}
                  <span className="block text-xs text-slate-600">{fmt(t.planDay, { plan: s.planSequence, day: s.day })}</span>
                </td>
                <td className="py-1 pr-2">{fmt(t.bestSet, { reps: s.best.reps, weight: n(s.best.weight) })}</td>
                <td className="py-1 pr-2">
                  {s.best.e1rm !== null ? `${n(s.best.e1rm)} kg` : "–"}
                  {s.record ? (
                    <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800" data-testid="progress-record">
                      <Trophy className="h-3 w-3" aria-hidden="true" />
                      {t.record}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

function WeeklySets({ weekly, lang, H }: { weekly: { sequenceNumber: number; rows: WeeklyMuscleSets[] }; lang: Lang; H: "h2" | "h3" }) {
  const t = progressContent[lang];
  const muscle = (g: string) => (t.muscles as Record<string, string>)[g] ?? g;
  return (
    <section aria-labelledby="progress-weekly" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="progress-weekly">
      <H id="progress-weekly" className="text-xl font-bold text-slate-950">
        {fmt(t.weeklyTitle, { n: weekly.sequenceNumber })}
      </H>
      <p className="mt-1 text-sm text-slate-700">{t.weeklyIntro}</p>
      {weekly.rows.length === 0 ? <p className="mt-3 text-sm text-slate-700">{t.weeklyEmpty}</p> : null}
      {([1, 2] as const).map((week) => {
        const rows = weekly.rows.filter((r) => r.week === week);
        if (rows.length === 0) return null;
        const bars = barChart(rows.map((r) => ({ label: muscle(r.group), done: r.done, planned: r.planned })), { width: 320, rowHeight: 22, labelWidth: 130 });
        return (
          <figure key={week} className="mt-4">
            <figcaption className="text-sm font-bold text-slate-900">
              {fmt(t.week, { n: week })} <span className="font-normal text-slate-600">({t.done} / {t.planned})</span>
            </figcaption>
            <svg viewBox={`0 0 320 ${bars.height}`} className="mt-2 h-auto w-full max-w-xl" role="img" aria-label={rows.map((r) => fmt(t.weeklyRow, { group: muscle(r.group), done: r.done, planned: r.planned })).join("; ")}>
              {bars.rows.map((r) => (
                <g key={r.label} transform={`translate(0 ${r.y})`}>
                  <text x="0" y="14" fontSize="10" fill="#0f172a">
                    {r.label}
                  </text>
                  <rect x="130" y="4" width={r.plannedWidth} height="14" rx="3" fill="#fed7aa" />
                  <rect x="130" y="8" width={r.doneWidth} height="6" rx="2" fill="#c2410c" />
                  <text x="316" y="14" fontSize="10" textAnchor="end" fill="#334155">
                    {r.done}/{r.planned}
                  </text>
                </g>
              ))}
            </svg>
          </figure>
        );
      })}
    </section>
  );
}
