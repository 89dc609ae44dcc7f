/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/cloudflare" />

/** A WebAssembly file imported by the Worker: wrangler compiles it at build time (a Worker may not compile bytes at run time). */
declare module "*.wasm" {
  const compiled: WebAssembly.Module;
  export default compiled;
}
