/**
 * The questionnaire form, shared by the questionnaire page and the profile tab's questionnaire
 * sub-tab: every field and option set of spec part 1 §3 with the rules of §5. The browser validates
 * with the server's schema for instant feedback (invalid forms are not sent, the first invalid field
 * gets focus); the server validates again and its answer (errors plus what was typed) re-initialises
 * the form, so nothing typed is lost.
 */
import { Fragment, type ComponentType } from "react";
import { Form, Link } from "react-router";
import { Loader2 } from "lucide-react";
import { LIMITS, QUESTIONNAIRE_OPTIONS } from "~/domain/questionnaire/options";
import {
  needsGuardianConsent,
  QUESTIONNAIRE_FIELDS,
  type FieldOfKind,
  type FormErrors,
  type QuestionnaireField,
  type QuestionnaireFormValues,
} from "~/domain/questionnaire/form-values";
import { needsHealthConsent } from "~/domain/privacy/health-consent";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { optionLabels, type OptionLabels } from "~/i18n/pages/options";
import { questionnaireContent } from "~/i18n/pages/questionnaire";
import { Button } from "~/components/ui/button";
import {
  CheckboxField,
  ChoiceGroup,
  Section,
  TextAreaField,
  TextField,
  type ChoiceOption,
} from "./form-controls";
import { prefetchFormSchemas } from "./form-schemas";
import { useCheckedForm, type FormSchemas } from "./use-checked-form";

type FormLike = ComponentType<React.ComponentProps<typeof Form>>;

export interface QuestionnaireFormProps {
  /** `Form` (page navigation) or a fetcher's `Form`. */
  as?: FormLike;
  action?: string;
  /** Hidden `intent` value, for routes with several forms. */
  intent?: string;
  initial: QuestionnaireFormValues;
  /** The account's e-mail (read-only). */
  email: string;
  serverErrors?: FormErrors<QuestionnaireField> | null;
  pending: boolean;
  submitLabel: string;
  idPrefix?: string;
  testId?: string;
  /** Every change by the user (the questionnaire page keeps a draft in the browser). */
  onValuesChange?: (values: QuestionnaireFormValues) => void;
}

function options<K extends keyof OptionLabels>(
  labels: OptionLabels,
  set: K,
  codes: readonly string[],
): ChoiceOption[] {
  const map = labels[set] as Record<string, string>;
  return codes.map((code) => ({ value: code, label: map[code] ?? code }));
}

type SingleChoiceField = FieldOfKind<"choice">;
type MultipleChoiceField = FieldOfKind<"list">;

function errorsOf(
  schemas: FormSchemas,
  values: QuestionnaireFormValues,
): FormErrors<QuestionnaireField> {
  const result = schemas.validateQuestionnaire(values);
  return result.ok ? {} : result.errors;
}

