/** First-load JavaScript and CSS of / (gzip), and the Worker bundle's size with its WebAssembly. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { budgets, firstLoadAssets, gzipBytes, gzipTotal } from "../lib/first-load.mjs";
import { kb } from "./format.mjs";
import { benchDist, publicDir } from "./site-worker.mjs";

/** What Cloudflare lets a paid Worker's bundle weigh after compression (the free plan's 3 MB). */
const cloudflareLimit = 10 * 1024 * 1024;

/** The rows of what loading `homeHtml`, the document of /, fetches first, and of the Worker's bundle. */
export function reportFirstLoadSizes(report, homeHtml) {
  const assets = firstLoadAssets(homeHtml);
  report("first-load JS / (gzip)", gzipTotal(assets.scripts, publicDir), budgets.pageJs, kb);
  report("first-load CSS / (gzip)", gzipTotal(assets.styles, publicDir), budgets.firstLoadCss, kb);
  report(`  (${assets.scripts.length} scripts, ${assets.styles.length} stylesheet)`, 0, undefined, () => "");
  const worker = gzipBytes(readFileSync(path.join(benchDist, "app.js")));
  report("Worker bundle (gzip)", worker, undefined, kb);
  // Each WebAssembly module beside it (Photon, the face library's kernels, the web encoders of ADR 093),
  // by its name without wrangler's hash; Cloudflare counts them with the Worker against its limit.
  let deployable = worker;
  for (const name of readdirSync(benchDist)
    .filter((file) => file.endsWith(".wasm"))
    .sort()) {
    const bytes = gzipBytes(readFileSync(path.join(benchDist, name)));
    report(`  ${name.replace(/^[0-9a-f]{40}-/, "")} (gzip)`, bytes, undefined, kb);
    deployable += bytes;
  }
  report("deployable bundle (gzip), against a paid Worker's 10 MB", deployable, cloudflareLimit, kb);
}
