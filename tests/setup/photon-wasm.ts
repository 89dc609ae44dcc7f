/**
 * What wrangler makes of `@cf-wasm/photon/photon.wasm` (a compiled WebAssembly module), for the app's
 * modules that Vitest runs in Node (vitest.config.ts points the import here).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export default new WebAssembly.Module(readFileSync(createRequire(import.meta.url).resolve("@cf-wasm/photon/photon.wasm")));
