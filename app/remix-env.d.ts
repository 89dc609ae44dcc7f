/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/cloudflare" />

/** A WebAssembly file imported by the Worker: wrangler compiles it at build time (a Worker may not compile bytes at run time). */
declare module "*.wasm" {
  const compiled: WebAssembly.Module;
  export default compiled;
}

/**
 * The same, for a package's file (or the build's copy, `#web-codecs/…`) the Remix compiler must leave
 * to wrangler: it would bundle a bare `.wasm` import as an asset's URL, while the suffix is one that
 * only wrangler reads.
 */
declare module "*.wasm?module" {
  const compiled: WebAssembly.Module;
  export default compiled;
}
