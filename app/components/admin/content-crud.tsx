/**
 * Pieces the Database tab's exercise and injury lists share: the form fetcher with its answer and
 * field errors (client check with the shared schema first, the server's answer as the authority),
 * the filter box, code checkboxes, and the delete confirmation.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Loader2, Search } from "lucide-react";
import type { z } from "zod";
import { validateContent, type ContentErrors } from "~/domain/admin/content-schemas";
import { fmt, useLang } from "~/i18n";
import { adminContentContent, contentIssueText, type ContentKind } from "~/i18n/pages/admin/content";
import type { ContentAnswer } from "~/server/admin/content-actions.server";
import { useFlashToast } from "~/components/auth/session-hooks";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/**
 * A form posting to the list route's own action. `errors` are the client's verdict until the server
 * answers, then the server's; `reset()` forgets both (a dialog opened again starts clean).
 */
export function useContentForm(kind: ContentKind, readForm: (form: FormData) => Record<string, unknown>) {
  const lang = useLang();
  const fetcher = useFetcher<ContentAnswer>({ key: `admin-${kind}-form` });
  const [clientErrors, setClientErrors] = useState<ContentErrors | null>(null);
  // The answer that was already there when the form was (re)opened is not this form's answer.
  const [stale, setStale] = useState<ContentAnswer | undefined>(fetcher.data);
  const answer = fetcher.state === "idle" && fetcher.data !== stale ? fetcher.data : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useFlashToast(answer?.toast);
  useEffect(() => {
    setClientErrors(null);
    // A refusal from the server (e.g. a duplicate name): the field in question gets the focus.
    if (answer && !answer.ok && answer.errors && formRef.current) focusFirstInvalid(formRef.current, answer.errors);
  }, [answer]);

  const check = useCallback(
    <S extends z.ZodType>(event: FormEvent<HTMLFormElement>, schema: S) => {
      const form = event.currentTarget;
      const v = validateContent(schema, readForm(new FormData(form)));
      if (v.ok) {
        setClientErrors({});
        return;
      }
      event.preventDefault();
      setClientErrors(v.errors);
      focusFirstInvalid(form, v.errors);
    },
    [readForm],
  );

  const errors: ContentErrors = clientErrors ?? (answer && !answer.ok ? (answer.errors ?? {}) : {});
  const errorText = (field: string): string | null => {
    const issue = errors[field];
    return issue ? contentIssueText(lang, kind, field, issue) : null;
  };
  const reset = useCallback(() => {
    setClientErrors(null);
    setStale(fetcher.data);
  }, [fetcher.data]);

  return { fetcher, formRef, answer, pending: fetcher.state !== "idle", check, errorText, reset };
}

/** Focuses the first control (in the form's order) whose field has an issue. */
function focusFirstInvalid(form: HTMLFormElement, errors: ContentErrors) {
  const first = Array.from(form.elements).find(
    (el): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) && el.type !== "hidden" && el.name in errors,
  );
  first?.focus();
}

/** aria-invalid and aria-describedby of a control inside a `Field` (whose hint and error carry these ids). */
export function fieldAria(id: string, error: string | null, hint = false) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": cn(hint && `${id}-hint`, error && `${id}-error`) || undefined,
  } as const;
}

/** Case- and accent-insensitive text for the filter ("Übung" is found by "ubung"). */
export function searchKey(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

export function ListFilter({ id, value, onChange, placeholder, shown, total }: { id: string; value: string; onChange: (v: string) => void; placeholder: string; shown: number; total: number }) {
  const lang = useLang();
  const t = adminContentContent[lang].common;
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t.filterLabel}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className="pl-9" autoComplete="off" aria-describedby={`${id}-count`} />
      </div>
      <p id={`${id}-count`} className="text-xs text-slate-600" aria-live="polite">
        {fmt(t.shown, { shown: shown, total: total })}
      </p>
    </div>
  );
}

/** A group of code checkboxes (native, so the form posts them as repeated keys) with 44 px rows. */
export function CodeCheckboxes<C extends string>({
  idPrefix,
  name,
  legend,
  hint,
  codes,
  labels,
  defaultChecked,
  error,
}: {
  idPrefix: string;
  name: string;
  legend: string;
  hint?: string;
  codes: readonly C[];
  labels: Record<C, string>;
  defaultChecked: readonly string[];
  error?: string | null;
}) {
  const describedBy = cn(hint && `${idPrefix}-hint`, error && `${idPrefix}-error`) || undefined;
  return (
    <fieldset className="grid grid-cols-1 gap-1.5" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${idPrefix}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {codes.map((code) => (
          <label key={code} htmlFor={`${idPrefix}-${code}`} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
            <input
              id={`${idPrefix}-${code}`}
              type="checkbox"
              name={name}
              value={code}
              defaultChecked={defaultChecked.includes(code)}
              className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
            />
            {labels[code]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${idPrefix}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A native select with label, hint and error, 44 px high. */
export function SelectField({
  id,
  name,
  label,
  required,
  defaultValue,
  options,
  placeholder,
  error,
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  defaultValue: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  error?: string | null;
}) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-600"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Save and cancel at the foot of a form dialog. */
export function FormButtons({ pending, onCancel, testId }: { pending: boolean; onCancel: () => void; testId: string }) {
  const t = adminContentContent[useLang()].common;
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        {t.cancel}
      </Button>
      <Button type="submit" disabled={pending} data-testid={testId}>
        {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {pending ? t.saving : t.save}
      </Button>
    </div>
  );
}

/**
 * The delete confirmation: a dialog naming the entry, posting `intent=delete` with its id. Closes
 * itself when the server confirms; a refusal leaves it open with the toast saying why.
 */
export function DeleteDialog({ kind, target, onClose, title, text }: { kind: ContentKind; target: { id: string; name: string } | null; onClose: () => void; title: string; text: string }) {
  const t = adminContentContent[useLang()].common;
  const fetcher = useFetcher<ContentAnswer>({ key: `admin-${kind}-delete` });
  const [stale, setStale] = useState<ContentAnswer | undefined>(fetcher.data);
  const answer = fetcher.state === "idle" && fetcher.data !== stale ? fetcher.data : undefined;
  useFlashToast(answer?.toast);
  useEffect(() => {
    if (!answer) return;
    setStale(answer);
    if (answer.ok) onClose();
  }, [answer, onClose]);
  const pending = fetcher.state !== "idle";
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (!open ? onClose() : undefined)} title={title} closeLabel={t.close} className="max-w-md">
      <fetcher.Form method="post" className="grid grid-cols-1 gap-5" data-testid={`${kind}-delete-form`}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={target?.id ?? ""} />
        <p className="text-sm text-slate-700">{fmt(text, { name: target?.name ?? "" })}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={pending} data-testid={`${kind}-delete-confirm`}>
            {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {pending ? t.deleting : t.delete}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{children}</p>;
}
