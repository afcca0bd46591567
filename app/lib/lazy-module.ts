import type { FormEvent } from "react";

/**
 * Code the browser loads only when it is needed (issue 14: a page loads what it shows): `load()`
 * fetches it once (a failed attempt, e.g. offline, is tried again next time); `get()` is the
 * loaded value, or null before that, for code that must decide synchronously.
 */
export interface LazyModule<T> {
  load(): Promise<T>;
  get(): T | null;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: { value: T } | null = null;
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= importer().then(
        (value) => {
          loaded = { value };
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    get: () => (loaded ? loaded.value : null),
  };
}

/** Loads in the background; a failure only means it is loaded again when it is needed. */
export function prefetch(...modules: Array<LazyModule<unknown>>): void {
  for (const m of modules) m.load().catch(() => {});
}

/** Forms whose next submission goes without the client's check (its code could not be loaded). */
const sendUnchecked = new WeakSet<HTMLFormElement>();
/** Forms whose submission waits for the check's code (a second press in the meantime adds nothing). */
const waiting = new WeakSet<HTMLFormElement>();

/**
 * A form's client-side check whose code (the schemas) is loaded on demand (decision 0055). Loaded:
 * `check` runs at once and a form it rejects (false) is not sent, exactly as with code loaded up
 * front. Not loaded yet (the user submits before it arrived): the submission is held, the code
 * loaded, `check` run, and the form submitted again with the same button when it passes, so an
 * invalid form is still never sent. Could not load (offline): the form goes unchecked — the server
 * validates every submission anyway, and answers with the same messages.
 */
export function submitChecked<T>(event: FormEvent<HTMLFormElement>, code: LazyModule<T>, check: (loaded: T) => boolean): void {
  const form = event.currentTarget;
  if (sendUnchecked.delete(form)) return;
  const loaded = code.get();
  if (loaded !== null) {
    if (!check(loaded)) event.preventDefault();
    return;
  }
  event.preventDefault();
  if (waiting.has(form)) return;
  waiting.add(form);
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  const resubmit = () => {
    waiting.delete(form);
    if (form.isConnected) form.requestSubmit(button?.form === form && button.type === "submit" && !button.disabled ? button : null);
  };
  code.load().then(
    (value) => {
      if (check(value)) resubmit();
      else waiting.delete(form);
    },
    () => {
      sendUnchecked.add(form);
      resubmit();
    },
  );
}
