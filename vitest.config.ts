import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig, type Plugin } from "vitest/config";

// A module id beside this file that names no folder in node_modules (the file's path is in it,
// encoded): Vitest and vite-node would hand an id in node_modules to Node.js's own loader instead of
// this plugin's. vite-node asks for it again relative to the root.
const marker = "/compiled-wasm?file=";

/**
 * A `.wasm?module` import, which wrangler compiles at deploy time for the Worker
 * (app/features/photos/web-codecs.server.ts), compiled from its file for Node.js, where the tests and
 * the seeding of published pages (tests/setup/seed-order.ts) run the same code.
 */
const wasmModules: Plugin = {
  name: "wasm-modules",
  enforce: "pre",
  resolveId(source, importer) {
    if (source.includes(marker)) return import.meta.dirname + source.slice(source.indexOf(marker));
    if (!source.endsWith(".wasm?module") || !importer) return null;
    const file = createRequire(importer).resolve(source.slice(0, -"?module".length));
    return import.meta.dirname + marker + Buffer.from(file).toString("base64url");
  },
  load(id) {
    if (!id.includes(marker)) return null;
    const file = Buffer.from(id.slice(id.indexOf(marker) + marker.length), "base64url").toString();
    return `import { readFileSync } from "node:fs"; export default new WebAssembly.Module(readFileSync(${JSON.stringify(file)}));`;
  },
};

export default defineConfig({
  plugins: [wasmModules],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/build/**/*.test.ts"],
    // Each integration file starts its own workerd, and much of a file's time is waiting on it (and on
    // the jobs' polls): three at a time keep two cores busier than two did (the whole suite 208 s against
    // 250 s on this machine, and 201 s in a second run).
    maxWorkers: 3,
    // Files share a worker's loaded modules (Miniflare, the app's code) instead of loading them anew
    // for each of about 80 files: a third of the suite's time went to those imports. Each file
    // still starts its own workerd, and a file that stubs a global or spies on one restores it.
    isolate: false,
    // Each file stops the Workers it left running, even those its own hooks never got.
    setupFiles: ["tests/setup/worker-teardown.ts"],
    // As in the browser suite: one retry absorbs a moment when two cores are held up by three files'
    // Workers; a test that passed only on its retry is named in npm test's summary
    // (tests/setup/retried-reporter.ts), and one that fails twice fails.
    retry: 1,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
