/**
 * The import rules of docs/layout.md, checked by tests/build/import-rules.test.ts in `npm test`
 * (docs/decisions/040-layers-and-the-order-lifecycle.md, 072-parts-below-the-domains.md). Layers,
 * lowest first: locales, content and utils (plumbing and facts, no domain); services (one adapter
 * per vendor) and ui (parts of pages that know no domain, the form fields); features (the domains);
 * components (the chrome and shared parts); routes (the route table's modules); the app's root
 * modules (root.tsx, entry.*.tsx, render-cache.server.ts) and workers/. A layer imports only its own
 * and those below; no module is part of an import circle. No rule has an exception.
 */
const appRoot = "^app/[^/]+$";
const above = (...folders) => [...folders.map((folder) => `^app/${folder}/`), appRoot];

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle: a change to any of its modules reaches all of them; one of the imports points the wrong way.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "utils-knows-no-domain",
      comment: "utils/ is plumbing: it knows no vendor, domain, component or page.",
      severity: "error",
      from: { path: "^app/utils/" },
      to: { path: above("services", "ui", "features", "components", "routes") },
    },
    {
      name: "content-knows-no-domain",
      comment: "content/ holds the business facts and copy that every layer reads; it reads only plumbing.",
      severity: "error",
      from: { path: "^app/content/" },
      to: { path: above("services", "ui", "features", "components", "routes") },
    },
    {
      name: "services-below-features",
      comment: "A vendor's adapter speaks the vendor's API; the domains call it, never the other way.",
      severity: "error",
      from: { path: "^app/services/" },
      to: { path: above("ui", "features", "components", "routes") },
    },
    {
      name: "ui-knows-no-domain",
      comment: "ui/ holds parts of pages that any domain may build with; it reads plumbing and facts, never a vendor, a domain or a page.",
      severity: "error",
      from: { path: "^app/ui/" },
      to: { path: above("services", "features", "components", "routes") },
    },
    {
      name: "features-below-components",
      comment: "A domain's parts are built from ui/, never from the chrome and shared parts of components/, which build on the domains.",
      severity: "error",
      from: { path: "^app/features/" },
      to: { path: "^app/components/" },
    },
    {
      name: "features-below-pages",
      comment: "A domain knows no page and not the root: what the root's data is, is the chrome's (features/chrome).",
      severity: "error",
      from: { path: "^app/(features|components)/" },
      to: { path: above("routes") },
    },
    {
      name: "only-the-route-table-imports-routes",
      comment: "Nothing imports a route module but the route table (remix.config.js); routes share helpers only among themselves.",
      severity: "error",
      from: { path: "^(app|workers)/", pathNot: "^app/routes/" },
      to: { path: "^app/routes/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: they tie modules together as much as values do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // The server build that workers/ loads is the app itself, compiled.
    exclude: { path: "^build/" },
  },
};
