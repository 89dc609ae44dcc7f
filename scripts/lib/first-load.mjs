/**
 * What a browser downloads to show a page the first time: the scripts and stylesheets its HTML
 * names, measured as gzip bytes of the built files in public/. Used by `npm run bench` and by the
 * size checks in tests/build.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// The server's CPU per document is held as a multiple of a bare Remix page's in the same run
// (architecture.md, section 7): an absolute figure would judge the machine, not the Worker. A
// document the render cache answers, a first visit's included; a first visit whose document is
// not kept yet; a document rendered per buyer, which is never kept.
export const budgets = {
  firstLoadJs: 100 * 1024,
  firstLoadCss: 20 * 1024,
  cpuFloorRatio: { kept: 1.5, freshFirstVisit: 2, perBuyer: 3 },
};

export function gzipBytes(content) {
  return gzipSync(content, { level: 9 }).byteLength;
}

/** Local /build/ URLs of the scripts (module preloads, entry and route imports) and stylesheets in `html`. */
export function firstLoadAssets(html) {
  const unique = (matches) => [...new Set(matches)].filter((href) => href.startsWith("/build/"));
  const scripts = unique([
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/(?:import|from) "([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/"module": ?"([^"]+\.js)"/g)].map((m) => m[1]),
  ]);
  const styles = unique([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]));
  return { scripts, styles };
}

/** Sum of gzip bytes of the given public URLs, read from `publicDir`. */
export function gzipTotal(urls, publicDir) {
  return urls.reduce((sum, url) => sum + gzipBytes(readFileSync(path.join(publicDir, url))), 0);
}
