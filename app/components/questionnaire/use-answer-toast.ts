import { useEffect } from "react";
import { toast, type ToastInput } from "~/components/ui/toast-store";

/**
 * Ids of answers whose toast was shown. Module-wide, not per component: a fetcher keeps its last
 * answer, and a tab or dialog that mounts again must not repeat that answer's toast.
 */
const shown = new Set<string>();

/** Shows the toast of a form action's answer once per answer id. */
export function useAnswerToast(input: (ToastInput & { id: string }) | null | undefined) {
  useEffect(() => {
    if (!input || shown.has(input.id)) return;
    shown.add(input.id);
    toast({ title: input.title, description: input.description, variant: input.variant });
  }, [input]);
}
