/**
 * What the plan tells the customer outside its days (parsed by app/domain/plan/plan-notes.ts): the
 * intro, the health notes (highlighted) and the progression notes. Folded into one line above the
 * day selector (issue 24: in the gym the sets come first; the line says when health notes are
 * inside); nothing when the plan has none.
 * The notes are the plan's own German text; the headings follow the page language.
 */
import { useId } from "react";
import { HeartPulse, Info, TrendingUp } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import type { PlanNotes } from "~/domain/plan/types";

export function PlanNotesCard({ notes }: { notes: PlanNotes | undefined }) {
  const lang = useLang();
  const t = trainingContent[lang].planNotes;
  const id = useId();
  if (!notes || notes.intro.length + notes.health.length + notes.progression.length === 0) return null;
  return (
    <details className="rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-5" data-testid="plan-notes">
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 py-1 focus-visible:outline-2 focus-visible:outline-brand-600">
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-base font-bold text-slate-950">
          <Info className="h-5 w-5 text-brand-700" aria-hidden="true" />
          {t.title}
        </h3>
        {notes.health.length > 0 ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-amber-900" data-testid="plan-notes-health-marker">
            <HeartPulse className="h-4 w-4" aria-hidden="true" />
            {t.healthInside}
          </span>
        ) : null}
      </summary>
      <div className="pb-4">
      {notes.intro.length > 0 ? (
        <div className="mt-3 grid gap-2 text-slate-800" lang="de" data-testid="plan-notes-intro">
          <h4 className="sr-only">{t.intro}</h4>
          {notes.intro.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      ) : null}
      {notes.health.length > 0 ? (
        <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-slate-900" data-testid="plan-notes-health">
          <h4 className="flex items-center gap-2 font-semibold">
            <HeartPulse className="h-4 w-4 text-amber-800" aria-hidden="true" />
            {t.health}
          </h4>
          <div className="mt-1 grid gap-1" lang="de">
            {notes.health.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </div>
      ) : null}
      {notes.progression.length > 0 ? (
        <details className="group mt-4 rounded-xl border border-slate-200 p-3" data-testid="plan-notes-progression">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-slate-950 focus-visible:outline-2 focus-visible:outline-brand-600">
            <TrendingUp className="h-4 w-4 text-brand-700" aria-hidden="true" />
            <span>{t.progression}</span>
            <span className="text-sm font-normal text-slate-700 group-open:hidden">({fmt(t.progressionCount, { n: notes.progression.length })})</span>
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800" lang="de">
            {notes.progression.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </details>
      ) : null}
      </div>
    </details>
  );
}
