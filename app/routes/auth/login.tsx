import { useState } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { withLang } from "~/server/guards.server";
import { useLang } from "~/i18n";
import type { Route } from "./+types/login";
import { localizedPath } from "~/i18n/config";
import { authMeta } from "./auth-route";
import { loginAction, loginLoader, type LoginActionData } from "./login.server";
import { Alert, AuthCard, EmailField, PasswordField, SubmitButton, TextField, issueText, useClientValidation } from "~/components/auth/auth-ui";
import { useAuthText } from "~/components/auth/use-auth-text";
import { useFlashToast } from "~/components/auth/session-hooks";
import { buttonClasses } from "~/components/ui/button";

export const meta: Route.MetaFunction = authMeta("login", "login");

export const loader = ({ request }: Route.LoaderArgs) => loginLoader(request);

export const action = withLang(loginAction);

export default function Login() {
  const lang = useLang();
  const t = useAuthText();
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<LoginActionData>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  useFlashToast(actionData?.toast);

  const twoFactor = actionData?.step === "two-factor";
  const mode = actionData && !twoFactor ? actionData.mode : loaderData.mode;
  const redirectTo = actionData?.redirectTo ?? loaderData.redirectTo;
  const modeHref = (m: "signin" | "register") => {
    const q = new URLSearchParams();
    if (m === "register") q.set("mode", "register");
    if (redirectTo) q.set("redirectTo", redirectTo);
    const s = q.toString();
    return `${localizedPath(lang, "login")}${s ? `?${s}` : ""}`;
  };

  if (twoFactor) return <TwoFactorStep lang={lang} actionData={actionData} pending={pending} />;

  return (
    <AuthCard
      testId={`login-${mode}`}
      title={mode === "register" ? t.login.titleRegister : t.login.titleSignIn}
      intro={mode === "register" ? t.login.introRegister : t.login.introSignIn}
      footer={
        <>
          <Link to={modeHref(mode === "register" ? "signin" : "register")} className="font-semibold text-brand-700 hover:underline" data-testid="login-toggle-mode">
            {mode === "register" ? t.login.toSignIn : t.login.toRegister}
          </Link>
          <Link to={localizedPath(lang, "forgot-password")} className="text-slate-700 hover:underline" data-testid="login-forgot">
            {t.login.forgot}
          </Link>
          <Link to={localizedPath(lang)} className="text-slate-700 hover:underline">
            {t.login.backHome}
          </Link>
        </>
      }
    >
      {mode === "register" ? (
        <RegisterForm key="register" actionData={actionData} redirectTo={redirectTo} pending={pending} />
      ) : (
        <SignInForm key="signin" actionData={actionData} redirectTo={redirectTo} pending={pending} registered={loaderData.registered || actionData?.registered === true} />
      )}
      {loaderData.google ? (
        <>
          <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wider text-slate-500" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            {t.login.or}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <Form method="post" replace>
            <input type="hidden" name="intent" value="google" />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <button type="submit" className={buttonClasses("outline", "md", "w-full")} data-testid="login-google">
              <GoogleMark />
              {t.login.google}
            </button>
          </Form>
        </>
      ) : null}
    </AuthCard>
  );
}

function SignInForm({ actionData, redirectTo, pending, registered }: { actionData?: LoginActionData; redirectTo: string; pending: boolean; registered: boolean }) {
  const t = useAuthText();
  const { errors, check } = useClientValidation(actionData?.mode === "signin" ? actionData.errors : undefined, actionData);
  const [email, setEmail] = useState(actionData?.values?.email ?? "");
  return (
    <div className="grid gap-5">
      {registered && !actionData?.unverified ? (
        <Alert tone="success" title={t.toasts.registerSuccessTitle} testId="login-registered">
          <p>{t.toasts.registerSuccessText}</p>
        </Alert>
      ) : null}
      {actionData?.unverified ? (
        <Alert tone="error" title={t.login.unverifiedTitle} testId="login-unverified">
          <p>{t.login.unverifiedText}</p>
          <Form method="post" className="mt-3" onSubmit={(e) => check(e, (s) => s.forgotPasswordSchema)}>
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={email} />
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <button type="submit" className={buttonClasses("outline", "sm")} data-testid="login-resend">
              {t.login.resend}
            </button>
          </Form>
        </Alert>
      ) : null}
      <Form method="post" noValidate className="grid gap-4" onSubmit={(e) => check(e, (s) => s.signInSchema)} data-testid="login-form">
        <input type="hidden" name="intent" value="signin" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <EmailField id="login-email" value={email} onChange={(e) => setEmail(e.target.value)} error={issueText(t, errors.email)} />
        <PasswordField id="login-password" name="password" label={t.fields.password} autoComplete="current-password" error={issueText(t, errors.password)} />
        <SubmitButton pending={pending} data-testid="login-submit">
          {t.login.submitSignIn}
        </SubmitButton>
      </Form>
    </div>
  );
}

