import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles } from "~/content/articles.server";
import * as de from "~/locales/de";
import * as en from "~/locales/en";
import * as es from "~/locales/es";
import type { PageNamespace } from "~/locales/resources.server";
import { pageStrings } from "~/content/copy.server";
import { decode, descriptionOf, getPage, h1Of, langOf, seedGalleryItem, titleOf, type Page } from "../setup/html";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * Every page of the route table (remix.config.js), in English, German and Spanish: status 200, an
 * <h1> with the page's heading, <html lang>, Content-Language and the page's own title and
 * description, with the business figures filled in.
 */

const strings = { en, de, es };
type Lng = keyof typeof strings;
type Namespace = PageNamespace;

/** The unprefixed path of each page with a Spanish twin, and the namespace of its strings. */
const pages: Array<[path: string, namespace: Namespace]> = [
  ["/", "home"],
  ["/pricing", "pricing"],
  ["/examples", "examples"],
  ["/about", "about"],
  ["/refund-policy", "refundPolicy"],
  ["/privacy-policy", "privacyPolicy"],
  ["/terms-of-service", "termsOfService"],
  ["/imprint", "imprint"],
  ["/white-label", "whiteLabel"],
  ["/newsletter", "newsletter"],
  ["/create-headshot", "createHeadshot"],
  ["/checkout", "checkout"],
  ["/cv-photo", "cvPhoto"],
  ["/resume", "resume"],
  ["/resume-headshot", "resumeHeadshot"],
  ["/linkedin-photo-review", "linkedinPhotoReview"],
  ["/resume-review", "resumeReview"],
  ["/ad-landing", "adLanding"],
];

const spanishTwin = (path: string) => (path === "/" ? "/es" : `/es${path}`);

/** How a visitor gets each language for an unprefixed page. */
const requestFor: Record<Lng, (path: string) => [string, RequestInit]> = {
  en: (path) => [path, {}],
  de: (path) => [path, { headers: { Cookie: "preferred-language=de" } }],
  es: (path) => [spanishTwin(path), {}],
};

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
  await seedGalleryItem(worker, "routes-item-1", "real-estate");
});

afterAll(async () => {
  await worker?.dispose();
});

const get = (path: string, init: RequestInit = {}) => getPage(worker, path, init);

// A page's strings as the Worker sends them: figures filled in, the country from wrangler.toml's HOSTING_COUNTRY.
const filled = <N extends Namespace>(language: Lng, namespace: N) => pageStrings(language, namespace, "DE");

function expectPage(page: Page, language: Lng, title: string, heading: string) {
  expect(page.status).toBe(200);
  expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
  expect(langOf(page.html)).toBe(language);
  expect(page.headers.get("Content-Language")).toBe(language);
  expect(titleOf(page.html)).toBe(title);
  expect(h1Of(page.html)).toBe(heading);
}

describe.each(["en", "de", "es"] as const)("pages with a Spanish twin in %s", (language) => {
  test.each(pages)("%s", async (path, namespace) => {
    const [url, init] = requestFor[language](path);
    const page = await get(url, init);
    const ns = filled(language, namespace);
    expectPage(page, language, ns.title, ns.heading);
    expect(descriptionOf(page.html)).toBe(ns.description);
    expect(ns.description.length).toBeGreaterThan(50);
  });

  test("each page has a title and a description of its own", async () => {
    const found = await Promise.all(pages.map(([path]) => get(...requestFor[language](path))));
    const titles = found.map((page) => titleOf(page.html));
    const descriptions = found.map((page) => descriptionOf(page.html));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });
});

