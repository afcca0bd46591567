import { useCallback, useEffect, useRef, useState } from "react";
import { data, Form, Link, useActionData, useFetcher, useLoaderData, useNavigate, useNavigation } from "react-router";
import { Loader2, TriangleAlert, Clock, KeyRound } from "lucide-react";
import type { Route } from "./+types/callback";
import { fmt, useLang } from "~/i18n";
import { detectLang, isLang, localizedPath, type Lang } from "~/i18n/config";
import { authMeta } from "./auth-route";
import { callbackAction, callbackLoader, type CallbackActionData, type CallbackPasswordView } from "./callback.server";
import { callbackParams } from "~/domain/auth/callback-error";
import { callbackErrorMessage } from "~/i18n/callback-error";
import { AuthCard, PasswordField, SubmitButton, TextField, issueText, useClientValidation } from "~/components/auth/auth-ui";
import { useAuthText } from "~/components/auth/use-auth-text";
import { useFlashToast } from "~/components/auth/session-hooks";
import { toast } from "~/components/ui/toast-store";
import { Button, buttonClasses } from "~/components/ui/button";

/** Spec §9: retry limit 3, 1 s before the "session is loading" text. */
export const CALLBACK_RETRY_LIMIT = 3;
export const CALLBACK_SLOW_TEXT_MS = 1000;
/** A pure session check aborts after 3 s (spec); confirming the address is given 10 s. */
export const CALLBACK_TIMEOUT_MS = { session: 3000, verify: 10_000 } as const;

export const meta: Route.MetaFunction = authMeta("auth/callback", "callback", { description: false });

/** The language prefix is whitelisted to de/en; the unprefixed route uses the detected language. */
function callbackLang(params: { lang?: string }, request: Request): Lang {
  if (params.lang !== undefined) {
    if (!isLang(params.lang)) throw data(null, { status: 404 });
    return params.lang;
  }
  return detectLang(new URL(request.url).pathname, request.headers.get("accept-language"));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return callbackLoader(request, callbackLang(params, request));
}

export async function action({ request, params }: Route.ActionArgs) {
  return callbackAction(request, callbackLang(params, request));
}

type Status = { kind: "loading" } | { kind: "error"; message: string; retryable: boolean } | { kind: "timeout" } | { kind: "password" };

function statusOf(answer: CallbackActionData): Status {
  return answer.view === "password" ? { kind: "password" } : { kind: "error", message: answer.message, retryable: answer.retryable };
}

