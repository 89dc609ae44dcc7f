import { pageStrings } from "~/content/copy.server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as de from "~/locales/de";
import * as es from "~/locales/es";
import { getPage, langOf, seedGalleryItem, titleOf, type Page } from "../setup/html";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * Language on unprefixed paths: cookie `preferred-language`, then a `lebenslauf` host name, then the
 * quality-weighted Accept-Language, then English. Spanish visitors are sent to the /es twin.
 */

// With their figures filled in, as every page's copy is (app/content/copy.server.ts).
const titles = {
  en: pageStrings("en", "pricing", "DE").title,
  de: pageStrings("de", "pricing", "DE").title,
  es: pageStrings("es", "pricing", "DE").title,
};

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
  await seedGalleryItem(worker, "lang-item-1", "warm");
});

afterAll(async () => {
  await worker?.dispose();
});

/** A path on localhost, or a whole URL for another host name. */
const get = (pathOrUrl: string, headers: Record<string, string> = {}) => getPage(worker, pathOrUrl, { headers });

function expectLanguage(page: Page, language: "en" | "de" | "es") {
  expect(page.status).toBe(200);
  expect(page.headers.get("Content-Language")).toBe(language);
  expect(langOf(page.html)).toBe(language);
}

function expectNegotiated(page: Page) {
  const vary = (page.headers.get("Vary") ?? "").toLowerCase().split(/\s*,\s*/);
  expect(vary).toContain("accept-language");
  expect(vary).toContain("cookie");
}

describe("detection on an unprefixed path", () => {
  test("no cookie, no header: English, and the response says it was negotiated", async () => {
    const page = await get("/pricing");
    expectLanguage(page, "en");
    expect(titleOf(page.html)).toBe(titles.en);
    expectNegotiated(page);
  });

  test.each([
    ["de", "de"],
    ["de-DE", "de"],
    ["de-AT,de;q=0.9", "de"],
    ["en-GB", "en"],
    ["fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7", "de"],
    ["en;q=0.5, de;q=0.9", "de"],
    ["de;q=0.4, en;q=0.8", "en"],
    ["fr, it", "en"],
  ] as const)("Accept-Language %j gives %s", async (header, language) => {
    const page = await get("/pricing", { "Accept-Language": header });
    expectLanguage(page, language);
    expect(titleOf(page.html)).toBe(titles[language]);
    expectNegotiated(page);
  });

  test("the cookie beats Accept-Language", async () => {
    const german = await get("/pricing", { Cookie: "preferred-language=de", "Accept-Language": "en" });
    expectLanguage(german, "de");
    expectNegotiated(german);
    const english = await get("/pricing", { Cookie: "preferred-language=en", "Accept-Language": "de" });
    expectLanguage(english, "en");
  });

  test("the cookie is found among other cookies", async () => {
    const page = await get("/about", { Cookie: "a=1; preferred-language=de; b=2" });
    expectLanguage(page, "de");
    expect(titleOf(page.html)).toBe(de.about.title);
  });

  test.each(["fr", "", "deutsch", "xx"])("an unsupported cookie value %j is ignored", async (value) => {
    const withHeader = await get("/pricing", { Cookie: `preferred-language=${value}`, "Accept-Language": "de" });
    expectLanguage(withHeader, "de");
    const withoutHeader = await get("/pricing", { Cookie: `preferred-language=${value}` });
    expectLanguage(withoutHeader, "en");
  });

  test("a lebenslauf host name means German", async () => {
    const page = await get("http://mein-lebenslauf.example/pricing");
    expectLanguage(page, "de");
    expect(titleOf(page.html)).toBe(titles.de);
    expectNegotiated(page);
  });

  test("the lebenslauf host beats Accept-Language", async () => {
    const page = await get("http://lebenslauf-foto.example/pricing", { "Accept-Language": "en-US,en;q=0.9" });
    expectLanguage(page, "de");
    const spanish = await get("http://lebenslauf-foto.example/pricing", { "Accept-Language": "es" });
    expectLanguage(spanish, "de");
  });

  test("the cookie beats the lebenslauf host", async () => {
    const page = await get("http://mein-lebenslauf.example/pricing", { Cookie: "preferred-language=en" });
    expectLanguage(page, "en");
    expect(titleOf(page.html)).toBe(titles.en);
  });

  test("another host name does not imply German", async () => {
    const page = await get("http://resume-photo.example/pricing");
    expectLanguage(page, "en");
  });
});

