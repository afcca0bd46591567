import { useSyncExternalStore } from "react";
import { X } from "lucide-react";
import { cn } from "~/lib/cn";
import { useMessages } from "~/i18n";
import { toastStore } from "./toast-store";

/**
 * The toast viewport: a live region showing the one current toast. It lives in the site header's band
 * (the top 64 px, at every width): the header holds no input, so a notice never covers a form field,
 * a set row or the plan's sticky day selector under the header (issue 24). The text is clamped to
 * what fits the band (three short lines on a phone, two from 640 px); the live region reads it whole.
 */
export function Toaster() {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => null);
  const m = useMessages();
  return (
    <section
      aria-label={m.a11y.notifications}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex h-16 items-center justify-center px-2 sm:justify-end sm:px-4"
      data-testid="toast-region"
    >
      <div role="status" aria-live={current?.variant === "destructive" ? "assertive" : "polite"} aria-atomic="true" className="flex w-full justify-center sm:w-auto">
        {current ? (
          <div
            key={current.id}
            data-variant={current.variant}
            data-testid="toast"
            className={cn(
              "pointer-events-auto relative w-full max-h-14 max-w-md overflow-hidden rounded-lg border py-1 pl-3 pr-10 shadow-lg animate-[toast-in_150ms_ease-out] sm:w-md",
              current.variant === "destructive"
                ? "border-red-700 bg-red-700 text-white"
                : current.variant === "success"
                  ? "border-emerald-200 bg-white text-slate-900"
                  : "border-slate-200 bg-white text-slate-900",
            )}
          >
            <p className="line-clamp-3 text-xs leading-4 sm:line-clamp-2 sm:text-sm sm:leading-5">
              <span className="font-semibold">{current.title}</span>
              {current.description ? <span className="opacity-90"> {current.description}</span> : null}
            </p>
            <button
              type="button"
              onClick={() => toastStore.dismiss(current.id)}
              className="absolute right-1 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2"
              aria-label={m.a11y.close}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
