/**
 * The one toast of the product (spec part 1 §9) and the one answer type of every action: a server
 * action answers `ActionAnswer`, the page shows its `toast` with the toast store
 * (components/ui/toast-store). Lives at the bottom layer so server, routes and components share it.
 */
export type ToastVariant = "default" | "success" | "destructive";

/** A toast sent by the server (an action's answer or a flash cookie); `id` makes each one show once. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** A toast with a fresh id (globalThis.crypto: Node ≥ 19 and the browser). */
export function makeToast(title: string, description?: string, variant: ToastVariant = "default"): Toast {
  return { id: crypto.randomUUID(), title, description, variant };
}

/**
 * The answer of an action: accepted (`ok: true`, a toast if there is something to say) or refused
 * (`ok: false`, the toast says why; what was typed stays in the form). `Ok` and `Refused` add what a
 * page needs on top (field errors, the saved id, …).
 */
export type ActionAnswer<Ok extends object = object, Refused extends object = object> =
  | ({ ok: true; toast?: Toast } & Ok)
  | ({ ok: false; toast: Toast } & Refused);
