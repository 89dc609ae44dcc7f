/**
 * The floor: the least a Remix v2 document costs on this stack, built by `npm run bench` with the
 * site's own versions and compiler settings so that the site's CPU per page can be given as a
 * multiple of it (docs/decisions/005-measuring-server-cpu.md). One static route, no loaders.
 *
 * Its build goes under node_modules/.cache: out of the lint's and the site's build directories,
 * which the site's tests read.
 */
const out = "../../node_modules/.cache/resoume-floor";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  cacheDirectory: `${out}/remix`,
  assetsBuildDirectory: `${out}/public/build`,
  publicPath: "/build/",
  serverBuildPath: `${out}/server/index.js`,
  serverPlatform: "neutral",
  serverModuleFormat: "esm",
  serverConditions: ["workerd", "worker", "browser"],
  serverMainFields: ["browser", "module", "main"],
  serverDependenciesToBundle: [],
  serverMinify: true,
  serverNodeBuiltinsPolyfill: { modules: {} },
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
