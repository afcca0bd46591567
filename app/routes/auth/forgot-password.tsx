import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { MailCheck } from "lucide-react";
import { withLang } from "~/server/guards.server";
import { useLang } from "~/i18n";
import type { Route } from "./+types/forgot-password";
import { fmt } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { authMeta } from "./auth-route";
import { EMAIL_MAX } from "~/domain/auth/form-checks";
import { forgotPasswordAction, type ForgotActionData } from "./forgot-password.server";
import { AuthCard, EmailField, SubmitButton, issueText, useClientValidation } from "~/components/auth/auth-ui";
import { useAuthText } from "~/components/auth/use-auth-text";
import { useFlashToast } from "~/components/auth/session-hooks";
import { buttonClasses } from "~/components/ui/button";

export const meta: Route.MetaFunction = authMeta("forgot-password", "forgot");

export function loader({ request }: Route.LoaderArgs) {
  const email = new URL(request.url).searchParams.get("email") ?? "";
  return { email: email.length <= EMAIL_MAX ? email : "" };
}

export const action = withLang(forgotPasswordAction);

export default function ForgotPassword() {
  const lang = useLang();
  const t = useAuthText();
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<ForgotActionData>();
  const pending = useNavigation().state === "submitting";
  useFlashToast(actionData?.toast);
  const { errors, check } = useClientValidation(actionData?.errors, actionData);

  if (actionData?.sent) {
    return (
      <AuthCard
        testId="forgot-sent"
        icon={
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <MailCheck className="h-7 w-7" aria-hidden="true" />
          </span>
        }
        title={t.forgot.sentTitle}
        intro={fmt(t.forgot.sentText, { email: actionData.email ?? "" })}
      >
        <div className="grid gap-3">
          <Link to={localizedPath(lang, "login")} className={buttonClasses("primary", "md", "w-full")} data-testid="forgot-back-to-login">
            {t.forgot.backToLogin}
          </Link>
          {/* Resend returns to the form, with the address filled in. */}
          <Link
            to={`${localizedPath(lang, "forgot-password")}?email=${encodeURIComponent(actionData.email ?? "")}`}
            className={buttonClasses("outline", "md", "w-full")}
            data-testid="forgot-resend"
          >
            {t.forgot.resend}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      testId="forgot-form"
      title={t.forgot.title}
      intro={t.forgot.intro}
      footer={
        <Link to={localizedPath(lang, "login")} className="font-semibold text-brand-700 hover:underline">
          {t.forgot.backToLogin}
        </Link>
      }
    >
      <Form method="post" noValidate className="grid gap-4" onSubmit={(e) => check(e, (s) => s.forgotPasswordSchema)}>
        <EmailField id="forgot-email" defaultValue={actionData?.email ?? email} error={issueText(t, errors.email)} />
        <SubmitButton pending={pending} data-testid="forgot-submit">
          {t.forgot.submit}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
