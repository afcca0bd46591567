import { useEffect } from "react";
import { useActionData, useLoaderData, useNavigation } from "react-router";
import { langOf, userOf } from "~/server/guards.server";
import { useLang } from "~/i18n";
import type { Route } from "./+types/questionnaire";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { questionnaireContent } from "~/i18n/pages/questionnaire";
import { QuestionnaireForm } from "~/components/questionnaire/questionnaire-form";
import { useAnswerToast } from "~/components/questionnaire/use-answer-toast";
import { useQuestionnaireDraft } from "~/components/questionnaire/use-questionnaire-draft";
import { localizedPath } from "~/i18n/config";
import { questionnaireAction, questionnaireLoader, type QuestionnaireAnswer } from "./questionnaire.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const t = questionnaireContent[root.lang];
  return pageMeta(root, { slug: "fragebogen", title: t.meta.title, description: t.meta.description, noindex: true });
};

export async function loader({ context }: Route.LoaderArgs) {
  return questionnaireLoader(userOf(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return questionnaireAction(request, langOf(context), userOf(context));
}

export default function QuestionnairePage() {
  const lang = useLang();
  const t = questionnaireContent[lang];
  const { email, initial, existing } = useLoaderData<typeof loader>();
  const answer = useActionData<QuestionnaireAnswer>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  useAnswerToast(answer?.toast);
  // Answers typed before a session ran out come back after signing in again (item: nothing lost).
  const draft = useQuestionnaireDraft(email, initial);
  const restored = answer ? null : draft.restored;
  // Saved: the action sends the user on to the payment page, and the draft has served its purpose.
  const saved = navigation.state === "loading" && navigation.formMethod !== undefined && navigation.location.pathname === localizedPath(lang, "bezahlung");
  const { clear } = draft;
  useEffect(() => {
    if (saved) clear();
  }, [saved, clear]);

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      <div className="mx-auto w-full max-w-3xl">
        <header className="mb-8 text-center">
          <p className="mb-2 text-sm font-bold uppercase tracking-wider text-brand-700">{t.page.eyebrow}</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">{t.page.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl leading-relaxed text-slate-700">{t.page.intro}</p>
          {existing ? <p className="mx-auto mt-3 max-w-2xl text-sm text-slate-600">{t.page.existing}</p> : null}
        </header>
        {restored ? (
          <p role="status" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm font-medium text-slate-800" data-testid="questionnaire-restored">
            {t.page.restored}
          </p>
        ) : null}
        <QuestionnaireForm
          // A new server answer re-initialises the form with what was typed and the server's errors.
          key={answer?.id ?? (restored ? "restored" : "initial")}
          initial={answer?.values ?? restored ?? initial}
          onValuesChange={draft.save}
          email={email}
          serverErrors={answer?.errors}
          pending={pending}
          submitLabel={t.submit}
        />
      </div>
    </section>
  );
}
