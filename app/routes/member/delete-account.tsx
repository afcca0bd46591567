import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { TriangleAlert } from "lucide-react";
import type { Route } from "./+types/delete-account";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { dataRightsContent } from "~/i18n/pages/data-rights";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { langOf, userOf } from "~/server/guards.server";
import { deleteAccountAction, deleteAccountLoader, type DeleteAccountAnswer } from "./delete-account.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  return pageMeta(root, { slug: "konto/loeschen", title: dataRightsContent[root.lang].delete.metaTitle, noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return deleteAccountLoader(request, userOf(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return deleteAccountAction(request, langOf(context), userOf(context));
}

/** "Konto löschen": what goes, what the law keeps, then the password (or a fresh sign-in) and a confirmation. */
export default function DeleteAccount() {
  const lang = useLang();
  const t = dataRightsContent[lang].delete;
  const { hasPassword, fresh } = useLoaderData<typeof loader>();
  const answer = useActionData<DeleteAccountAnswer>();
  const navigation = useNavigation();
  const errors = answer?.errors ?? {};
  const canDelete = hasPassword || fresh;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      <div className="mx-auto grid w-full max-w-2xl gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-testid="delete-account">
        <div className="flex items-start gap-3">
          <TriangleAlert className="mt-1 h-7 w-7 shrink-0 text-red-700" aria-hidden="true" />
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">{t.title}</h1>
        </div>
        <div className="grid gap-3 text-slate-800">
          <p>{t.intro}</p>
          <ul className="list-disc space-y-1 pl-6">
            {t.what.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">{t.kept}</p>
          <p className="text-sm text-slate-700">
            {t.exportFirst}{" "}
            <Link to={localizedPath(lang, "konto/daten")} className="font-semibold text-brand-700 underline">
              {t.exportLink}
            </Link>
          </p>
        </div>
        {errors.form ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800" data-testid="delete-account-error">
            {errors.form}
          </p>
        ) : null}
        {!hasPassword ? (
          <div className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
            <p data-testid="delete-account-fresh">{fresh ? t.fresh : t.freshNeeded}</p>
            {!fresh ? (
              <Form method="post">
                <input type="hidden" name="intent" value="reauth" />
                <Button type="submit" variant="outline" data-testid="delete-account-reauth">
                  {t.reauth}
                </Button>
              </Form>
            ) : null}
          </div>
        ) : null}
        {canDelete ? (
          <Form method="post" className="grid gap-5" noValidate>
            <input type="hidden" name="intent" value="delete" />
            {hasPassword ? (
              <Field id="delete-password" label={t.password} required hint={t.passwordHint} error={errors.password}>
                <Input
                  id="delete-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={["delete-password-hint", errors.password ? "delete-password-error" : ""].filter(Boolean).join(" ")}
                />
              </Field>
            ) : null}
            <div className="grid gap-1.5">
              <div className="flex items-start gap-3">
                <input
                  id="delete-confirm"
                  type="checkbox"
                  name="confirm"
                  defaultChecked={answer?.confirm}
                  aria-invalid={errors.confirm ? true : undefined}
                  aria-describedby={errors.confirm ? "delete-confirm-error" : undefined}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-red-700"
                />
                <label htmlFor="delete-confirm" className="text-sm font-medium text-slate-800">
                  {t.confirm}
                </label>
              </div>
              {errors.confirm ? (
                <p id="delete-confirm-error" className="text-sm text-red-700" role="alert">
                  {errors.confirm}
                </p>
              ) : null}
            </div>
            <Button type="submit" variant="destructive" disabled={navigation.state !== "idle"} className="sm:justify-self-start" data-testid="delete-account-submit">
              {t.submit}
            </Button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
