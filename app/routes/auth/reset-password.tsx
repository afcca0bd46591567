import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { KeyRound, Loader2, TriangleAlert } from "lucide-react";
import { withLang } from "~/server/guards.server";
import { useLang } from "~/i18n";
import type { Route } from "./+types/reset-password";
import { fmt } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { authMeta } from "./auth-route";
import { resetPasswordAction, resetPasswordLoader, type ResetActionData } from "./reset-password.server";
import { AuthCard, PasswordField, SubmitButton, issueText, useClientValidation } from "~/components/auth/auth-ui";
import { useAuthText } from "~/components/auth/use-auth-text";
import { useFlashToast } from "~/components/auth/session-hooks";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";

/** Spec §4/§9: up to 3 attempts, waiting 1000 ms · 2^attempt (2 s, then 4 s) after a failed check. */
export const RESET_MAX_ATTEMPTS = 3;

export const meta: Route.MetaFunction = authMeta("reset-password", "reset");

export const loader = withLang(resetPasswordLoader);

export const action = withLang(resetPasswordAction);

// size: one page: the form and its states in order
export default function ResetPassword() {
  const lang = useLang();
  const t = useAuthText();
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<ResetActionData>();
  const pending = useNavigation().state === "submitting";
  const revalidator = useRevalidator();
  useFlashToast(actionData?.toast);
  const { errors, check } = useClientValidation(actionData?.errors, actionData);

  const [hydrated, setHydrated] = useState(false);
  const [attempt, setAttempt] = useState(1);
  const announced = useRef(false);
  useEffect(() => setHydrated(true), []);

  const state = actionData ?? loaderData;
  const retrying = state.view === "retry";
  const exhausted = retrying && attempt >= RESET_MAX_ATTEMPTS;

  // A failed server check is retried twice (after 2 s and 4 s), then the error view shows.
  useEffect(() => {
    if (!hydrated || !retrying || exhausted || revalidator.state !== "idle") return;
    if (!announced.current) {
      announced.current = true;
      toast({ title: t.toasts.resetSessionCheckFailed, variant: "destructive" });
    }
    const timer = setTimeout(() => {
      setAttempt((a) => a + 1);
      void revalidator.revalidate();
    }, 1000 * 2 ** attempt);
    return () => clearTimeout(timer);
  }, [hydrated, retrying, exhausted, attempt, revalidator, t]);

  const back = (
    <Link to={localizedPath(lang, "login")} className="font-semibold text-brand-700 hover:underline" data-testid="reset-back-to-login">
      {t.reset.backToLogin}
    </Link>
  );

  if (state.view === "error" || exhausted) {
    const message = state.view === "error" ? state.message : fmt(t.toasts.resetValidateFailed, { message: state.message });
    return (
      <AuthCard
        testId="reset-error"
        icon={
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-red-700">
            <TriangleAlert className="h-7 w-7" aria-hidden="true" />
          </span>
        }
        title={t.reset.errorTitle}
        intro={<span role="alert">{message}</span>}
      >
        <div className="grid gap-3">
          <Link to={localizedPath(lang, "forgot-password")} className={buttonClasses("primary", "md", "w-full")} data-testid="reset-request-new">
            {t.reset.requestNew}
          </Link>
          <Link to={localizedPath(lang, "login")} className={buttonClasses("outline", "md", "w-full")} data-testid="reset-error-login">
            {t.reset.backToLogin}
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (retrying) {
    if (!hydrated) {
      // Without JavaScript nobody retries: the fallback view with a reload link.
      return (
        <AuthCard testId="reset-fallback" title={t.reset.fallback} footer={back}>
          <a href={localizedPath(lang, "reset-password")} className={buttonClasses("outline", "md", "w-full")}>
            {t.reset.reload}
          </a>
        </AuthCard>
      );
    }
    return (
      <AuthCard
        testId="reset-validating"
        icon={<Loader2 className="h-10 w-10 animate-spin text-brand-600" aria-hidden="true" />}
        title={t.reset.validatingTitle}
        intro={<span aria-live="polite">{fmt(t.reset.attempt, { n: attempt, max: RESET_MAX_ATTEMPTS })}</span>}
        footer={back}
      >
        {null}
      </AuthCard>
    );
  }

  if (state.view === "form") {
    return (
      <AuthCard
        testId="reset-form"
        icon={
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <KeyRound className="h-7 w-7" aria-hidden="true" />
          </span>
        }
        title={t.reset.formTitle}
        intro={t.reset.formIntro}
        footer={back}
      >
        <Form
          method="post"
          noValidate
          className="grid gap-4"
          onSubmit={(e) =>
            check(
              e,
              (s) => s.resetPasswordSchema,
              (found) => {
                if (found.confirmPassword === "mismatch") toast({ title: t.toasts.mismatchTitle, description: t.toasts.checkInput, variant: "destructive" });
                else if (found.password === "passwordTooShort") toast({ title: t.toasts.tooShortTitle, description: t.toasts.tooShortText, variant: "destructive" });
              },
            )
          }
        >
          <PasswordField id="reset-password" name="password" label={t.fields.newPassword} autoComplete="new-password" hint={t.fields.passwordHint} error={issueText(t, errors.password)} />
          <PasswordField id="reset-confirm" name="confirmPassword" label={t.fields.confirmPassword} autoComplete="new-password" error={issueText(t, errors.confirmPassword)} />
          <SubmitButton pending={pending} data-testid="reset-submit">
            {t.reset.submit}
          </SubmitButton>
        </Form>
      </AuthCard>
    );
  }

  return <AuthCard testId="reset-fallback" title={t.reset.fallback} footer={back}>{null}</AuthCard>;
}
