import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { root } from "../../scripts/lib/worker.mjs";
import { getPage } from "../setup/html";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The documents the Worker sends let the browser paint before any other request
 * (docs/decisions/052-paint-before-the-code.md): their stylesheets inline, the same text as the
 * build's files, and no module fetched until the page has painted. Fresh renders, kept ones and
 * pages rendered per request (a 404, the order page) alike. What the browser then does with them
 * (it paints, then fetches, then hydrates) is tests/e2e/paint-first.test.ts.
 */

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.dispose();
});

const buildFile = (href: string) => readFileSync(path.join(root, "public", href), "utf8");

describe.each(["/", "/blog", "/privacy-policy", "/es/pricing", "/create-headshot", "/no-such-page"])("%s", (pathname) => {
  test("fresh and kept, its stylesheets are inline and its modules start after the first paint", async () => {
    for (const how of ["first", "again"]) {
      const { html } = await getPage(worker, pathname);
      expect(html, how).not.toMatch(/<link\s[^>]*\brel="modulepreload"/);

      const styles = [...html.matchAll(/<style[^>]* data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)];
      expect(styles.map(([, href]) => href)).toContainEqual(expect.stringMatching(/^\/build\/_assets\/app-\w+\.css$/));
      for (const [, href, text] of styles) expect(text, href).toBe(buildFile(href));
      // Each inline stylesheet stands beside a disabled link of its address, which is neither fetched
      // nor applied, and there is no other.
      const links = [...html.matchAll(/<link\s[^>]*\brel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
      expect(links).toEqual(styles.map(([, href]) => `<link rel="stylesheet" href="${href}" disabled=""/>`));

      const modules = [...html.matchAll(/<script[^>]* type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
      expect(modules).toHaveLength(1);
      const [bootstrap] = modules;
      expect(bootstrap).not.toMatch(/^\s*import\s/m);
      expect(bootstrap).toContain('getEntriesByName("first-contentful-paint")');
      // The entry, the root and the page's own route module, each fetched by the deferred start.
      const imported = [...bootstrap.matchAll(/import\("([^"]+)"\)/g)].map(([, href]) => href);
      expect(imported).toContainEqual(expect.stringMatching(/^\/build\/entry\.client-\w+\.js$/));
      expect(imported).toContainEqual(expect.stringMatching(/^\/build\/root-\w+\.js$/));
      const preloads = [...html.matchAll(/<link href="([^"]+)" data-modulepreload/g)].map(([, href]) => href);
      expect(preloads.length).toBeGreaterThan(imported.length);
      for (const href of [...imported, ...preloads]) expect(buildFile(href).length, href).toBeGreaterThan(0);
    }
  });
});
