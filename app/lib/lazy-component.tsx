import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";

/**
 * A component whose code is a chunk of its own (issue 14: a page loads only what it shows). Once
 * `preload()` has finished it renders as a plain part of the page; before that, as `React.lazy`
 * inside its own <Suspense> boundary showing `fallback` (a client-side navigation, a tab opened for
 * the first time). A page preloads, before it hydrates, the chunks of what the server rendered (the
 * server preloads all of them), so that part hydrates with the rest of the page — not as a Suspense
 * boundary that React hydrates later, after the page already counts as interactive. Which of the two
 * an instance is gets decided once: switching would remount it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // offline: the next attempt loads again
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyComponent({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...(props as P)} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return { Component: LazyComponent, preload };
}
