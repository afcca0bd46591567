/**
 * The page's half of the offline app (decision 0071), loaded once the page is idle (not part of any
 * page's first JavaScript): registers the service worker (built to /sw.js by react-router.config.ts,
 * production only), asks it to keep the plan page the member is looking at and to refresh it after
 * saves, and says when a new version waits for a reload. Sign-out: ./offline-sign-out.ts.
 */
import { urlsToKeep, type ToWorker } from "~/service-worker/rules";

export const SERVICE_WORKER_URL = "/sw.js";

function supported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && import.meta.env.PROD;
}

function post(worker: ServiceWorker | null | undefined, message: ToWorker): void {
  worker?.postMessage(message);
}

let registered = false;

/**
 * Registers the worker (once per page load); `onUpdate` gets the function that lets a new version,
 * installed and waiting while an older one controls this page, take over (the page then reloads).
 */
export function registerOfflineApp(onUpdate: (activate: () => void) => void): void {
  if (!supported() || registered) return;
  registered = true;
  const container = navigator.serviceWorker;
  const offer = (registration: ServiceWorkerRegistration) => {
    const waiting = registration.waiting;
    if (!waiting || !container.controller) return;
    onUpdate(() => {
      container.addEventListener("controllerchange", () => window.location.reload(), { once: true });
      post(waiting, { type: "skip-waiting" });
    });
  };
  container
    .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
    .then((registration) => {
      offer(registration);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed") offer(registration);
        });
      });
    })
    .catch(() => {
      // No worker (private mode, an old browser): the site works online as before.
    });
}

/** Asks the worker to keep the plan page at this address for the signed-in member (if it is one). */
export function keepForOffline(location: URL): void {
  if (!supported() || !navigator.onLine) return;
  const urls = urlsToKeep(location);
  if (urls.length === 0) return;
  void navigator.serviceWorker.ready.then((registration) => post(registration.active, { type: "keep", urls }));
}

let refreshTimer: ReturnType<typeof setTimeout> | null = null;

/** Sets reached the server: the worker fetches its kept plan page again (once for a burst of saves). */
export function refreshOfflineCopy(): void {
  if (!supported() || refreshTimer) return;
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    post(navigator.serviceWorker.controller, { type: "refresh" });
  }, 1500);
}
