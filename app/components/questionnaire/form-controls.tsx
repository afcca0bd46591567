/**
 * Form controls of the member forms: native inputs (they work before hydration and submit without
 * JavaScript), each with its label, required marker, hint, counter and error wired together through
 * aria-describedby. Errors are plain text next to the field; the form shows one summary alert.
 */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const control =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 " +
  "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40 " +
  "read-only:bg-slate-100 read-only:text-slate-700 aria-[invalid=true]:border-red-600";

export function describedBy(...ids: Array<string | null | undefined | false>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}

export function RequiredMark({ srText }: { srText: string }) {
  return (
    <>
      <span className="ml-0.5 text-red-700" aria-hidden="true">
        *
      </span>
      <span className="sr-only"> ({srText})</span>
    </>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700" data-field-error>
      {message}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: ReactNode;
  required?: boolean;
  requiredSr: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}

export function TextField({ id, label, required, requiredSr, hint, error, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark srText={requiredSr} /> : null}
      </label>
      <input
        id={id}
        className={cn(control, "h-11")}
        aria-invalid={error ? true : undefined}
        aria-required={required && !input.readOnly ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "value"> {
  id: string;
  label: ReactNode;
  value: string;
  max: number;
  /** Length as the server measures it (defaults to the raw length). */
  length?: number;
  optionalText?: string;
  error?: string | null;
  className?: string;
}

export function TextAreaField({ id, label, value, max, length, optionalText, error, className, ...textarea }: TextAreaFieldProps) {
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optionalText ? <span className="ml-1 font-normal text-slate-600">({optionalText})</span> : null}
      </label>
      <textarea
        id={id}
        value={value}
        className={cn(control, "min-h-24")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(counterId, error && errorId)}
        {...textarea}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldError id={errorId} message={error} />
        <CharCounterLength id={counterId} length={length ?? value.length} max={max} />
      </div>
    </div>
  );
}

/** Characters used of the limit (like the shared CharCounter, but fed with the server's measure). */
function CharCounterLength({ id, length, max }: { id: string; length: number; max: number }) {
  const remaining = max - length;
  return (
    <p
      id={id}
      className={cn("ml-auto shrink-0 text-right text-xs tabular-nums", remaining < 0 ? "font-semibold text-red-700" : remaining < 50 ? "text-orange-700" : "text-slate-600")}
    >
      {length}/{max}
    </p>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  id: string;
  name: string;
  type: "radio" | "checkbox";
  legend: ReactNode;
  options: ChoiceOption[];
  value: string | string[];
  onChange: (value: string | string[]) => void;
  required?: boolean;
  requiredSr: string;
  hint?: ReactNode;
  error?: string | null;
  columns?: 1 | 2 | 3 | 4;
  className?: string;
}

const COLUMNS = {
  1: "grid-cols-1",
  2: "grid-cols-1 sm:grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-3",
  4: "grid-cols-2 sm:grid-cols-4",
} as const;

/** A radio group (one answer) or a checkbox group (several answers) as a fieldset with a legend. */
export function ChoiceGroup({ id, name, type, legend, options, value, onChange, required, requiredSr, hint, error, columns = 2, className }: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const selected = Array.isArray(value) ? value : [value];
  const toggle = (code: string, checked: boolean) => {
    if (type === "radio") onChange(code);
    else onChange(checked ? [...selected.filter((v) => v !== code), code] : selected.filter((v) => v !== code));
  };
  return (
    <fieldset id={id} className={cn("grid gap-2", className)} aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
        {required ? <RequiredMark srText={requiredSr} /> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={cn("grid gap-2", COLUMNS[columns])}>
        {options.map((o) => {
          const optionId = `${id}-${o.value}`;
          const checked = selected.includes(o.value);
          return (
            <label
              key={o.value}
              htmlFor={optionId}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm text-slate-800 transition-colors",
                "hover:border-brand-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                checked ? "border-brand-600 bg-brand-50 font-medium text-slate-900" : error ? "border-red-300 bg-white" : "border-slate-300 bg-white",
              )}
            >
              <input
                id={optionId}
                type={type}
                name={name}
                value={o.value}
                checked={checked}
                onChange={(e) => toggle(o.value, e.target.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="h-4 w-4 shrink-0 accent-brand-600 focus:outline-none"
              />
              <span>{o.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  options: ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  required?: boolean;
  requiredSr: string;
  error?: string | null;
  className?: string;
}

/** A native select (keyboard and screen-reader friendly on every device). */
export function SelectField({ id, name, label, options, value, onChange, placeholder, required, requiredSr, error, className }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark srText={requiredSr} /> : null}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(control, "h-11 pr-8 read-only:bg-white read-only:text-slate-900")}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A required consent box with its hint and error. */
export function CheckboxField({
  id,
  name,
  label,
  hint,
  checked,
  onChange,
  error,
  testId,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
  testId: string;
}) {
  return (
    <div
      className="grid gap-1.5 rounded-lg border border-amber-200 bg-amber-50 p-3"
      data-testid={testId}
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""]
            .filter(Boolean)
            .join(" ")}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
        />
        <div className="text-sm text-slate-800">
          <label htmlFor={id} className="font-medium">
            {label}
            <span className="ml-0.5 text-red-700" aria-hidden="true">
              *
            </span>
          </label>
          <p id={`${id}-hint`} className="mt-1 text-slate-600">
            {hint}
          </p>
        </div>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          className="text-sm font-medium text-red-700"
          data-field-error
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A titled card of the form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