describe("languages fixed by the path", () => {
  test.each([
    ["/es/pricing", "es", { Cookie: "preferred-language=de" }],
    ["/es/pricing", "es", { "Accept-Language": "de" }],
    ["/es", "es", { Cookie: "preferred-language=en", "Accept-Language": "en" }],
    ["/blog", "en", { Cookie: "preferred-language=de", "Accept-Language": "de" }],
    ["/blog", "en", { Cookie: "preferred-language=es" }],
    ["/blog/de", "de", { Cookie: "preferred-language=en", "Accept-Language": "es" }],
    ["/blog/es", "es", { Cookie: "preferred-language=de" }],
    ["/es/blog", "es", { Cookie: "preferred-language=en" }],
  ] as const)("%s is %s whatever the cookie or header (%j)", async (path, language, headers) => {
    const page = await get(path, headers);
    expectLanguage(page, language);
  });

  test("/es/... on a lebenslauf host stays Spanish", async () => {
    const page = await get("http://mein-lebenslauf.example/es/pricing");
    expectLanguage(page, "es");
    expect(titleOf(page.html)).toBe(titles.es);
  });
});

describe("Spanish on an unprefixed path redirects to the /es twin", () => {
  test.each([
    ["/pricing", { Cookie: "preferred-language=es" }, "/es/pricing"],
    ["/pricing", { "Accept-Language": "es-ES,es;q=0.9,en;q=0.5" }, "/es/pricing"],
    ["/", { Cookie: "preferred-language=es" }, "/es"],
    ["/about", { "Accept-Language": "es" }, "/es/about"],
    ["/ad-landing?variant=emotional-story", { Cookie: "preferred-language=es" }, "/es/ad-landing?variant=emotional-story"],
    ["/ad-landing/direct-response?utm_source=x&b=2", { "Accept-Language": "es" }, "/es/ad-landing/direct-response?utm_source=x&b=2"],
    ["/gallery/lang-item-1", { Cookie: "preferred-language=es" }, "/es/gallery/lang-item-1"],
    ["/pricing", { Cookie: "preferred-language=es", "Accept-Language": "de" }, "/es/pricing"],
  ] as const)("%s with %j → %s", async (path, headers, location) => {
    const response = await worker.fetch(path, { headers });
    await response.arrayBuffer();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(location);
    const vary = (response.headers.get("Vary") ?? "").toLowerCase();
    expect(vary).toContain("accept-language");
    expect(vary).toContain("cookie");
  });

  test("the redirect target answers in Spanish", async () => {
    const response = await worker.fetch("/pricing", { headers: { Cookie: "preferred-language=es" } });
    await response.arrayBuffer();
    const page = await get(response.headers.get("Location")!, { Cookie: "preferred-language=es" });
    expectLanguage(page, "es");
    expect(titleOf(page.html)).toBe(titles.es);
  });

  test("a lebenslauf host with a Spanish cookie also redirects", async () => {
    const page = await get("http://mein-lebenslauf.example/pricing?x=1", { Cookie: "preferred-language=es" });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^(http:\/\/mein-lebenslauf\.example)?\/es\/pricing\?x=1$/);
  });

  test("/dashboard has no twin and does not redirect", async () => {
    const page = await get("/dashboard", { Cookie: "preferred-language=es", Authorization: `Bearer ${testAdminToken}` });
    expect(page.status).toBe(200);
    expect(page.headers.get("Location")).toBeNull();
    expectLanguage(page, "es");
    expect(titleOf(page.html)).toBe(es.dashboard.title);
  });

  test.each([
    ["/es/pricing", { Cookie: "preferred-language=es" }],
    ["/es/pricing", { "Accept-Language": "es" }],
    ["/es", { Cookie: "preferred-language=es" }],
    ["/es/ad-landing?variant=emotional-story", { Cookie: "preferred-language=es" }],
  ] as const)("%s never redirects (%j)", async (path, headers) => {
    const page = await get(path, headers);
    expect(page.status).toBe(200);
    expect(page.headers.get("Location")).toBeNull();
    expectLanguage(page, "es");
  });
});
