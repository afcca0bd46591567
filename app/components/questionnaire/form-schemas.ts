/**
 * The member forms' schemas (app/domain/questionnaire/schema.ts, Zod) as code loaded on demand
 * (decision 0055): the questionnaire, the profile sub-tab and their pages load them when a form is
 * first focused, when the page is idle, or at the latest when a form is sent (the submission waits
 * for them, see submitChecked). The server validates every submission with the same schemas.
 */
import { useEffect } from "react";
import { lazyModule, prefetch } from "~/lib/lazy-module";

export const formSchemas = lazyModule(() => import("~/domain/questionnaire/schema"));

export const prefetchFormSchemas = () => prefetch(formSchemas);

/** Fetches the schemas once the page has been idle for a moment, so that checks run at once. */
export function usePrefetchFormSchemas(): void {
  useEffect(() => {
    const timer = setTimeout(prefetchFormSchemas, 3000);
    return () => clearTimeout(timer);
  }, []);
}
