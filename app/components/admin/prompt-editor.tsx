/**
 * One prompt editor (spec part 2 §2.5): a large text area saved by name through the route's action,
 * the live 85 % check (§5/§9) on a realistic sample, and the placeholders the template uses.
 * The typed text lives in this component's state, so a refused save never loses it.
 */
import { useDeferredValue, useMemo, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import { CONTENT_LIMITS, promptSchema, validateContent } from "~/domain/admin/content-schemas";

import { assemblePrompt, DEFAULT_PROMPTS, MIN_PROMPT_RATIO, type PromptInput } from "~/domain/plan/prompts";
import { fmt, useLang } from "~/i18n";
import { adminPromptsContent } from "~/i18n/pages/admin/prompts";
import type { PromptAnswer, StoredPrompt } from "~/server/admin/prompts.server";
import { useFlashToast } from "~/components/auth/session-hooks";
import { Button } from "~/components/ui/button";
import { Field, Textarea } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { PromptPlaceholders } from "./prompt-placeholders";
import { formatCount, formatDateTime } from "~/i18n/format";

type Issue = Extract<PromptAnswer, { ok: false }>["issue"];

// size: one editor form with its preview and placeholder list
export function PromptEditor({ prompt, sample }: { prompt: StoredPrompt; sample: PromptInput }) {
  const lang = useLang();
  const t = adminPromptsContent[lang];
  const texts = t.prompts[prompt.name];
  const fetcher = useFetcher<PromptAnswer>();
  const pending = fetcher.state !== "idle";
  const [content, setContent] = useState(prompt.content);
  const [clientIssue, setClientIssue] = useState<Issue>(null);
  // The server's verdict on a refused save, until the text is edited again.
  const [editedAfter, setEditedAfter] = useState<PromptAnswer | undefined>(undefined);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useFlashToast(fetcher.data?.toast);

  // The check runs on a deferred copy, so typing stays smooth in a long template.
  const deferred = useDeferredValue(content);
  const assembled = useMemo(() => assemblePrompt(deferred, sample), [deferred, sample]);
  const dirty = content !== prompt.content;
  const answer = fetcher.state === "idle" && fetcher.data !== editedAfter ? fetcher.data : undefined;
  const serverIssue = answer && !answer.ok ? answer.issue : null;
  const issue = clientIssue ?? serverIssue;
  const issueText = issue ? fmt(t.issues[issue], { max: formatCount(CONTENT_LIMITS.promptMax, lang) }) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const v = validateContent(promptSchema, { content });
    if (v.ok) {
      setClientIssue(null);
      return;
    }
    event.preventDefault();
    setClientIssue(v.errors.content === "required" || v.errors.content === "tooLong" ? v.errors.content : "invalid");
    textarea.current?.focus();
  }

  const ratioPercent = formatCount(Math.round(assembled.protection.ratio * 100), lang);
  const belowLimit = assembled.protection.ratio < MIN_PROMPT_RATIO;
  const isWeek3 = prompt.name === "training_plan_generation_week3";

  return (
    <section aria-labelledby="prompt-title" data-testid="prompt-editor" data-prompt={prompt.name}>
      <div className="mb-4">
        <h2 id="prompt-title" className="text-xl font-bold text-slate-950">
          {texts.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{texts.intro}</p>
        <p className="mt-2 text-sm text-slate-600" data-testid="prompt-updated">
          {prompt.updatedAt ? fmt(t.lastSaved, { date: formatDateTime(prompt.updatedAt, lang) }) : t.fromDefault}
        </p>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid grid-cols-1 min-w-0 content-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          {/* Above the text area (which scrolls inside itself), so the verdict stays in view while typing. */}
          <div
            data-testid="prompt-ratio"
            data-below={belowLimit ? "true" : "false"}
            className={cn("rounded-lg border p-3 text-sm", belowLimit ? "border-amber-300 bg-amber-50 text-amber-950" : "border-emerald-200 bg-emerald-50 text-emerald-950")}
          >
            {/* Only the verdict is a live region: the figures change with every keystroke. */}
            <p role="status" className="flex items-start gap-2 font-semibold">
              {belowLimit ? <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> : <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />}
              <span data-testid="prompt-ratio-verdict">{belowLimit ? t.check.warning : t.check.ok}</span>
            </p>
            <p className="mt-1">
              {fmt(t.check.ratio, {
                assembled: formatCount(assembled.protection.assembledLength, lang),
                template: formatCount(assembled.protection.templateLength, lang),
                ratio: ratioPercent,
              })}
            </p>
          </div>

          <Field id="prompt-content" label={t.editorLabel} error={issueText}>
            <Textarea
              ref={textarea}
              id="prompt-content"
              name="content"
              value={content}
              onChange={(event) => {
                setContent(event.target.value);
                setClientIssue(null);
                setEditedAfter(fetcher.data);
              }}
              rows={24}
              aria-invalid={issue ? true : undefined}
              aria-describedby={cn(issue && "prompt-content-error", "prompt-meta")}
              className="min-h-[24rem] font-mono text-sm leading-relaxed"
              data-testid="prompt-content"
            />
          </Field>
          <p id="prompt-meta" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span>{fmt(t.characters, { n: formatCount(content.length, lang) })}</span>
            {dirty ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900" data-testid="prompt-dirty">
                {t.unsaved}
              </span>
            ) : null}
          </p>

          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button type="submit" disabled={pending} data-testid="prompt-save">
              {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {pending ? t.saving : t.save}
            </Button>
            <Button variant="outline" disabled={!dirty || pending} onClick={() => setContent(prompt.content)} data-testid="prompt-discard">
              {t.discard}
            </Button>
            <Button
              variant="ghost"
              disabled={pending || content === DEFAULT_PROMPTS[prompt.name]}
              onClick={() => setContent(DEFAULT_PROMPTS[prompt.name])}
              aria-describedby="prompt-default-hint"
            >
              {t.insertDefault}
            </Button>
          </div>
          <p id="prompt-default-hint" className="text-xs text-slate-600">
            {t.insertDefaultHint}
          </p>
        </fetcher.Form>

        <aside className="grid min-w-0 grid-cols-1 content-start gap-6">
          <section aria-labelledby="prompt-check-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h3 id="prompt-check-title" className="text-base font-semibold text-slate-950">
              {t.check.title}
            </h3>
            <p className="mt-2 text-sm text-slate-700">{t.check.explanation}</p>
            <p className="mt-2 text-xs text-slate-600">
              {fmt(isWeek3 ? t.check.sampleWithHistory : t.check.sample, { n: formatCount(sample.exerciseNames.length, lang) })}
            </p>
            <details className="mt-3">
              <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700">{t.check.preview}</summary>
              <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-3 text-xs text-slate-800" data-testid="prompt-preview">
                {assembled.text}
              </pre>
            </details>
          </section>
          <PromptPlaceholders content={deferred} week3={isWeek3} removed={assembled.removedPlaceholders} unknown={assembled.unknownPlaceholders} />
        </aside>
      </div>
    </section>
  );
}
