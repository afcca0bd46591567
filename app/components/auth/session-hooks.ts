import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { toast, type ToastInput } from "~/components/ui/toast-store";

/** Shows a toast (from a flash cookie or an action answer) once per id. */
export function useFlashToast(input: (ToastInput & { id: string }) | null | undefined) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!input || shown.current === input.id) return;
    shown.current = input.id;
    toast({ title: input.title, description: input.description, variant: input.variant });
  }, [input]);
}

/** Revalidate only after the page was hidden at least this long. */
export const REVALIDATE_AFTER_HIDDEN_MS = 30_000;

/**
 * No timers while a tab is hidden: the session is checked again (all loaders revalidate) only when the
 * page becomes visible after a while, because it may have been signed out or in elsewhere meanwhile.
 */
export function useRevalidateOnVisible(minHiddenMs = REVALIDATE_AFTER_HIDDEN_MS) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let hiddenAt: number | null = document.visibilityState === "hidden" ? Date.now() : null;
    const onChange = () => {
      if (document.visibilityState === "hidden") {
        hiddenAt = Date.now();
      } else if (hiddenAt !== null) {
        const away = Date.now() - hiddenAt;
        hiddenAt = null;
        if (away >= minHiddenMs) void revalidate.current();
      }
    };
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, [minHiddenMs]);
}
