import { useSyncExternalStore } from "react";
import { X } from "lucide-react";
import { cn } from "~/lib/cn";
import { useMessages } from "~/i18n";
import { toastStore } from "./toast-store";

/** The toast viewport: a live region showing the one current toast. */
export function Toaster() {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => null);
  const m = useMessages();
  return (
    <section
      aria-label={m.a11y.notifications}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:bottom-0 sm:top-auto sm:justify-end"
    >
      <div role="status" aria-live={current?.variant === "destructive" ? "assertive" : "polite"} aria-atomic="true">
        {current ? (
          <div
            key={current.id}
            data-variant={current.variant}
            data-testid="toast"
            className={cn(
              "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg relative animate-[toast-in_150ms_ease-out]",
              current.variant === "destructive"
                ? "border-red-700 bg-red-700 text-white"
                : current.variant === "success"
                  ? "border-emerald-200 bg-white text-slate-900"
                  : "border-slate-200 bg-white text-slate-900",
            )}
          >
            <div className="grid gap-1">
              <p className="text-sm font-semibold">{current.title}</p>
              {current.description ? <p className="text-sm opacity-90">{current.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => toastStore.dismiss(current.id)}
              className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2"
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
