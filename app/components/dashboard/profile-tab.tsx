/**
 * Profile tab (spec part 1 §2 "Profile tab"): the questionnaire sub-tab (default) edits all answers
 * with the questionnaire's own form; the profile sub-tab edits name, age, gender and status. Both save
 * through the dashboard action with a fetcher, so the page and the tab stay where they are.
 */
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Loader2 } from "lucide-react";
import { PROFILE_GENDERS, PROFILE_STATUSES } from "~/domain/questionnaire/options";
import {
  emptyQuestionnaireValues,
  PROFILE_FIELDS,
  type FormErrors,
  type ProfileFormValues,
  type QuestionnaireField,
  type QuestionnaireFormValues,
} from "~/domain/questionnaire/form-values";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { dashboardContent } from "~/i18n/pages/dashboard";
import { optionLabels } from "~/i18n/pages/options";
import { questionnaireContent } from "~/i18n/pages/questionnaire";
import { Tabs } from "~/components/ui/tabs";
import { Button } from "~/components/ui/button";
import { useAnswerToast } from "~/components/questionnaire/use-answer-toast";
import { QuestionnaireForm } from "~/components/questionnaire/questionnaire-form";
import { prefetchFormSchemas } from "~/components/questionnaire/form-schemas";
import { useCheckedForm, type FormSchemas } from "~/components/questionnaire/use-checked-form";
import { ChoiceGroup, SelectField, TextField } from "~/components/questionnaire/form-controls";
import type { DashboardView, ProfileSection } from "./types";
import { PrivacyCard } from "./privacy-card";
import type { Toast } from "~/lib/toast";

function profileErrorsOf(schemas: FormSchemas, values: ProfileFormValues) {
  const r = schemas.validateProfile(values);
  return r.ok ? {} : r.errors;
}

interface Answer<V, K extends string> {
  id: string;
  intent: string;
  ok: boolean;
  errors?: FormErrors<K>;
  values?: V;
  toast?: Toast;
}

export function ProfileTab({
  view,
  section,
  onSection,
  security,
}: {
  view: DashboardView;
  section: ProfileSection;
  onSection: (section: ProfileSection) => void;
  /** The account's security settings (second factor), when available. */
  security?: ReactNode;
}) {
  const lang = useLang();
  const t = dashboardContent[lang].profile;
  return (
    <div className="grid gap-6">
      <Tabs
        label={t.subTabsLabel}
        value={section}
        onValueChange={(v) => onSection(v === "profile" ? "profile" : "questionnaire")}
        tabs={[
          { value: "questionnaire", label: t.questionnaireTab, content: <QuestionnaireSection view={view} /> },
          { value: "profile", label: t.profileTab, content: <ProfileSectionForm view={view} /> },
        ]}
      />
      {security ? (
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="security-title" data-testid="profile-security">
          <h2 id="security-title" className="mb-4 text-lg font-bold text-slate-900">
            {t.securityTitle}
          </h2>
          {security}
        </section>
      ) : null}
      <PrivacyCard />
    </div>
  );
}

function QuestionnaireSection({ view }: { view: DashboardView }) {
  const lang = useLang();
  const t = dashboardContent[lang].profile;
  const fetcher = useFetcher<Answer<QuestionnaireFormValues, QuestionnaireField>>({ key: "dashboard-questionnaire" });
  const answer = fetcher.data?.intent === "questionnaire" ? fetcher.data : undefined;
  useAnswerToast(answer?.toast);
  const saved =
    view.questionnaire?.values ??
    emptyQuestionnaireValues({ first_name: view.profile.firstName ?? view.firstName, last_name: view.profile.lastName });
  // What was typed survives an error; after a save the form follows the (revalidated) stored answers.
  const initial = answer?.values && (!answer.ok || fetcher.state !== "idle") ? answer.values : saved;
  return (
    <div className="grid gap-4" data-testid="profile-questionnaire">
      <p className="text-sm text-slate-700">{t.questionnaireIntro}</p>
      <QuestionnaireForm
        key={`${answer?.id ?? "initial"}:${view.questionnaire?.updatedAt ?? ""}`}
        as={fetcher.Form}
        action={localizedPath(lang, "dashboard")}
        intent="questionnaire"
        initial={initial}
        email={view.email}
        serverErrors={answer?.errors}
        pending={fetcher.state !== "idle"}
        submitLabel={questionnaireContent[lang].save}
        idPrefix="pq"
        testId="profile-questionnaire-form"
      />
    </div>
  );
}

