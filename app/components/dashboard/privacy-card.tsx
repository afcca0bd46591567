/**
 * The dashboard's "Ihre Daten" card (issue 25): "Meine Daten herunterladen" (JSON, and the training
 * log as CSV), the way to the health consent and its withdrawal, and "Konto löschen".
 */
import { Link } from "react-router";
import { Download, ShieldCheck } from "lucide-react";
import { useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { dataRightsContent } from "~/i18n/pages/data-rights";
import { buttonClasses } from "~/components/ui/button";

export function PrivacyCard() {
  const lang = useLang();
  const t = dataRightsContent[lang].card;
  const exportUrl = (format: "json" | "csv") => `${localizedPath(lang, "konto/daten-export")}?format=${format}`;
  return (
    <section className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="privacy-card-title" data-testid="privacy-card">
      <h2 id="privacy-card-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ShieldCheck className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {t.title}
      </h2>
      <p className="text-slate-700">{t.intro}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={exportUrl("json")} className={buttonClasses("primary", "md")} aria-describedby="privacy-card-download-hint" data-testid="privacy-download">
          <Download className="h-4 w-4" aria-hidden="true" />
          {t.download}
        </a>
        <a href={exportUrl("csv")} className={buttonClasses("outline", "md")} data-testid="privacy-download-csv">
          {t.csv}
        </a>
      </div>
      <p id="privacy-card-download-hint" className="text-sm text-slate-600">
        {t.downloadHint}
      </p>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap">
        <Link to={localizedPath(lang, "konto/daten")} className={buttonClasses("outline", "md")} data-testid="privacy-manage">
          {t.manage}
        </Link>
        <Link to={localizedPath(lang, "konto/loeschen")} className={buttonClasses("ghost", "md", "text-red-800")} data-testid="privacy-delete">
          {t.delete}
        </Link>
      </div>
    </section>
  );
}
