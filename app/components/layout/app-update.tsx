import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { RefreshCw } from "lucide-react";
import { useMessages } from "~/i18n";
import { buttonClasses } from "~/components/ui/button";
import { keepForOffline, registerOfflineApp } from "~/lib/offline-app";

/**
 * The offline app in the page (decision 0071): registers the service worker once, asks it to keep the
 * plan page shown, and offers the reload when a new version of the app is waiting.
 */
export function AppUpdate({ signedIn }: { signedIn: boolean }) {
  const m = useMessages();
  const [activate, setActivate] = useState<(() => void) | null>(null);
  const registered = useRef(false);
  const location = useLocation();

  useEffect(() => {
    if (registered.current) return;
    registered.current = true;
    registerOfflineApp((go) => setActivate(() => go));
  }, []);

  useEffect(() => {
    if (signedIn) keepForOffline(new URL(location.pathname + location.search, window.location.origin));
  }, [signedIn, location.pathname, location.search]);

  if (!activate) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50 flex justify-center p-3" data-testid="app-update">
      <div className="flex max-w-md items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg">
        <p className="text-sm text-slate-800">{m.appUpdate.text}</p>
        <button type="button" className={buttonClasses("primary", "sm")} onClick={activate} data-testid="app-update-reload">
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {m.appUpdate.reload}
        </button>
      </div>
    </div>
  );
}
