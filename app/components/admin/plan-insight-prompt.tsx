/**
 * The API prompt dialog (spec part 2 §2.5): tabs API Prompt, Phase 1 Protection and — for plan 1 —
 * Week 1+2 Quality Gates. Loads when opened; the gate rows read "wird geprüft…" until the results
 * of the current content arrive.
 */
import { useState } from "react";
import { CheckCircle2, Copy, Loader2, ShieldCheck, XCircle } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import type { Lang } from "~/i18n/config";
import type { PlanInsightsText } from "~/i18n/pages/admin/plan-insights";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Tabs } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast-store";
import { GATE_IDS, type GateId } from "~/domain/plan/types";
import { qualityChecksContent } from "~/i18n/pages/admin/quality-checks";
import { checkText } from "./check-text";
import { gateDetailText, joinList } from "./gate-text";
import type { PromptInsight } from "~/server/admin/plan-insights.server";
import { cn } from "~/lib/cn";
import { ErrorText, LoadingText, Notice, plural, usePlanInsight, usePlanInsightsText, type InsightState, type PlanInsightProps } from "./plan-insight-shared";
import { formatNumber, formatPercent } from "~/i18n/format";

export function PlanPromptButton({ planId, sequenceNumber, trigger }: PlanInsightProps) {
  const t = usePlanInsightsText();
  const [open, setOpen] = useState(false);
  const state = usePlanInsight("prompt", planId, open);
  const tabs = [
    { value: "prompt", label: t.prompt.tabs.prompt, content: <PromptTab state={state} /> },
    { value: "protection", label: t.prompt.tabs.protection, content: <ProtectionTab state={state} /> },
    ...(sequenceNumber === 1 ? [{ value: "gates", label: t.prompt.tabs.gates, content: <GatesTab state={state} /> }] : []),
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" className={trigger?.className ?? "max-sm:w-full"} aria-label={trigger?.ariaLabel} data-testid="plan-prompt-open">
          {trigger?.text ?? t.prompt.button}
        </Button>
      }
      title={t.prompt.title}
      description={t.prompt.description}
      closeLabel={t.close}
      className="max-w-4xl"
    >
      <div data-testid="plan-prompt-dialog" data-state={state.status}>
        <Tabs defaultValue="prompt" label={t.prompt.tabsLabel} tabs={tabs} className="[&_[role=tab]]:min-h-11 [&_[role=tablist]]:flex-col sm:[&_[role=tablist]]:flex-row" />
      </div>
    </Dialog>
  );
}

/** Loading / error for the prompt's tabs: 'Prompt konnte nicht gefunden werden.' or 'Fehler beim Laden des API-Prompts.' */
function PromptStateText({ state }: { state: Exclude<InsightState<"prompt">, { status: "loaded" }> }) {
  const t = usePlanInsightsText();
  if (state.status === "loading") return <LoadingText />;
  return <ErrorText>{state.error === "not-found" ? t.prompt.notFound : t.prompt.loadError}</ErrorText>;
}

function percent(lang: Lang, ratio: number): string {
  return formatPercent(ratio, lang, 1);
}

