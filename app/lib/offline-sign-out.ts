/**
 * Sign-out and the offline app (decision 0071): every kept personal page goes, here (Cache Storage
 * is the page's too) and in the service worker, which also drops any copy still on its way. The
 * sign-out POST itself makes the worker do the same; this covers a worker busy elsewhere. Small and
 * apart from ./offline-app.ts: the header (on every page) calls it.
 */
import { USER_CACHE_PREFIX, type ToWorker } from "~/service-worker/rules";

export function forgetOfflineData(): void {
  if (typeof caches !== "undefined") {
    void caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(USER_CACHE_PREFIX)).map((n) => caches.delete(n))))
      .catch(() => {});
  }
  if (typeof navigator !== "undefined" && "serviceWorker" in navigator) {
    navigator.serviceWorker.controller?.postMessage({ type: "sign-out" } satisfies ToWorker);
  }
}