// size: one page: its states (working, error, done) in order
export default function AuthCallback() {
  const t = useAuthText();
  const lang = useLang();
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<CallbackActionData>();
  const fetcher = useFetcher<CallbackActionData>();
  // An error screen's retry checks the session (spec: "Retry checks the session first").
  const pendingKind = loaderData.view === "pending" ? loaderData.kind : "session";
  const redirectTo = loaderData.view === "pending" ? loaderData.redirectTo : "";

  const [status, setStatus] = useState<Status>(() =>
    actionData ? statusOf(actionData) : loaderData.view === "error" ? { kind: "error", message: loaderData.message, retryable: false } : { kind: "loading" },
  );
  // The password step's forms are plain posts (they work without JavaScript): their answers arrive
  // as actionData; the automatic first step's as fetcher data.
  useEffect(() => {
    if (actionData) setStatus(statusOf(actionData));
  }, [actionData]);
  const passwordView: CallbackPasswordView | null =
    actionData?.view === "password" ? actionData : fetcher.data?.view === "password" ? fetcher.data : null;
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [retries, setRetries] = useState(0);
  const extraAttemptUsed = useRef(false);
  const submitted = useRef(false);
  const navigate = useNavigate();
  // The specific reason of the first failure: a retry that only fails generically keeps it.
  const reason = useRef<string | null>(loaderData.view === "error" ? loaderData.message : null);

  const submit = useCallback(() => {
    setStatus({ kind: "loading" });
    setStartedAt(Date.now());
    setElapsed(0);
    const form = new FormData();
    form.set("intent", pendingKind);
    if (redirectTo) form.set("redirectTo", redirectTo);
    void fetcher.submit(form, { method: "post" });
  }, [fetcher, pendingKind, redirectTo]);

  // Start once after hydration: an error in the fragment (it never reaches the server) is shown;
  // otherwise complete the pending step, or go home when there is nothing to complete. The address
  // bar loses its parameters either way.
  useEffect(() => {
    if (submitted.current || actionData) return;
    submitted.current = true;
    const fragmentError = callbackErrorMessage(lang, callbackParams(window.location.hash));
    if (window.location.search || window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname);
    if (fragmentError && loaderData.view !== "error") {
      reason.current = fragmentError;
      setStatus({ kind: "error", message: fragmentError, retryable: false });
      return;
    }
    if (loaderData.view === "fragment") void navigate(localizedPath(lang), { replace: true });
    if (loaderData.view === "pending") submit();
  }, [loaderData.view, actionData, submit, lang, navigate]);

  // The answer: a redirect navigates by itself; an error shows the error screen. A failure that is not
  // definitive (server error) triggers exactly one extra attempt.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const d = fetcher.data;
    if (d.view === "password") {
      setStatus({ kind: "password" });
      return;
    }
    if (d.retryable && !extraAttemptUsed.current) {
      extraAttemptUsed.current = true;
      submit();
      return;
    }
    const generic = d.message === t.toasts.sessionSetFailed || d.message === t.toasts.callbackUnknown;
    if (!generic || !reason.current) reason.current = d.message;
    setStatus({ kind: "error", message: reason.current, retryable: d.retryable });
  }, [fetcher.state, fetcher.data, submit, t]);

  // The seconds counter and the timeout while loading.
  useEffect(() => {
    if (status.kind !== "loading" || startedAt === null) return;
    const limit = CALLBACK_TIMEOUT_MS[pendingKind];
    const tick = setInterval(() => {
      const ms = Date.now() - startedAt;
      setElapsed(ms);
      if (ms >= limit) setStatus((s) => (s.kind === "loading" ? { kind: "timeout" } : s));
    }, 250);
    return () => clearInterval(tick);
  }, [status.kind, startedAt, pendingKind]);

  const retry = () => {
    setRetries((r) => r + 1);
    setStatus({ kind: "loading" });
    setStartedAt(Date.now());
    // Spec: the retry waits a second before trying again.
    setTimeout(submit, 1000);
  };

  if (status.kind === "password" && passwordView) {
    return <ConfirmWithPassword view={passwordView} redirectTo={redirectTo} />;
  }

  if (status.kind === "loading") {
    return (
      <AuthCard testId="callback-loading" icon={<Loader2 className="h-12 w-12 animate-spin text-brand-600" aria-hidden="true" />} title={t.callback.loading}>
        <p className="min-h-6 text-center text-sm text-slate-700" aria-live="polite" data-testid="callback-session-loading">
          {elapsed >= CALLBACK_SLOW_TEXT_MS ? fmt(t.callback.sessionLoading, { n: Math.floor(elapsed / 1000) }) : ""}
        </p>
        {loaderData.view === "pending" ? (
          <noscript>
            <form method="post" className="mt-4 grid gap-3 text-center">
              <input type="hidden" name="intent" value={pendingKind} />
              {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
              <p className="text-sm text-slate-700">{t.callback.noscript}</p>
              <button type="submit" className={buttonClasses("primary", "md", "w-full")}>
                {t.callback.continue}
              </button>
            </form>
          </noscript>
        ) : loaderData.view === "fragment" ? (
          <noscript>
            <Link to={localizedPath(lang)} className={buttonClasses("primary", "md", "mt-4 w-full")}>
              {t.callback.home}
            </Link>
          </noscript>
        ) : null}
      </AuthCard>
    );
  }

  const timeout = status.kind === "timeout";
  const canRetry = retries < CALLBACK_RETRY_LIMIT;
  return (
    <AuthCard
      testId={timeout ? "callback-timeout" : "callback-error"}
      icon={
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-red-700">
          {timeout ? <Clock className="h-7 w-7" aria-hidden="true" /> : <TriangleAlert className="h-7 w-7" aria-hidden="true" />}
        </span>
      }
      title={timeout ? t.callback.timeoutTitle : t.callback.errorTitle}
      intro={<span role="alert">{timeout ? t.callback.timeoutText : status.kind === "error" ? status.message : t.toasts.callbackUnknown}</span>}
    >
      <div className="grid gap-3">
        {canRetry ? (
          <Button onClick={retry} className="w-full" data-testid="callback-retry">
            {retries === 0 ? t.callback.retryFirst : fmt(t.callback.retry, { n: retries, max: CALLBACK_RETRY_LIMIT })}
          </Button>
        ) : null}
        <Link to={localizedPath(lang)} className={buttonClasses(canRetry ? "outline" : "primary", "md", "w-full")} data-testid="callback-home">
          {t.callback.home}
        </Link>
        <Link to={localizedPath(lang, "login")} className={buttonClasses("outline", "md", "w-full")} data-testid="callback-login">
          {t.callback.login}
        </Link>
      </div>
    </AuthCard>
  );
}

