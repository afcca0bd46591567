import { Link, useActionData, useLoaderData } from "react-router";
import { langOf, userOf } from "~/server/guards.server";
import { useLang } from "~/i18n";
import type { Route } from "./+types/security";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { authContent } from "~/i18n/pages/auth";
import { securityLoader, twoFactorAction } from "./security.server";
import type { TwoFactorActionData } from "~/domain/auth/two-factor";
import { TwoFactorSettings } from "~/components/account/two-factor-settings";
import { useAuthText } from "~/components/auth/use-auth-text";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  return pageMeta(root, { slug: "konto/sicherheit", title: authContent[root.lang].meta.security, noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return securityLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return twoFactorAction(request, langOf(context), userOf(context), context);
}

export default function AccountSecurity() {
  const lang = useLang();
  const t = useAuthText();
  const { twoFactorEnabled, hasPassword, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<TwoFactorActionData>();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      <div className="mx-auto grid w-full max-w-2xl gap-6">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">{t.security.title}</h1>
          <p className="mt-2 text-slate-700">{t.security.intro}</p>
          <p className="mt-1 text-sm text-slate-600" data-testid="security-email">
            {email}
          </p>
        </div>
        <TwoFactorSettings enabled={twoFactorEnabled} hasPassword={hasPassword} actionData={actionData} />
        <Link to={localizedPath(lang, "dashboard")} className="text-sm font-semibold text-brand-700 hover:underline">
          {t.security.backToDashboard}
        </Link>
      </div>
    </section>
  );
}