function RegisterForm({ actionData, redirectTo, pending }: { actionData?: LoginActionData; redirectTo: string; pending: boolean }) {
  const t = useAuthText();
  const { errors, check } = useClientValidation(actionData?.mode === "register" ? actionData.errors : undefined, actionData);
  const v = actionData?.mode === "register" ? actionData.values : undefined;
  return (
    <Form method="post" noValidate className="grid gap-4" onSubmit={(e) => check(e, (s) => s.signUpSchema)} data-testid="register-form">
      <input type="hidden" name="intent" value="register" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="register-first-name" name="firstName" autoComplete="given-name" maxLength={30} label={t.fields.firstName} defaultValue={v?.firstName ?? ""} error={issueText(t, errors.firstName)} />
        <TextField id="register-last-name" name="lastName" autoComplete="family-name" maxLength={30} label={t.fields.lastName} defaultValue={v?.lastName ?? ""} error={issueText(t, errors.lastName)} />
      </div>
      <EmailField id="register-email" defaultValue={v?.email ?? ""} error={issueText(t, errors.email)} />
      <PasswordField id="register-password" name="password" label={t.fields.password} autoComplete="new-password" hint={t.fields.passwordHint} error={issueText(t, errors.password)} />
      <SubmitButton pending={pending} data-testid="register-submit">
        {t.login.submitRegister}
      </SubmitButton>
    </Form>
  );
}

function TwoFactorStep({ lang, actionData, pending }: { lang: "de" | "en"; actionData: LoginActionData; pending: boolean }) {
  const t = useAuthText();
  const [method, setMethod] = useState(actionData.method ?? "totp");
  const { errors, check } = useClientValidation(actionData.method === method ? actionData.errors : undefined, actionData);
  return (
    <AuthCard
      testId="login-two-factor"
      title={t.login.twoFactorTitle}
      intro={method === "totp" ? t.login.twoFactorIntro : t.login.backupIntro}
      footer={
        <Link to={localizedPath(lang, "login")} className="text-slate-700 hover:underline">
          {t.login.cancelTwoFactor}
        </Link>
      }
    >
      <Form method="post" noValidate className="grid gap-4" onSubmit={(e) => check(e, (s) => (method === "totp" ? s.totpCodeSchema : s.backupCodeSchema))} key={method}>
        <input type="hidden" name="intent" value={method} />
        <input type="hidden" name="email" value={actionData.values?.email ?? ""} />
        {actionData.redirectTo ? <input type="hidden" name="redirectTo" value={actionData.redirectTo} /> : null}
        {method === "totp" ? (
          <TextField
            id="two-factor-code"
            name="code"
            label={t.login.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            autoFocus
            className="text-center font-mono text-xl tracking-[0.4em]"
            error={issueText(t, errors.code)}
          />
        ) : (
          <TextField id="two-factor-backup" name="code" label={t.login.backupCode} autoComplete="off" autoFocus className="font-mono" error={issueText(t, errors.code)} />
        )}
        <SubmitButton pending={pending} data-testid="two-factor-submit">
          {t.login.verify}
        </SubmitButton>
      </Form>
      <button
        type="button"
        className="mt-4 w-full text-center text-sm font-semibold text-brand-700 hover:underline"
        onClick={() => setMethod((m) => (m === "totp" ? "backup" : "totp"))}
        data-testid="two-factor-switch"
      >
        {method === "totp" ? t.login.useBackup : t.login.useTotp}
      </button>
    </AuthCard>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="h-5 w-5" aria-hidden="true">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}
