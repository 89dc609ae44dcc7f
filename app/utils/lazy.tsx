import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

const reloadedKey = "lazy-chunk-reload";

/**
 * A part of the page that loads after the first paint. A chunk that cannot be fetched (a new
 * release replaced it, or the network failed) is reported and the page reloaded once, as Remix does
 * for a stale route module; if that does not help, the page goes on without the part.
 */
export function loadPart<T>(load: () => Promise<T>): Promise<T> {
  return load().then(
    (part) => {
      forgetReload();
      return part;
    },
    (error: unknown) => {
      console.error("A part of the page could not be loaded, reloading the page", error);
      if (reloadOnce()) window.location.reload();
      return new Promise<never>(() => {});
    },
  );
}

/** `React.lazy` for the parts that show after the first paint, loaded as `loadPart` does. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => loadPart(load).then((component) => ({ default: component })));
}

function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(reloadedKey) === location.href) return false;
    sessionStorage.setItem(reloadedKey, location.href);
    return true;
  } catch {
    // Storage refused (a private mode): without a memory of the last reload, none rather than a loop.
    return false;
  }
}

function forgetReload() {
  try {
    sessionStorage.removeItem(reloadedKey);
  } catch {
    // Nothing was kept.
  }
}

/** Runs `run` once the browser is idle (within 2 s), or soon where it cannot say; returns its cancellation. */
export const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
};

/**
 * Renders its children only in the browser, once it is idle after hydration: neither the server's
 * HTML nor the first load carries them.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