function profileValues(view: DashboardView): ProfileFormValues {
  const p = view.profile;
  return {
    first_name: p.firstName ?? "",
    last_name: p.lastName ?? "",
    age: p.age === null ? "" : String(p.age),
    gender: p.gender ?? "",
    status: p.status,
  };
}

function ProfileSectionForm({ view }: { view: DashboardView }) {
  const fetcher = useFetcher<Answer<ProfileFormValues, keyof ProfileFormValues>>({ key: "dashboard-profile" });
  const answer = fetcher.data?.intent === "profile" ? fetcher.data : undefined;
  useAnswerToast(answer?.toast);
  const saved = profileValues(view);
  return (
    <ProfileForm
      key={`${answer?.id ?? "initial"}:${JSON.stringify(saved)}`}
      FormComponent={fetcher.Form}
      initial={answer?.values && (!answer.ok || fetcher.state !== "idle") ? answer.values : saved}
      serverErrors={answer?.errors}
      email={view.email}
      pending={fetcher.state !== "idle"}
    />
  );
}

function ProfileForm({
  FormComponent,
  initial,
  serverErrors,
  email,
  pending,
}: {
  FormComponent: ReturnType<typeof useFetcher>["Form"];
  initial: ProfileFormValues;
  serverErrors?: FormErrors<keyof ProfileFormValues>;
  email: string;
  pending: boolean;
}) {
  const lang = useLang();
  const t = dashboardContent[lang].profile;
  const q = questionnaireContent[lang];
  const labels = optionLabels[lang];
  const { values, errors, attempted, formRef, set, onSubmit } = useCheckedForm({ initial, serverErrors, fields: PROFILE_FIELDS, errorsOf: profileErrorsOf });
  const err = (f: keyof ProfileFormValues) => (errors[f] ? q.issues[errors[f]!] : null);
  const common = { requiredSr: q.requiredSr };

  return (
    <FormComponent
      ref={formRef}
      method="post"
      action={localizedPath(lang, "dashboard")}
      noValidate
      onFocus={prefetchFormSchemas}
      onSubmit={onSubmit}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="profile-form"
    >
      <input type="hidden" name="intent" value="profile" />
      <p className="text-sm text-slate-700">{t.profileIntro}</p>
      {attempted && Object.keys(errors).length > 0 ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {q.errorSummary}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...common} id="profile-first-name" name="first_name" label={t.first_name} autoComplete="given-name" value={values.first_name} onChange={(e) => set("first_name", e.target.value)} error={err("first_name")} />
        <TextField {...common} id="profile-last-name" name="last_name" label={t.last_name} autoComplete="family-name" value={values.last_name} onChange={(e) => set("last_name", e.target.value)} error={err("last_name")} />
        <TextField
          {...common}
          id="profile-age"
          name="age"
          label={t.age}
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={t.agePlaceholder}
          value={values.age}
          onChange={(e) => set("age", e.target.value)}
          error={err("age")}
        />
        <SelectField
          {...common}
          id="profile-gender"
          name="gender"
          label={t.gender}
          placeholder={t.genderNone}
          options={PROFILE_GENDERS.map((g) => ({ value: g, label: labels.profileGender[g] }))}
          value={values.gender}
          onChange={(v) => set("gender", v)}
          error={err("gender")}
        />
      </div>
      <ChoiceGroup
        {...common}
        id="profile-status"
        name="status"
        type="radio"
        legend={t.status}
        required
        columns={4}
        options={PROFILE_STATUSES.map((s) => ({ value: s, label: labels.profileStatus[s] }))}
        value={values.status}
        onChange={(v) => set("status", v as string)}
        error={err("status")}
      />
      <TextField {...common} id="profile-email" label={t.email} type="email" readOnly value={email} hint={t.emailNote} />
      <div>
        <Button type="submit" disabled={pending} className="w-full sm:w-auto" data-testid="profile-form-submit">
          {pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {pending ? t.saving : t.save}
        </Button>
      </div>
    </FormComponent>
  );
}
