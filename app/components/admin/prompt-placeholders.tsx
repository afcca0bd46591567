/**
 * The placeholders a prompt may use (`PROMPT_PLACEHOLDERS`), each marked present or missing in the
 * current text, plus the unknown and personal-data placeholders the assembler leaves empty.
 */
import { useMemo } from "react";
import { CircleDashed, CircleCheck } from "lucide-react";
import { PROMPT_PLACEHOLDERS, templatePlaceholders } from "~/domain/plan/prompts";
import { fmt, useLang } from "~/i18n";
import { adminPromptsContent } from "~/i18n/pages/admin/prompts";
import { cn } from "~/lib/cn";

export function PromptPlaceholders({ content, week3, removed, unknown }: { content: string; week3: boolean; removed: string[]; unknown: string[] }) {
  const t = adminPromptsContent[useLang()].placeholders;
  const used = useMemo(() => new Set(templatePlaceholders(content).map((n) => n.toLowerCase())), [content]);
  return (
    <section aria-labelledby="prompt-placeholders-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="prompt-placeholders">
      <h3 id="prompt-placeholders-title" className="text-base font-semibold text-slate-950">
        {t.title}
      </h3>
      <p className="mt-2 text-sm text-slate-700">{t.intro}</p>
      {unknown.length > 0 ? (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 [overflow-wrap:anywhere]" data-testid="prompt-unknown-placeholders">
          {fmt(t.unknown, { list: unknown.map((n) => `{{${n}}}`).join(", ") })}
        </p>
      ) : null}
      {removed.length > 0 ? (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 [overflow-wrap:anywhere]" data-testid="prompt-personal-placeholders">
          {fmt(t.personal, { list: removed.map((n) => `{{${n}}}`).join(", ") })}
        </p>
      ) : null}
      <ul className="mt-3 grid grid-cols-1 gap-1.5">
        {PROMPT_PLACEHOLDERS.map((name) => {
          const present = used.has(name);
          // The history exists only for follow-up plans: in the first plan's prompt it is not expected.
          const optional = name === "previous_plans" && !week3;
          return (
            <li key={name} className="flex items-start gap-2 text-sm" data-testid={`placeholder-${name}`} data-present={present ? "true" : "false"}>
              {present ? (
                <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : (
                <CircleDashed className={cn("mt-0.5 h-4 w-4 shrink-0", optional ? "text-slate-400" : "text-amber-700")} aria-hidden="true" />
              )}
              <span className="min-w-0">
                <code className="break-all font-mono text-xs text-slate-900">{`{{${name}}}`}</code>
                <span className="text-slate-600"> – {t.descriptions[name]}</span>
                <span className={cn("ml-1 text-xs font-medium", present ? "text-emerald-800" : optional ? "text-slate-500" : "text-amber-800")}>
                  ({present ? t.present : optional ? t.unusedHere : t.missing})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
