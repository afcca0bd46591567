/** The coach's line about a customer's health data consent: given (date, version) or withdrawn (decision 0074). */
import { fmt, useLang } from "~/i18n";
import { formatDate } from "~/i18n/format";
import { dataRightsContent } from "~/i18n/pages/data-rights";

export interface HealthConsentView {
  givenAt: string | null;
  textVersion: string | null;
  withdrawnAt: string | null;
}

export function HealthConsentLine({ consent }: { consent: HealthConsentView | null | undefined }) {
  const lang = useLang();
  const t = dataRightsContent[lang].admin;
  if (!consent || (!consent.givenAt && !consent.withdrawnAt)) return null;
  return consent.withdrawnAt ? (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900" data-testid="health-consent-withdrawn">
      {fmt(t.healthWithdrawn, { date: formatDate(consent.withdrawnAt, lang) })}
    </p>
  ) : (
    <p className="text-sm text-slate-700" data-testid="health-consent-given">
      {fmt(t.healthGiven, { date: formatDate(consent.givenAt!, lang), version: consent.textVersion ?? "" })}
    </p>
  );
}
