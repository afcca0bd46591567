import { useLang } from "~/i18n";
import { progressContent } from "~/i18n/pages/progress";
import type { ProgressHistory } from "~/server/training/progress-history.server";
import { ProgressView } from "./progress-view";

/** The coach's plan page: the customer's progress up to this plan, as the customer sees it (decision 0072). */
export function CoachProgress({ progress }: { progress: ProgressHistory }) {
  const lang = useLang();
  return (
    <section aria-labelledby="coach-progress-title" className="grid gap-3" data-testid="coach-progress">
      <h2 id="coach-progress-title" className="text-xl font-bold text-slate-950">
        {progressContent[lang].coachTitle}
      </h2>
      <ProgressView data={progress} lang={lang} headingLevel={3} />
    </section>
  );
}
