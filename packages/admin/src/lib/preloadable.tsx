import { lazy, useState, type ComponentType } from 'react';

/**
 * `React.lazy` that can start loading before it is first rendered (`preload()`), and that renders
 * at once when its code is already there. A lazy component always suspends on its first render,
 * and React holds a revealed Suspense boundary back up to 300 ms after its fallback showed: a
 * screen whose code was fetched in parallel with its data should not pay for that.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next render or preload tries again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
