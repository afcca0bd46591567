import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useMessages } from "~/i18n";
import { buttonClasses } from "~/components/ui/button";
import { lazyModule } from "~/lib/lazy-module";

/** The offline app's page code: loaded once the page is idle, so no page's first JavaScript carries it. */
export const offlineApp = lazyModule(() => import("~/lib/offline-app"));
const IDLE_MS = 1500;

/**
 * The offline app in the page (decision 0071): registers the service worker once the page is idle,
 * asks it to keep the plan page shown, and offers the reload when a new version of the app waits.
 */
export function AppUpdate({ signedIn }: { signedIn: boolean }) {
  const m = useMessages();
  const [activate, setActivate] = useState<(() => void) | null>(null);
  const location = useLocation();

  // Members only: a visitor of the public pages downloads no app shell in the background. Once
  // registered, the worker stays (it clears a member's copies at sign-out and serves public pages untouched).
  useEffect(() => {
    if (!signedIn) return;
    const here = new URL(location.pathname + location.search, window.location.origin);
    const timer = setTimeout(() => {
      offlineApp
        .load()
        .then((app) => {
          app.registerOfflineApp((go) => setActivate(() => go));
          app.keepForOffline(here);
        })
        .catch(() => {});
    }, IDLE_MS);
    return () => clearTimeout(timer);
  }, [signedIn, location.pathname, location.search]);

  if (!activate) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50 flex justify-center p-3" data-testid="app-update">
      <div className="flex max-w-md items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg">
        <p className="text-sm text-slate-800">{m.appUpdate.text}</p>
        <button type="button" className={buttonClasses("primary", "sm")} onClick={activate} data-testid="app-update-reload">
          {m.appUpdate.reload}
        </button>
      </div>
    </div>
  );
}
