import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { root } from "../../scripts/lib/worker.mjs";
import { documentBody, paintFirst } from "../../workers/paint-first";
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

/**
 * The Worker reads a document in the chunks React wrote it in (workers/paint-first.ts), and a tag,
 * a module or a character can be cut anywhere between two chunks: wherever the cuts fall, the
 * answer is the same as for the document in one piece. Its parts leave the render's nonce out, so
 * that the render cache can answer them with another.
 */
describe("a document cut into chunks anywhere", () => {
  const nonce = "0f1e2d3c-4b5a-4968-8776-655443322110";
  const preloads = ["/build/entry.client-ABC.js", "/build/_shared/chunk-DEF.js", "/build/root-GHI.js"];
  const module =
    ';\nimport * as route0 from "/build/root-GHI.js";\nimport * as route1 from "/build/routes/pricing-JKL.js";\n' +
    'window.__remixManifest = {"entry":{"module":"/build/entry.client-ABC.js"}};\n' +
    'window.__remixRouteModules = {"root":route0,"routes/pricing":route1};\n\nimport("/build/entry.client-ABC.js");';
  // Text of two and four bytes a character, a script with `<` escaped as the loader data's are, and
  // a script that is not the module.
  const head = `<!DOCTYPE html><html lang="de"><head><style nonce="${nonce}">p{color:#123}</style></head><body><main><p>Müller’s Fotos für 19 € 📷 &amp; mehr</p></main>`;
  const tail =
    `<script nonce="${nonce}">window.__remixContext = {"state":{"text":"\\u003cb\\u003e"}};</script>` +
    `<script nonce="${nonce}" type="module" async="">${module}</script>` +
    `<!--$--><script nonce="${nonce}">window.__remixContext.streamController.enqueue("[\\"Grüße \\u003c/script\\u003e\\"]");</script><!--/$--></body></html>`;
  const document = head + preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("") + tail;
  const bytes = new TextEncoder().encode(document);

  const answer = async (chunks: Uint8Array[], answeredWith = nonce) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    return documentBody(await paintFirst(body, nonce), answeredWith).text();
  };
  const cutEvery = (size: number) =>
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

  test("in one piece: the preloads lose their rel, the module waits for the first paint, and nothing else changes", async () => {
    const whole = await answer([bytes]);
    const deferred = /<script[^>]* type="module"[^>]*>([\s\S]*?)<\/script>/;
    const [, bootstrap] = whole.match(deferred)!;
    expect(bootstrap).not.toMatch(/^\s*import\s/m);
    expect(bootstrap).toContain('getEntriesByName("first-contentful-paint")');
    expect([...bootstrap.matchAll(/import\("([^"]+)"\)/g)].map(([, href]) => href)).toEqual([
      "/build/root-GHI.js",
      "/build/routes/pricing-JKL.js",
      "/build/entry.client-ABC.js",
    ]);
    const links = preloads.map((href) => `<link href="${href}" data-modulepreload=""/>`).join("");
    expect(whole.replace(deferred, "MODULE")).toBe((head + links + tail).replace(deferred, "MODULE"));
  });

  test("answered with another nonce, every script and stylesheet carries it, and nothing else changes", async () => {
    const other = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";
    const whole = await answer([bytes]);
    expect(whole.split(nonce)).toHaveLength(5);
    expect(await answer([bytes], other)).toBe(whole.replaceAll(nonce, other));
  });

  test("cut in two at every byte, and into chunks of 1 to 16 bytes", async () => {
    const whole = await answer([bytes]);
    for (let at = 1; at < bytes.length; at++) expect(await answer([bytes.subarray(0, at), bytes.subarray(at)]), `cut at ${at}`).toBe(whole);
    for (let size = 1; size <= 16; size++) expect(await answer(cutEvery(size)), `chunks of ${size}`).toBe(whole);
  });
});