function PromptTab({ state }: { state: InsightState<"prompt"> }) {
  const lang = useLang();
  const t = usePlanInsightsText();
  if (state.status !== "loaded") return <PromptStateText state={state} />;
  const p = state.data;
  if (p.text === null) return <ErrorText>{t.prompt.notFound}</ErrorText>;
  const text = p.text;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t.prompt.copied, variant: "success" });
    } catch {
      toast({ title: t.prompt.copyErrorTitle, description: t.prompt.copyError, variant: "destructive" });
    }
  };
  const generator = fmt(t.prompt.generators[p.generator] ?? p.generator, { model: p.model ?? "—" });
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="prompt-tab">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">{t.prompt.name}</dt>
        <dd className="break-words text-slate-900" data-testid="prompt-name">
          {t.prompt.names[p.promptName]}
        </dd>
        <dt className="font-medium text-slate-600">{t.prompt.source}</dt>
        <dd className="text-slate-900">{t.prompt.sources[p.source]}</dd>
        <dt className="font-medium text-slate-600">{t.prompt.generator}</dt>
        <dd className="text-slate-900">{generator}</dd>
        <dt className="font-medium text-slate-600">{t.prompt.hash}</dt>
        <dd>
          <code className="rounded bg-slate-100 px-2 py-1 font-mono text-slate-900" title={fmt(t.prompt.hashFull, { hash: p.hash ?? "" })} data-testid="prompt-hash">
            {p.shortHash}
          </code>
        </dd>
        {p.length ? (
          <>
            <dt className="font-medium text-slate-600">{t.prompt.length}</dt>
            <dd className="text-slate-900">
              {fmt(t.prompt.lengthValue, {
                assembled: formatNumber(p.length.assembled, lang),
                template: formatNumber(p.length.template, lang),
                percent: percent(lang, p.length.ratio),
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {p.hashMatches === false ? <Notice tone="warning">{t.prompt.hashMismatch}</Notice> : null}
      {p.length ? (
        p.length.ok ? (
          <Notice tone="success" testId="prompt-ratio-ok">
            {fmt(t.prompt.lengthOk, { min: percent(lang, p.length.minRatio) })} {fmt(t.prompt.templateNote, { name: p.promptName })}
          </Notice>
        ) : (
          <Notice tone="warning" testId="prompt-ratio-warning">
            {t.prompt.ratioWarning} {fmt(t.prompt.templateNote, { name: p.promptName })}
          </Notice>
        )
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-bold text-slate-900" id="prompt-text-label">
          {t.prompt.textLabel}
        </h3>
        <Button variant="outline" onClick={() => void copy()} data-testid="prompt-copy">
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t.prompt.copy}
        </Button>
      </div>
      <pre
        tabIndex={0}
        aria-labelledby="prompt-text-label"
        className="max-h-[50vh] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed text-slate-900"
        data-testid="prompt-text"
      >
        {text}
      </pre>
    </div>
  );
}

// size: one tab's markup, read top to bottom
function ProtectionTab({ state }: { state: InsightState<"prompt"> }) {
  const lang = useLang();
  const t = usePlanInsightsText();
  if (state.status !== "loaded") return <PromptStateText state={state} />;
  const p = state.data.protection;
  if (!p) return <Notice tone="warning">{t.protection.noQuestionnaire}</Notice>;
  const tp = t.protection;
  const braces = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(", ");
  return (
    <div className="grid grid-cols-1 gap-6" data-testid="protection-tab">
      <section aria-labelledby="protection-anonym" className="grid grid-cols-1 gap-2">
        <h3 id="protection-anonym" className="flex items-center gap-2 text-base font-bold text-slate-900">
          <ShieldCheck className="h-5 w-5 text-emerald-700" aria-hidden="true" />
          {tp.anonymTitle}
        </h3>
        <p className="text-sm text-slate-700">{tp.anonymIntro}</p>
        <ul className="grid grid-cols-1 gap-1 text-sm text-slate-800">
          <li>{p.removedPlaceholders.length > 0 ? fmt(tp.removed, { list: braces(p.removedPlaceholders) }) : tp.removedNone}</li>
          <li className="break-words">{fmt(tp.neverFilled, { list: braces(p.personalPlaceholders) })}</li>
          <li>{p.redactions > 0 ? plural(lang, p.redactions, tp.redactions) : tp.redactionsNone}</li>
          {p.unknownPlaceholders.length > 0 ? <li>{fmt(tp.unknown, { list: braces(p.unknownPlaceholders) })}</li> : null}
        </ul>
        {p.leaks.length > 0 ? (
          <ErrorText testId="protection-leaks">{fmt(tp.leaks, { list: joinList(lang, p.leaks.map((f) => tp.leakFields[f])) })}</ErrorText>
        ) : (
          <Notice tone="success" testId="protection-no-leaks">
            {tp.leaksOk}
          </Notice>
        )}
        <details className="text-sm text-slate-800">
          <summary className="cursor-pointer py-3 font-medium text-slate-900">{fmt(tp.sent, { n: p.sentPlaceholders.length })}</summary>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {p.sentPlaceholders.map((name) => (
              <li key={name} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-800">
                {t.placeholders[name.toLowerCase()] ?? name}
              </li>
            ))}
          </ul>
        </details>
      </section>

      <section aria-labelledby="protection-health" className="grid grid-cols-1 gap-3">
        <h3 id="protection-health" className="text-base font-bold text-slate-900">
          {tp.healthTitle}
        </h3>
        {p.healthText ? (
          <blockquote className="border-l-4 border-slate-300 pl-3 text-sm text-slate-800">
            <span className="block text-xs font-medium text-slate-600">{tp.healthText}</span>
            <span className="whitespace-pre-wrap break-words" data-testid="protection-health-text">
              {p.healthText}
            </span>
          </blockquote>
        ) : (
          <p className="text-sm text-slate-700">{tp.healthNone}</p>
        )}
        {p.healthText && p.injuries.length === 0 ? <Notice tone="warning">{tp.noMatch}</Notice> : null}
        {p.injuries.length > 0 && !p.injuryNotesInTemplate ? <Notice tone="warning">{tp.notesMissing}</Notice> : null}
        {p.injuries.length > 0 ? (
          <>
            <p className="text-sm font-medium text-slate-900">{fmt(tp.matched, { n: p.injuries.length })}</p>
            <ul className="grid grid-cols-1 gap-3" data-testid="protection-injuries">
              {p.injuries.map((injury) => (
                <li key={injury.name} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="font-semibold text-slate-900">{lang === "en" ? injury.nameEn : injury.name}</p>
                  <dl className="mt-2 grid grid-cols-1 gap-1.5 text-slate-800">
                    <div>
                      <dt className="inline font-semibold">{tp.adjustments}: </dt>
                      <dd className="inline">{injury.recommendedAdjustments}</dd>
                    </div>
                    {injury.avoidTags.length > 0 ? (
                      <div>
                        <dt className="inline font-semibold">{tp.avoid}: </dt>
                        <dd className="inline">{injury.avoidTags.map((tag) => t.stressTags[tag]).join(", ")}</dd>
                      </div>
                    ) : null}
                    {injury.exclusions.length > 0 ? (
                      <div>
                        <dt className="inline font-semibold">{tp.exclusions}: </dt>
                        <dd className="inline">{injury.exclusions.join(", ")}</dd>
                      </div>
                    ) : null}
                    {injury.relevantExercises.length > 0 ? (
                      <div>
                        <dt className="inline font-semibold">{tp.relevant}: </dt>
                        <dd className="inline">{injury.relevantExercises.join(", ")}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {injury.excludedExercises.length > 0 ? (
                    <details className="mt-1">
                      <summary className="cursor-pointer py-3 font-medium text-slate-900">
                        {plural(lang, injury.excludedExercises.length, tp.excludedCount)}
                      </summary>
                      <p className="text-slate-700">{injury.excludedExercises.join(", ")}</p>
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="text-sm text-slate-700">{fmt(tp.offered, { usable: p.usableExercises, excluded: p.excludedExercises })}</p>
            {p.violations.length === 0 ? (
              <Notice tone="success" testId="protection-no-violations">
                {tp.violationsNone}
              </Notice>
            ) : (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900" data-testid="protection-violations">
                <p className="font-medium">{tp.violations}</p>
                <ul className="mt-1 list-disc pl-5">
                  {p.violations.map((v) => (
                    <li key={`${v.exercise}-${v.injury}`}>
                      {fmt(tp.violation, { exercise: v.exercise, days: v.days.map((d) => fmt(t.day, { n: d })).join(", "), injury: v.injury })}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        ) : null}
      </section>
    </div>
  );
}

/* ───────────────────────────── gates ───────────────────────────── */

function GateState({ passed, t }: { passed: boolean; t: PlanInsightsText }) {
  return passed ? (
    <span className="inline-flex items-center gap-1 font-semibold text-emerald-800">
      <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
      {t.gates.passed}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 font-semibold text-red-800">
      <XCircle className="h-4 w-4" aria-hidden="true" />
      {t.gates.failed}
    </span>
  );
}

/** The coach checks beside the six gates: fit (days, session time, weekly sets, core) and safety. */
function ChecksList({ gates }: { gates: Extract<NonNullable<PromptInsight["gates"]>, { status: "checked" }> }) {
  const lang = useLang();
  const t = usePlanInsightsText();
  const c = qualityChecksContent[lang];
  return (
    <section aria-labelledby="checks-title" className="grid grid-cols-1 gap-2" data-testid="checks-tab">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="checks-title" className="text-base font-bold text-slate-900">
          {c.title}
        </h3>
        <p className={cn("text-sm font-semibold", gates.allChecksPassed ? "text-emerald-800" : "text-red-800")} data-testid="checks-score">
          {fmt(c.score, { passed: gates.checksPassed, total: gates.checksTotal })}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-2">
        {gates.checks.map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="check-row" data-gate={r.id} data-state={r.passed ? "passed" : "failed"}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">
                {c.names[r.id]} <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{c.kinds[r.kind]}</span>
              </p>
              <GateState passed={r.passed} t={t} />
            </div>
            <p className="mt-1 text-xs text-slate-600">{c.rules[r.id]}</p>
            <p className={cn("mt-1.5 break-words", r.passed ? "text-slate-800" : "text-red-900")}>
              {checkText(lang, r)}
              {r.storedPassed !== null && r.storedPassed !== r.passed ? (
                <span className="block text-xs text-slate-600">{fmt(t.gates.storedDiffers, { state: r.storedPassed ? t.gates.passed : t.gates.failed })}</span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GatesTab({ state }: { state: InsightState<"prompt"> }) {
  const lang = useLang();
  const t = usePlanInsightsText();
  if (state.status === "error") return <PromptStateText state={state} />;
  const gates: PromptInsight["gates"] = state.status === "loaded" ? state.data.gates : null;
  if (state.status === "loaded" && gates?.status !== "checked") return <Notice tone="warning">{t.gates.noQuestionnaire}</Notice>;
  const results = gates?.status === "checked" ? gates.results : null;
  const byId = (id: GateId) => results?.find((r) => r.id === id);
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="gates-tab">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-bold text-slate-900" data-testid="gates-score" aria-live="polite">
          {gates?.status === "checked" ? fmt(t.gates.score, { n: gates.passed, total: gates.total }) : t.gates.checking}
        </p>
        <p className="text-sm text-slate-700">{t.gates.requirement}</p>
      </div>
      <ul className="grid grid-cols-1 gap-2">
        {GATE_IDS.map((id) => {
          const r = byId(id);
          return (
            <li key={id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="gate-row" data-gate={id} data-state={r ? (r.passed ? "passed" : "failed") : "checking"}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">{t.gates.names[id]}</p>
                {r ? (
                  <GateState passed={r.passed} t={t} />
                ) : (
                  <span className="inline-flex items-center gap-1 text-slate-700">
                    <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                    {t.gates.checking}
                  </span>
                )}
              </div>
              <p className="mt-1 text-xs text-slate-600">{t.gates.rules[id]}</p>
              {r ? (
                <p className={cn("mt-1.5 break-words", r.passed ? "text-slate-800" : "text-red-900")}>
                  {gateDetailText(lang, t, r)}
                  {r.storedPassed !== null && r.storedPassed !== r.passed ? (
                    <span className="block text-xs text-slate-600">{fmt(t.gates.storedDiffers, { state: r.storedPassed ? t.gates.passed : t.gates.failed })}</span>
                  ) : null}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {gates?.status === "checked" ? <ChecksList gates={gates} /> : null}
      {gates?.status === "checked" ? (
        <Notice tone={gates.allPassed ? "success" : "warning"} testId="gates-verdict">
          {gates.allPassed ? t.gates.allPassed : t.gates.notAllPassed} {t.gates.current}
        </Notice>
      ) : null}
    </div>
  );
}
