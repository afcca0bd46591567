/**
 * The users tab's Details dialog: the user's questionnaire in the spec's sections (personal info,
 * goals, training details, experience and equipment, health and preferences, privacy consent), with
 * the labels of the stored codes, 'Keine Angaben' for empty lists and texts, and 'Kein Fragebogen für
 * diesen Benutzer gefunden.' when there is none. The data is loaded when the dialog opens.
 */
import type { ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { type Lang } from "~/i18n/config";
import { adminUsersContent } from "~/i18n/pages/admin/users";
import { optionLabel, type OptionLabels } from "~/i18n/pages/options";
import { Dialog } from "~/components/ui/dialog";
import type { QuestionnaireDetails, UsersPageData } from "~/server/admin/users.server";
import { formatDate } from "~/i18n/format";
import { HealthConsentLine } from "./health-consent-line";
import { UserDeleteForm } from "./user-delete-form";

type Texts = (typeof adminUsersContent)["de"];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-3 first:border-0 first:pt-0">
      <h3 className="text-base font-bold text-slate-900">{title}</h3>
      <dl className="mt-1 divide-y divide-slate-100">{children}</dl>
    </section>
  );
}

function QuestionnaireView({ q, lang, t }: { q: QuestionnaireDetails; lang: Lang; t: Texts }) {
  const f = t.dialog.fields;
  const none = <span className="text-slate-600 italic">{t.dialog.noAnswer}</span>;
  const text = (value: string | null) => (value && value.trim() ? value.trim() : none);
  const one = <K extends keyof OptionLabels>(set: K, code: string) => optionLabel(lang, set, code) ?? none;
  const list = <K extends keyof OptionLabels>(set: K, codes: string[]) =>
    codes.length === 0 ? none : codes.map((code) => optionLabel(lang, set, code) ?? code).join(", ");
  const yesNo = (value: boolean) => (value ? t.dialog.yes : t.dialog.no);
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="user-questionnaire">
      <Section title={t.dialog.sections.personal}>
        <Row label={f.firstName}>{text(q.firstName)}</Row>
        <Row label={f.lastName}>{text(q.lastName)}</Row>
        <Row label={f.email}>{text(q.email)}</Row>
        <Row label={f.age}>{q.age}</Row>
        <Row label={f.gender}>{one("gender", q.gender)}</Row>
      </Section>
      <Section title={t.dialog.sections.goals}>
        <Row label={f.mainGoals}>{list("main_goals", q.mainGoals)}</Row>
        <Row label={f.otherSport}>{yesNo(q.otherSport)}</Row>
        {q.otherSport ? <Row label={f.otherSportDetails}>{text(q.otherSportDetails)}</Row> : null}
      </Section>
      <Section title={t.dialog.sections.training}>
        <Row label={f.trainingIntensity}>{one("training_intensity", q.trainingIntensity)}</Row>
        <Row label={f.trainingFrequency}>{one("training_frequency", q.trainingFrequency)}</Row>
        <Row label={f.sessionDuration}>{one("session_duration", q.sessionDuration)}</Row>
        <Row label={f.dailyActivity}>{one("daily_activity", q.dailyActivity)}</Row>
      </Section>
      <Section title={t.dialog.sections.experience}>
        <Row label={f.trainingLevel}>{one("training_level", q.trainingLevel)}</Row>
        <Row label={f.currentTraining}>{one("current_training", q.currentTraining)}</Row>
        <Row label={f.trainingExperience}>{list("training_experience", q.trainingExperience)}</Row>
        <Row label={f.equipment}>{list("equipment", q.equipment)}</Row>
      </Section>
      <Section title={t.dialog.sections.health}>
        <Row label={f.healthRestrictions}>{text(q.healthRestrictions)}</Row>
        <Row label={f.exerciseDislikes}>{text(q.exerciseDislikes)}</Row>
        <Row label={f.trainingPreferences}>{text(q.trainingPreferences)}</Row>
        <Row label={f.personalWishes}>{text(q.personalWishes)}</Row>
      </Section>
      <Section title={t.dialog.sections.privacy}>
        <Row label={f.dataConsent}>{q.dataConsent ? t.dialog.consentGiven : t.dialog.consentMissing}</Row>
        {q.age < 18 ? <Row label={f.guardianConsent}>{q.guardianConsent ? t.dialog.consentGiven : t.dialog.consentMissing}</Row> : null}
      </Section>
    </div>
  );
}

export interface OpenUser {
  id: string;
  name: string;
}

/**
 * The dialog for `user`; `data` is the fetcher's answer (the users route's loader with
 * `?details=<id>`), `loading` while it is under way.
 */
export function UserDetailsDialog({
  user,
  data,
  loading,
  onClose,
}: {
  user: OpenUser | null;
  data: UsersPageData["details"] | undefined;
  loading: boolean;
  onClose: () => void;
}) {
  const lang = useLang();
  const t = adminUsersContent[lang];
  const current = user && data && data.userId === user.id && !loading ? data : null;
  const q = current?.ok ? current.user?.questionnaire ?? null : null;
  const filledIn = q ? formatDate(q.createdAt, lang) : "";
  const changed = q ? formatDate(q.updatedAt, lang) : "";
  const description = q
    ? changed !== filledIn
      ? fmt(t.dialog.descriptionUpdated, { date: filledIn, updated: changed })
      : fmt(t.dialog.description, { date: filledIn })
    : undefined;
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={fmt(t.dialog.title, { name: user?.name ?? "" })}
      description={description}
      closeLabel={t.dialog.close}
    >
      <div data-testid="user-details-dialog">
        {!current ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t.dialog.loading}
          </p>
        ) : !current.ok ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t.dialog.failed}
          </p>
        ) : q ? (
          <>
            <HealthConsentLine consent={current.user!.healthConsent} />
            <QuestionnaireView q={q} lang={lang} t={t} />
          </>
        ) : (
          <p className="text-sm text-slate-800" data-testid="user-no-questionnaire">
            {t.dialog.notFound}
          </p>
        )}
        {current?.ok && current.user ? <UserDeleteForm userId={current.user.userId} /> : null}
      </div>
    </Dialog>
  );
}
