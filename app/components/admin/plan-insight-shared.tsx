/**
 * What the plan's dialogs share: loading one kind of details from the resource route with a fetcher,
 * the loading and error states, and number formats.
 */
import { useEffect, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { AlertTriangle, Loader2 } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { localizedPath, type Lang } from "~/i18n/config";
import { planInsightsContent, type PlanInsightsText } from "~/i18n/pages/admin/plan-insights";
import type { PlanDetailsAnswer, PlanInsightKind } from "~/server/admin/plan-insights.server";
import { cn } from "~/lib/cn";
import { formatNumber, pluralOf } from "~/i18n/format";

export interface PlanInsightProps {
  planId: string;
  sequenceNumber: number;
  /** The opening button's own label and look (the plan list's rows: short text, named plan). */
  trigger?: { text: string; ariaLabel: string; className?: string };
}

export function usePlanInsightsText(): PlanInsightsText {
  return planInsightsContent[useLang()];
}

export function planDetailsPath(lang: Lang, planId: string, kind: PlanInsightKind): string {
  return localizedPath(lang, `admin/plaene/${encodeURIComponent(planId)}/details/${kind}`);
}

type DataOf<K extends PlanInsightKind> = Extract<PlanDetailsAnswer, { ok: true; kind: K }>["data"];

export type InsightState<K extends PlanInsightKind> =
  | { status: "loading" }
  | { status: "error"; error: "not-found" | "error" | "network" }
  | { status: "loaded"; data: DataOf<K> };

/**
 * Loads `kind` for the plan with a fetcher whenever `active` turns true (a dialog opening, a panel
 * mounting), so every opening shows the current state of the plan.
 */
export function usePlanInsight<K extends PlanInsightKind>(kind: K, planId: string, active: boolean): InsightState<K> {
  const lang = useLang();
  const fetcher = useFetcher<PlanDetailsAnswer>();
  const { load } = fetcher;
  useEffect(() => {
    if (active) void load(planDetailsPath(lang, planId, kind));
  }, [active, lang, planId, kind, load]);
  const answer = fetcher.data;
  if (fetcher.state !== "idle" || !answer) return { status: "loading" };
  if (!answer.ok) return { status: "error", error: answer.error };
  if (answer.kind !== kind || answer.data.planId !== planId) return { status: "loading" };
  return { status: "loaded", data: answer.data as DataOf<K> };
}

export function LoadingText({ children }: { children?: ReactNode }) {
  const t = usePlanInsightsText();
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700" data-testid="insight-loading">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      {children ?? t.loading}
    </p>
  );
}

export function ErrorText({ children, testId = "insight-error" }: { children: ReactNode; testId?: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900" data-testid={testId}>
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

export function Notice({ tone = "info", children, testId }: { tone?: "info" | "warning" | "success"; children: ReactNode; testId?: string }) {
  return (
    <p
      className={cn(
        "rounded-lg border p-3 text-sm",
        tone === "warning" && "border-amber-300 bg-amber-50 text-amber-950",
        tone === "success" && "border-emerald-200 bg-emerald-50 text-emerald-950",
        tone === "info" && "border-slate-200 bg-slate-50 text-slate-800",
      )}
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/** The singular or plural form of a text for n, filled with n and the other values. */
export function plural(lang: Lang, n: number, forms: { one: string; other: string }, values: Record<string, string | number> = {}): string {
  return fmt(pluralOf(lang, n, forms), { n, ...values });
}

export function formatKg(lang: Lang, t: PlanInsightsText, kg: number | null | undefined): string {
  return kg === null || kg === undefined || !Number.isFinite(kg) || kg <= 0 ? t.notAvailable : fmt(t.kg, { n: formatNumber(kg, lang) });
}

/** One done set: "10 × 40 kg", "10 Wdh." without a weight, "N/A × 40 kg" without reps. */
export function setValue(lang: Lang, t: PlanInsightsText, reps: string | null, weight: number | null | undefined): string {
  const r = reps?.trim() || t.notAvailable;
  return weight && weight > 0 ? `${r} × ${formatKg(lang, t, weight)}` : /^\d+([.,]\d+)?$/.test(r) ? fmt(t.reps, { reps: r }) : r;
}

export function dayLabel(t: PlanInsightsText, day: number, title: string | null): string {
  const clean = title?.replace(new RegExp(`^(?:Tag|Day)\\s*${day}\\s*[-–—:]?\\s*`, "i"), "").trim();
  return clean ? fmt(t.dayTitle, { n: day, title: clean }) : fmt(t.day, { n: day });
}