describe("German pages negotiated by Accept-Language", () => {
  test.each([
    ["/", "home"],
    ["/pricing", "pricing"],
    ["/white-label", "whiteLabel"],
  ] as const)("%s", async (path, namespace) => {
    const page = await get(path, { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    expectPage(page, "de", filled("de", namespace).title, de[namespace].heading);
  });
});

describe("ad landing variants", () => {
  const variants = [
    ["/ad-landing", (s: typeof en.adLanding) => s.heading],
    ["/ad-landing?variant=original", (s: typeof en.adLanding) => s.heading],
    ["/ad-landing?variant=direct-response", (s: typeof en.adLanding) => s.directResponse.heading],
    ["/ad-landing?variant=emotional-story", (s: typeof en.adLanding) => s.emotionalStory.heading],
    ["/ad-landing/direct-response", (s: typeof en.adLanding) => s.directResponse.heading],
    ["/ad-landing/emotional-story", (s: typeof en.adLanding) => s.emotionalStory.heading],
    ["/ad-landing?variant=no-such-variant", (s: typeof en.adLanding) => s.heading],
  ] as const;

  describe.each(["en", "de", "es"] as const)("in %s", (language) => {
    test.each(variants)("%s", async (path, heading) => {
      const [url, init] = requestFor[language](path);
      const page = await get(url, init);
      const ns = strings[language].adLanding;
      expectPage(page, language, ns.title, heading(ns));
    });
  });

  test("the path's variant wins over ?variant=", async () => {
    const page = await get("/ad-landing/emotional-story?variant=direct-response");
    expect(h1Of(page.html)).toBe(en.adLanding.emotionalStory.heading);
  });
});

describe("blog", () => {
  test.each([
    ["/blog", "en"],
    ["/blog/de", "de"],
    ["/blog/es", "es"],
    ["/es/blog", "es"],
  ] as const)("%s lists the articles in %s", async (path, language) => {
    const page = await get(path);
    const ns = strings[language].blog;
    expectPage(page, language, ns.title, ns.heading);
    const own = articles.filter((article) => article.language === language);
    expect(own.length).toBeGreaterThan(0);
    for (const article of own) expect(decode(page.html)).toContain(article.title);
    for (const article of articles.filter((candidate) => candidate.language !== language)) {
      expect(decode(page.html)).not.toContain(article.title);
    }
  });

  const base: Record<Lng, string> = { en: "/blog", de: "/blog/de", es: "/blog/es" };
  test.each(articles.map((article) => [`${base[article.language]}/${article.slug}`, article] as const))(
    "article %s",
    async (path, article) => {
      const page = await get(path);
      const { articleTitlePrefix, titleSuffix } = strings[article.language].blog;
      expectPage(page, article.language, `${article.title} - ${articleTitlePrefix} | ${titleSuffix}`, article.title);
    },
  );

  test("each language has at least one article", () => {
    expect(new Set(articles.map((article) => article.language))).toEqual(new Set(["en", "de", "es"]));
  });
});

describe("gallery item", () => {
  test.each(["en", "de", "es"] as const)("/gallery/{id} in %s shows the translated style", async (language) => {
    const [url, init] = requestFor[language]("/gallery/routes-item-1");
    const page = await get(url, init);
    const ns = strings[language].gallery;
    expectPage(page, language, ns.title, ns.heading);
    expect(page.html).toContain(`<dd>${ns.styles.realEstate}</dd>`);
  });

  test.each(["/gallery/no-such-item", "/es/gallery/no-such-item"])("unknown id %s is 404", async (path) => {
    const page = await get(path);
    expect(page.status).toBe(404);
  });
});

describe("dashboard (no Spanish twin)", () => {
  test.each([
    ["en", {}],
    ["de", { Cookie: "preferred-language=de" }],
  ] as const)("in %s", async (language, headers) => {
    const page = await get("/dashboard", { headers: { ...headers, Authorization: `Bearer ${testAdminToken}` } });
    const ns = strings[language].dashboard;
    expectPage(page, language, ns.title, ns.heading);
  });

  test("/es/dashboard does not exist", async () => {
    const page = await get("/es/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } });
    expect(page.status).toBe(404);
  });
});
