type Route = { id: string; path?: string; file: string };

export const localCheckout = "routes/local-checkout/local-checkout.tsx";

/** The route table exactly as remix.config.js writes it out. */
export async function routeTable(): Promise<Route[]> {
  // Loaded at run time: remix.config.js is plain JavaScript outside the type-checked project.
  const { default: config } = (await import("../../remix.config.js" as string)) as {
    default: { routes: (define: unknown) => Record<string, Route> };
  };
  const { defineRoutes } = (await import("@remix-run/dev/dist/config/routes.js" as string)) as { defineRoutes: unknown };
  return Object.values(config.routes(defineRoutes));
}

/**
 * The page routes of the table, the ones a visitor opens: route modules that render, without the
 * catch-all and without the local checkout, which stands in for the payment provider's page in
 * local runs (no chrome, never linked in production) and has tests of its own.
 */
export async function pageRoutes(): Promise<Route[]> {
  return (await routeTable()).filter((route) => route.file.endsWith(".tsx") && route.path !== "*" && route.file !== localCheckout);
}