// size: the questionnaire is one long form, its fields in display order
export function QuestionnaireForm({
  as: FormComponent = Form,
  action,
  intent,
  initial,
  email,
  serverErrors,
  pending,
  submitLabel,
  idPrefix = "q",
  testId = "questionnaire-form",
  onValuesChange,
}: QuestionnaireFormProps) {
  const lang = useLang();
  const t = questionnaireContent[lang];
  const labels = optionLabels[lang];
  const { values, errors, attempted, formRef, set, onSubmit } = useCheckedForm({
    initial,
    serverErrors,
    fields: QUESTIONNAIRE_FIELDS,
    errorsOf,
    onValuesChange,
    scroll: true,
  });

  const id = (field: string) => `${idPrefix}-${field}`;
  const err = (field: QuestionnaireField) =>
    errors[field] ? t.issues[errors[field]!] : null;
  const showSummary = attempted && Object.keys(errors).length > 0;
  const common = { requiredSr: t.requiredSr };

  // The option questions differ only in field (its codes: QUESTIONNAIRE_OPTIONS) and layout.
  const singleChoice = (field: SingleChoiceField, columns: 2 | 3 | 4) => (
    <ChoiceGroup
      {...common}
      id={id(field)}
      name={field}
      type="radio"
      legend={t.fields[field]}
      required
      columns={columns}
      options={options(labels, field, QUESTIONNAIRE_OPTIONS[field])}
      value={values[field]}
      onChange={(v) => set(field, v as string)}
      error={err(field)}
    />
  );
  const multipleChoice = (field: MultipleChoiceField) => (
    <ChoiceGroup
      {...common}
      id={id(field)}
      name={field}
      type="checkbox"
      legend={t.fields[field]}
      hint={t.fields.multiHint}
      required
      options={options(labels, field, QUESTIONNAIRE_OPTIONS[field])}
      value={values[field]}
      onChange={(v) => set(field, v as string[])}
      error={err(field)}
    />
  );

  return (
    <FormComponent
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onFocus={prefetchFormSchemas}
      onSubmit={onSubmit}
      className="grid gap-6"
      data-testid={testId}
    >
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <p className="text-sm text-slate-600">{t.requiredNote}</p>
      {showSummary ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          data-testid="questionnaire-error-summary"
        >
          {t.errorSummary}
        </p>
      ) : null}

      <Section title={t.sections.personal}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...common}
            id={id("first_name")}
            name="first_name"
            label={t.fields.first_name}
            required
            autoComplete="given-name"
            value={values.first_name}
            onChange={(e) => set("first_name", e.target.value)}
            error={err("first_name")}
          />
          <TextField
            {...common}
            id={id("last_name")}
            name="last_name"
            label={t.fields.last_name}
            required
            autoComplete="family-name"
            value={values.last_name}
            onChange={(e) => set("last_name", e.target.value)}
            error={err("last_name")}
          />
          <TextField
            {...common}
            id={id("email")}
            label={t.fields.email}
            required
            type="email"
            readOnly
            value={email}
            hint={t.fields.emailHint}
          />
          <TextField
            {...common}
            id={id("age")}
            name="age"
            label={t.fields.age}
            required
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            placeholder={t.fields.agePlaceholder}
            value={values.age}
            onChange={(e) => set("age", e.target.value)}
            error={err("age")}
          />
        </div>
        {/* Shown for ages 16 and 17 only; without JavaScript the server's answer (age kept) shows it. */}
        {needsGuardianConsent(values.age) ? (
          <CheckboxField
            id={id("guardian_consent")}
            name="guardian_consent"
            label={t.fields.guardian_consent}
            hint={t.fields.guardianHint}
            checked={values.guardian_consent}
            onChange={(checked) => set("guardian_consent", checked)}
            error={err("guardian_consent")}
            testId="questionnaire-guardian-consent"
          />
        ) : null}
        {singleChoice("gender", 4)}
      </Section>

      <Section title={t.sections.goals}>
        {multipleChoice("main_goals")}
        {/* The details field is always in the page and shown by CSS once "yes" is checked, so it
            appears without JavaScript too (app.css: .other-sport); the server ignores it for "no". */}
        <div className="other-sport grid gap-5">
          {singleChoice("other_sport", 4)}
          <TextAreaField
            id={id("other_sport_details")}
            name="other_sport_details"
            label={t.fields.other_sport_details}
            optionalText={t.fields.optional}
            placeholder={t.fields.other_sport_details_placeholder}
            rows={2}
            max={LIMITS.optionalTextMax}
            value={values.other_sport_details}
            onChange={(e) => set("other_sport_details", e.target.value)}
            error={err("other_sport_details")}
            className="other-sport-details"
          />
        </div>
      </Section>

      <Section title={t.sections.training}>
        {singleChoice("training_intensity", 3)}
        {singleChoice("training_frequency", 4)}
        {singleChoice("session_duration", 3)}
        {singleChoice("daily_activity", 3)}
        {singleChoice("training_level", 2)}
        {singleChoice("current_training", 3)}
      </Section>

      <Section title={t.sections.experience}>
        {multipleChoice("training_experience")}
        {multipleChoice("equipment")}
      </Section>

      <Section title={t.sections.health}>
        {(
          [
            "health_restrictions",
            "exercise_dislikes",
            "training_preferences",
            "personal_wishes",
          ] as const
        ).map((field) => (
          <Fragment key={field}>
            <TextAreaField
              key={field}
              id={id(field)}
              name={field}
              label={t.fields[field]}
              optionalText={t.fields.optional}
              placeholder={t.fields[`${field}_placeholder`]}
              rows={3}
              max={LIMITS.optionalTextMax}
              value={values[field]}
              onChange={(e) => set(field, e.target.value)}
              error={err(field)}
            />
            {/* Art. 9 DSGVO: its own box, shown once health answers are typed (without JavaScript the server's answer shows it). */}
            {field === "health_restrictions" &&
            needsHealthConsent(values.health_restrictions) ? (
              <CheckboxField
                id={id("health_consent")}
                name="health_consent"
                label={t.fields.health_consent}
                hint={t.fields.healthConsentHint}
                checked={values.health_consent}
                onChange={(checked) => set("health_consent", checked)}
                error={err("health_consent")}
                testId="questionnaire-health-consent"
              />
            ) : null}
          </Fragment>
        ))}
      </Section>

      <Section title={t.sections.privacy}>
        <div className="grid gap-1.5">
          <div className="flex items-start gap-3">
            <input
              id={id("data_consent")}
              type="checkbox"
              name="data_consent"
              checked={values.data_consent}
              onChange={(e) => set("data_consent", e.target.checked)}
              aria-invalid={errors.data_consent ? true : undefined}
              aria-required
              aria-describedby={[
                `${id("data_consent")}-privacy`,
                errors.data_consent ? `${id("data_consent")}-error` : "",
              ]
                .filter(Boolean)
                .join(" ")}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            />
            <div className="text-sm text-slate-800">
              <label htmlFor={id("data_consent")} className="font-medium">
                {t.fields.data_consent}
                <span className="ml-0.5 text-red-700" aria-hidden="true">
                  *
                </span>
              </label>
              <p
                id={`${id("data_consent")}-privacy`}
                className="mt-1 text-slate-600"
              >
                {t.fields.privacyText}{" "}
                <Link
                  to={localizedPath(lang, "datenschutzerklarung")}
                  className="font-semibold text-brand-700 underline"
                  target="_blank"
                  rel="noopener"
                >
                  {t.fields.privacyLink}
                </Link>
                .
              </p>
            </div>
          </div>
          {errors.data_consent ? (
            <p
              id={`${id("data_consent")}-error`}
              className="text-sm font-medium text-red-700"
              data-field-error
            >
              {t.issues[errors.data_consent]}
            </p>
          ) : null}
        </div>
      </Section>

      <div>
        <Button
          type="submit"
          size="lg"
          disabled={pending}
          className="w-full sm:w-auto"
          data-testid={`${testId}-submit`}
        >
          {pending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : null}
          {pending ? t.saving : submitLabel}
        </Button>
      </div>
    </FormComponent>
  );
}