/**
 * The confirmer has no proof of the stored password (another browser than the one that registered):
 * the stored password, or their own new one (which replaces it; decision 0022).
 */
function ConfirmWithPassword({ view, redirectTo }: { view: CallbackPasswordView; redirectTo: string }) {
  const t = useAuthText();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  useFlashToast(view.toast);
  const { errors, check } = useClientValidation(view.errors, view);
  return (
    <AuthCard
      testId="callback-password"
      icon={
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <KeyRound className="h-7 w-7" aria-hidden="true" />
        </span>
      }
      title={t.callback.passwordTitle}
      intro={fmt(t.callback.passwordIntro, { email: view.email })}
    >
      <Form method="post" noValidate className="grid gap-4" onSubmit={(e) => check(e, (s) => s.passwordConfirmSchema)} data-testid="callback-password-form">
        <input type="hidden" name="intent" value="password" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {/* The address for password managers; the server takes it from the link, never from here. */}
        <TextField id="callback-email" name="username" label={t.fields.email} type="email" autoComplete="username" value={view.email} readOnly required={false} />
        <PasswordField id="callback-password" name="password" label={t.fields.password} autoComplete="current-password" error={issueText(t, errors.password)} />
        <SubmitButton pending={submitting === "password"} data-testid="callback-password-submit">
          {t.callback.passwordSubmit}
        </SubmitButton>
      </Form>
      <section className="mt-6 border-t border-slate-200 pt-5" aria-labelledby="callback-own-password-title">
        <h2 id="callback-own-password-title" className="text-base font-bold text-slate-950">
          {t.callback.ownPasswordTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t.callback.ownPasswordText}</p>
        <Form
          method="post"
          noValidate
          className="mt-4 grid gap-4"
          data-testid="callback-own-password-form"
          onSubmit={(e) =>
            check(
              e,
              (s) => s.ownPasswordSchema,
              (found) => {
                if (found.confirmPassword === "mismatch") toast({ title: t.toasts.mismatchTitle, description: t.toasts.checkInput, variant: "destructive" });
              },
            )
          }
        >
          <input type="hidden" name="intent" value="set-password" />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <PasswordField id="callback-new-password" name="newPassword" label={t.fields.newPassword} autoComplete="new-password" hint={t.fields.passwordHint} error={issueText(t, errors.newPassword)} />
          <PasswordField id="callback-confirm-password" name="confirmPassword" label={t.fields.confirmPassword} autoComplete="new-password" error={issueText(t, errors.confirmPassword)} />
          <SubmitButton pending={submitting === "set-password"} variant="outline" data-testid="callback-own-password-submit">
            {t.callback.ownPasswordSubmit}
          </SubmitButton>
        </Form>
      </section>
    </AuthCard>
  );
}
