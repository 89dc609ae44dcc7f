import { lazy, Suspense, type ComponentType } from "react";

/**
 * A part of the page that the server renders in full but whose code the browser fetches only when
 * the page shows it, keeping it out of the first-load budget. Until the code arrives, React leaves
 * the server's HTML in place (selective hydration), and that HTML works on its own: the parts made
 * this way are plain forms and links.
 *
 * If the code cannot be fetched, the HTML simply stays.
 *
 * `serverRendered` is the component imported through a `*.server.ts` module: the browser build
 * empties such modules, so there it is undefined and `load` takes its place.
 */
export function island<P extends object>(serverRendered: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>) {
  const Component: ComponentType<P> =
    serverRendered ??
    (lazy(() =>
      load().then(
        (component) => ({ default: component }),
        // The code could not be fetched (offline, or a new release replaced it): the server's HTML
        // stays as it is, and it works without its code.
        () => new Promise<never>(() => {}),
      ),
    ) as unknown as ComponentType<P>);
  return function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
