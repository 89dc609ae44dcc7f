import { afterAll, beforeAll, describe, expect, test } from "vitest";
import de from "~/locales/de/common";
import en from "~/locales/en/common";
import es from "~/locales/es/common";
import { getPage, h1Of, langOf, titleOf } from "../setup/html";
import { startWorker, type TestWorker } from "../setup/worker";

/** Unknown paths answer 404 with the Page Not Found screen, in the path's language. */

const common = { en, de, es };

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.dispose();
});

const cases = [
  ["/nope", "en", {}],
  ["/es/nope", "es", {}],
  ["/es/pricing/extra", "es", {}],
  // An unknown article under a blog home is 'Article not found' (tests/integration/blog.test.ts).
  ["/blog/fr/x", "en", {}],
  ["/es/blog/no-such-article", "es", {}],
  ["/gallery/does-not-exist", "en", {}],
  ["/de", "en", {}],
  ["/nope", "de", { Cookie: "preferred-language=de" }],
  ["/nope", "de", { "Accept-Language": "de" }],
] as const;

describe.each(cases)("%s (%s, %j)", (path, language, headers) => {
  test("answers 404 with the Page Not Found heading in the page's language", async () => {
    const page = await getPage(worker, path, { headers });
    expect(page.status).toBe(404);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(langOf(page.html)).toBe(language);
    expect(page.headers.get("Content-Language")).toBe(language);
    expect(h1Of(page.html)).toBe(common[language].notFound.heading);
    expect(page.html).toContain(common[language].notFound.home);
  });
});

describe.each([
  ["/nope", "en", {}],
  ["/nope", "de", { Cookie: "preferred-language=de" }],
  ["/es/nope", "es", {}],
] as const)("%s (%s, %j)", (path, language, headers) => {
  test("is titled Page Not Found in the page's language", async () => {
    const page = await getPage(worker, path, { headers });
    expect(page.status).toBe(404);
    expect(titleOf(page.html)).toBe(common[language].titles.notFound);
  });
});

test("the Spanish 404 links home to /es", async () => {
  const page = await getPage(worker, "/es/nope");
  expect(page.html).toMatch(new RegExp(`<a [^>]*href="/es"[^>]*>${es.notFound.home}</a>`));
});
