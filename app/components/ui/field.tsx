import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const control =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 " +
  "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40 " +
  "disabled:bg-slate-100 read-only:bg-slate-50 aria-[invalid=true]:border-red-600";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(control, "h-11", className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(control, "min-h-24", className)} {...props} />;
});

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error message wired together for assistive technology. */
export function Field({ id, label, required, error, hint, children, className }: FieldProps) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Remaining-characters counter for limited text fields. */
export function CharCounter({ value, max, id, warnBelow = 50 }: { value: string; max: number; id?: string; warnBelow?: number }) {
  const remaining = max - value.length;
  return (
    <p id={id} className={cn("text-right text-xs", remaining < 0 ? "text-red-700" : remaining < warnBelow ? "text-orange-700" : "text-slate-600")} aria-live="polite">
      {value.length}/{max}
    </p>
  );
}
