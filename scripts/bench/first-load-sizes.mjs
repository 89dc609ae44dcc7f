/** First-load JavaScript and CSS of / (gzip), and the Worker bundle's size. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { budgets, firstLoadAssets, gzipBytes, gzipTotal } from "../lib/first-load.mjs";
import { kb } from "./format.mjs";
import { benchDist, publicDir } from "./site-worker.mjs";

/** The rows of what loading `homeHtml`, the document of /, fetches first, and of the Worker's bundle. */
export function reportFirstLoadSizes(report, homeHtml) {
  const assets = firstLoadAssets(homeHtml);
  report("first-load JS / (gzip)", gzipTotal(assets.scripts, publicDir), budgets.pageJs, kb);
  report("first-load CSS / (gzip)", gzipTotal(assets.styles, publicDir), budgets.firstLoadCss, kb);
  report(`  (${assets.scripts.length} scripts, ${assets.styles.length} stylesheet)`, 0, undefined, () => "");
  const worker = readFileSync(path.join(benchDist, "app.js"));
  report("Worker bundle (gzip)", gzipBytes(worker), undefined, kb);
}
