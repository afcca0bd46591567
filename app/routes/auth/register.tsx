import { Form, Link, useActionData, useNavigation } from "react-router";
import { withLang } from "~/server/guards.server";
import { useLang } from "~/i18n";
import type { Route } from "./+types/register";
import { localizedPath } from "~/i18n/config";
import { authMeta } from "./auth-route";
import { registerAction, registerLoader, type RegisterActionData } from "./register.server";
import { AuthCard, EmailField, PasswordField, SubmitButton, issueText, useClientValidation } from "~/components/auth/auth-ui";
import { useAuthText } from "~/components/auth/use-auth-text";
import { useFlashToast } from "~/components/auth/session-hooks";
import { toast } from "~/components/ui/toast-store";

export const meta: Route.MetaFunction = authMeta("register", "register");

export const loader = ({ request }: Route.LoaderArgs) => registerLoader(request);

export const action = withLang(registerAction);

export default function Register() {
  const lang = useLang();
  const t = useAuthText();
  const actionData = useActionData<RegisterActionData>();
  const pending = useNavigation().state === "submitting";
  useFlashToast(actionData?.toast);
  const { errors, check } = useClientValidation(actionData?.errors, actionData);

  return (
    <AuthCard
      testId="register-page"
      title={t.register.title}
      intro={t.register.intro}
      footer={
        <>
          <Link to={localizedPath(lang, "login")} className="font-semibold text-brand-700 hover:underline">
            {t.register.toLogin}
          </Link>
          <Link to={localizedPath(lang)} className="text-slate-700 hover:underline">
            {t.login.backHome}
          </Link>
        </>
      }
    >
      <Form
        method="post"
        noValidate
        className="grid gap-4"
        data-testid="register-page-form"
        onSubmit={(e) =>
          check(
            e,
            (s) => s.registerSchema,
            (found) => {
              if (found.confirmPassword === "mismatch") toast({ title: t.toasts.mismatchTitle, description: t.toasts.checkInput, variant: "destructive" });
            },
          )
        }
      >
        <EmailField id="register-page-email" defaultValue={actionData?.values?.email ?? ""} error={issueText(t, errors.email)} />
        <PasswordField id="register-page-password" name="password" label={t.fields.password} autoComplete="new-password" hint={t.fields.passwordHint} error={issueText(t, errors.password)} />
        <PasswordField id="register-page-confirm" name="confirmPassword" label={t.fields.confirmPassword} autoComplete="new-password" error={issueText(t, errors.confirmPassword)} />
        <SubmitButton pending={pending} data-testid="register-page-submit">
          {t.register.submit}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
