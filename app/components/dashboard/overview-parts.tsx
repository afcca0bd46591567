/** Building blocks of the dashboard overview's cards. */
import type { ReactNode } from "react";

export function StatusBadge({ tone, children }: { tone: "success" | "pending"; children: ReactNode }) {
  return (
    <span
      className={
        tone === "success"
          ? "inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900"
          : "inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900"
      }
    >
      {children}
    </span>
  );
}

export function Card({ title, icon, children, testId }: { title: string; icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <section className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-brand-700">{icon}</span>
        {title}
      </h2>
      <div className="mt-4 flex flex-1 flex-col gap-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

export function Facts({ items }: { items: Array<{ label: string; value: ReactNode; testId?: string }> }) {
  return (
    <dl className="grid gap-2">
      {items.map((item) => (
        <div key={item.label} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 border-b border-slate-100 pb-2 last:border-0">
          <dt className="text-slate-600">{item.label}</dt>
          <dd className="font-semibold text-slate-900" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

