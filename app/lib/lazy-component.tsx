import { lazy, useState, type ComponentType } from "react";

/**
 * A component whose code is a chunk of its own (issue 14: a page loads only what it shows). Like
 * `React.lazy`, but once `preload()` has finished the component renders at once instead of
 * suspending for a tick: a page preloads the chunk of what the server rendered before it hydrates
 * (see the dashboard's tabs), so that part hydrates with the rest of the page rather than as a
 * dehydrated boundary that ignores a first tap. Render it inside a <Suspense> boundary (used when
 * the chunk is not loaded yet: a client-side navigation, a tab opened for the first time).
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
  function LazyComponent(props: P) {
    // Chosen once per instance: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: LazyComponent, preload };
}
