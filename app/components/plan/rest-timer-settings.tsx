/** The rest timer's two switches under the plan view (issue 24): the timer on/off and its tone. */
import { useLang } from "~/i18n";
import { restTimerContent } from "~/i18n/pages/rest-timer";
import { useEffect } from "react";
import { preloadRestTimerBar, restTimer, useRestTimer } from "./rest-timer";

export function RestTimerSettings() {
  const lang = useLang();
  const t = restTimerContent[lang];
  const { enabled, sound } = useRestTimer();
  // The bar's chunk while the network is there (once the page is idle, not competing with its start):
  // a set ticked later, offline in the gym, still shows the bar.
  useEffect(() => {
    const id = setTimeout(() => preloadRestTimerBar().catch(() => undefined), 1500);
    return () => clearTimeout(id);
  }, []);
  const row = "inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800";
  return (
    <div className="flex flex-wrap gap-x-5" data-testid="rest-timer-settings">
      <label className={row}>
        <input type="checkbox" role="switch" className="h-5 w-5 accent-brand-700" checked={enabled} onChange={(e) => restTimer.setEnabled(e.target.checked)} data-testid="rest-timer-toggle" />
        {t.toggle}
      </label>
      <label className={row}>
        <input
          type="checkbox"
          role="switch"
          className="h-5 w-5 accent-brand-700"
          checked={sound}
          disabled={!enabled}
          onChange={(e) => restTimer.setSound(e.target.checked)}
          data-testid="rest-timer-sound"
        />
        {t.sound}
      </label>
    </div>
  );
}
