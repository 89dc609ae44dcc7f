/**
 * A `.wasm?module` import, which wrangler compiles at deploy time for the Worker
 * (app/features/photos/web-codecs.server.ts), compiled from its file when Node.js itself loads it:
 * the browser suite's seeding stores headshots with the Worker's own code, whose tile pictures are
 * encoded (ADR 097), and the bench reads the encoders' memory (./encoder-memory.mjs). Vitest and
 * vite-node load the same through vitest.config.ts's plugin.
 */
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

const suffix = ".wasm?module";

registerHooks({
  resolve(specifier, context, next) {
    if (!specifier.endsWith(suffix)) return next(specifier, context);
    const { url } = next(specifier.slice(0, -"?module".length), context);
    return { url: `${url}?module`, format: "module", shortCircuit: true };
  },
  load(url, context, next) {
    if (!url.endsWith(suffix)) return next(url, context);
    const file = fileURLToPath(url.slice(0, -"?module".length));
    const source = `import { readFileSync } from "node:fs"; export default new WebAssembly.Module(readFileSync(${JSON.stringify(file)}));`;
    return { format: "module", source, shortCircuit: true };
  },
});
