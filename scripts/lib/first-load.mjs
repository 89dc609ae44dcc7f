/**
 * What a browser downloads to show a page the first time: the scripts and stylesheets its HTML
 * names, measured as gzip bytes of the built files in public/. Used by `npm run bench` and by the
 * size checks in tests/build and tests/e2e.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// The server's CPU per document is held as a multiple of a bare Remix page's in the same run
// (docs/architecture.md, section 7): an absolute figure would judge the machine, not the Worker. A
// document the render cache answers, a first visit's included; a first visit whose document is
// not kept yet; a document rendered per buyer, which is never kept.
export const budgets = {
  // JavaScript a first visit fetches until the browser is idle, without an action of the visitor.
  pageJs: 100 * 1024,
  firstLoadCss: 20 * 1024,
  cpuFloorRatio: { kept: 1.5, freshFirstVisit: 2.5, perBuyer: 3.5 },
};

const firstArticle = readdirSync(path.resolve(import.meta.dirname, "../../app/content/articles/en")).sort()[0];
/** The first article in English, standing for every article. */
export const articlePath = `/blog/${firstArticle.replace(/\.md$/, "")}`;

/**
 * Each family is held at its measured figure (gzip bytes), so that it cannot grow, rounded up to a
 * quarter kilobyte but never past `budgets.pageJs` for a family within it: a chunk's hashed name,
 * which changes with any edit of the chunk, is part of every chunk that imports it and moves their
 * gzip size by a few bytes. A family over `budgets.pageJs` is held where it is and named as over.
 */
const heldAt = (measured) => {
  const rounded = Math.ceil(measured / 256) * 256;
  return measured <= budgets.pageJs ? Math.min(rounded, budgets.pageJs) : rounded;
};

/**
 * A page of each family, and the gzip bytes of JavaScript its first visit may fetch until the
 * browser is idle without an action of the visitor
 * (docs/decisions/051-javascript-until-idle-per-page-family.md). `order`: opened by the browser
 * that holds an order in that state: paid, before any photo; or delivered, its gallery.
 */
export const pageFamilies = [
  { family: "home", path: "/", budget: heldAt(102_390) },
  { family: "pricing", path: "/pricing", budget: heldAt(101_441) },
  { family: "blog", path: "/blog", budget: heldAt(101_748) },
  { family: "article", path: articlePath, budget: heldAt(102_279) },
  { family: "legal page", path: "/privacy-policy", budget: heldAt(101_966) },
  { family: "LinkedIn photo review", path: "/linkedin-photo-review", budget: heldAt(102_112) },
  { family: "résumé photo review", path: "/resume-review", budget: heldAt(102_093) },
  { family: "order page", path: "/create-headshot", budget: heldAt(102_293) },
  { family: "order page with an order", path: "/create-headshot", order: "paid", budget: heldAt(110_088) },
  { family: "gallery", path: "/create-headshot", order: "delivered", budget: heldAt(110_627) },
  { family: "home in Spanish", path: "/es", budget: heldAt(102_390) },
];

export function gzipBytes(content) {
  return gzipSync(content, { level: 9 }).byteLength;
}

/**
 * Local /build/ URLs of the scripts (module preloads, entry and route imports) and stylesheets in
 * `html`: the module preloads as the Worker sends them, started after the first paint, and the
 * stylesheets linked or inline (workers/paint-first.ts, docs/decisions/052-paint-before-the-code.md).
 */
export function firstLoadAssets(html) {
  const unique = (matches) => [...new Set(matches)].filter((href) => href.startsWith("/build/"));
  const scripts = unique([
    ...[...html.matchAll(/<link href="([^"]+)" data-modulepreload/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((m) => m[1]),
    ...[...html.matchAll(/"module": ?"([^"]+\.js)"/g)].map((m) => m[1]),
  ]);
  const styles = unique(
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"|<style[^>]* data-href="([^"]+)"/g)].map((m) => m[1] ?? m[2]),
  );
  return { scripts, styles };
}

/** Sum of gzip bytes of the given public URLs, read from `publicDir`. */
export function gzipTotal(urls, publicDir) {
  return urls.reduce((sum, url) => sum + gzipBytes(readFileSync(path.join(publicDir, url))), 0);
}
