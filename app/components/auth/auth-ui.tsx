/** Building blocks of the account screens: the card layout, labelled fields, password input, alerts. */
import { useCallback, useEffect, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { Eye, EyeOff, Loader2 } from "lucide-react";
import { Field, Input } from "~/components/ui/field";
import { Button, type ButtonProps } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useLang } from "~/i18n";
import { authFormContent, type AuthFormMessages } from "~/i18n/pages/auth-forms";
import { formValues, validate, type FieldErrors, type FieldIssue, type FormSchema } from "~/domain/auth/form-checks";
import type * as AuthSchemas from "~/domain/auth/validation";
import { lazyModule, prefetch, submitChecked } from "~/lib/lazy-module";

/**
 * The texts these building blocks and the second-factor section need (./auth-forms.ts), without the
 * sign-in pages' (use-auth-text.ts): the dashboard's profile tab loads only these (decision 0055).
 */
export function useAuthFormText(): AuthFormMessages {
  return authFormContent[useLang()];
}

export function AuthCard({
  title,
  intro,
  children,
  footer,
  icon,
  testId,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16" data-testid={testId}>
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
        <h1 className="hyphens-auto break-words text-center text-xl font-extrabold tracking-tight text-slate-950 min-[400px]:text-2xl sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-3 text-center text-sm leading-relaxed text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 grid gap-2 border-t border-slate-200 pt-5 text-center text-sm">{footer}</div> : null}
      </div>
    </section>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

export function TextField({
  id,
  name,
  label,
  error,
  hint,
  required = true,
  ...props
}: InputProps & { id: string; name: string; label: ReactNode; error?: string | null; hint?: ReactNode; required?: boolean }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <Input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required || undefined} {...props} />
    </Field>
  );
}

/** The e-mail field of the sign-in forms: the e-mail keyboard, autofill, label and placeholder they share. */
export function EmailField({ id, error, ...props }: Omit<InputProps, "type" | "autoComplete" | "inputMode"> & { id: string; error?: string | null }) {
  const t = useAuthFormText();
  return <TextField id={id} name="email" type="email" autoComplete="email" inputMode="email" label={t.fields.email} placeholder={t.fields.emailPlaceholder} error={error} {...props} />;
}

export function PasswordField({
  id,
  name,
  label,
  error,
  hint,
  autoComplete,
}: {
  id: string;
  name: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  autoComplete: "current-password" | "new-password";
}) {
  const t = useAuthFormText();
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <Field id={id} label={label} required error={error} hint={hint}>
      <div className="relative">
        <Input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required
          className="pr-12"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={visible ? t.fields.hidePassword : t.fields.showPassword}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
    </Field>
  );
}

export function SubmitButton({ pending, children, className, ...props }: ButtonProps & { pending?: boolean }) {
  const t = useAuthFormText();
  return (
    <Button type="submit" className={cn("w-full", className)} disabled={pending} aria-disabled={pending || undefined} {...props}>
      {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
      {pending ? t.submitting : children}
    </Button>
  );
}

export function Alert({ tone = "info", title, children, testId }: { tone?: "info" | "error" | "success"; title?: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={cn(
        "rounded-lg border p-4 text-sm",
        tone === "error" ? "border-red-200 bg-red-50 text-red-900" : tone === "success" ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-slate-200 bg-slate-50 text-slate-800",
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={cn(title ? "mt-1" : undefined)}>{children}</div> : null}
    </div>
  );
}

export function issueText(t: Pick<AuthFormMessages, "issues">, issue: FieldIssue | undefined | null): string | null {
  return issue ? t.issues[issue] : null;
}

/**
 * The account forms' schemas (Zod, app/domain/auth/validation.ts), the same the server validates
 * with. Loaded on demand (issue 14, decision 0055): when the page is idle, when the user first
 * focuses, types or presses anything, or at the latest when a form is sent (the submission waits).
 */
const authSchemas = lazyModule<typeof AuthSchemas>(() => import("~/domain/auth/validation"));
const PREFETCH_ON = ["focusin", "input", "pointerdown"] as const;

/** One of the account forms' schemas. */
export type PickSchema = (schemas: typeof AuthSchemas) => FormSchema;

/**
 * Client-side validation with the server's schema: invalid forms are not sent, the first invalid field
 * gets focus, `onErrors` hears of them (e.g. for a toast). Server answers (actionData) replace the
 * client's verdict when they arrive.
 */
export function useClientValidation(serverErrors: FieldErrors | undefined, serverAnswer: unknown) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  useEffect(() => setClientErrors(null), [serverAnswer]);
  useEffect(() => {
    if (authSchemas.get()) return;
    const fetchSchemas = () => prefetch(authSchemas);
    const timer = setTimeout(fetchSchemas, 3000);
    for (const type of PREFETCH_ON) document.addEventListener(type, fetchSchemas, { once: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of PREFETCH_ON) document.removeEventListener(type, fetchSchemas);
    };
  }, []);
  const check = useCallback((event: FormEvent<HTMLFormElement>, pick: PickSchema, onErrors?: (errors: FieldErrors) => void): void => {
    const form = event.currentTarget;
    submitChecked(event, authSchemas, (schemas) => {
      const result = validate(pick(schemas), formValues(new FormData(form)));
      if (result.ok) {
        setClientErrors({});
        return true;
      }
      const errors = result.errors as FieldErrors;
      setClientErrors(errors);
      // Focus the first invalid field in the order the form shows them.
      const first = Array.from(form.elements).find((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type !== "hidden" && el.name in errors);
      first?.focus();
      onErrors?.(errors);
      return false;
    });
  }, []);
  return { errors: (clientErrors ?? serverErrors ?? {}) as FieldErrors, check };
}
