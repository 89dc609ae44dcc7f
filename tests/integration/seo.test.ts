import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles } from "~/content/articles.server";
import { startWorker, type TestWorker } from "../setup/worker";

/** Every page names its canonical URL and its hreflang alternates (en, de, es, x-default). */

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.dispose();
});

const origin = "http://localhost";

async function links(pathname: string, headers: Record<string, string> = {}) {
  const response = await worker.fetch(pathname, { headers });
  const html = await response.text();
  expect(response.status).toBe(200);
  const tags = [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  const canonical = tags.filter((tag) => attr(tag, "rel") === "canonical").map((tag) => attr(tag, "href"));
  const alternates = Object.fromEntries(
    tags.filter((tag) => attr(tag, "rel") === "alternate").map((tag) => [attr(tag, "hreflang"), attr(tag, "href")]),
  );
  return { canonical, alternates };
}

describe.each([
  ["/pricing", {}, "/pricing", { en: "/pricing", de: "/pricing", es: "/es/pricing", "x-default": "/pricing" }],
  ["/pricing", { Cookie: "preferred-language=de" }, "/pricing", { en: "/pricing", de: "/pricing", es: "/es/pricing", "x-default": "/pricing" }],
  ["/es/pricing", {}, "/es/pricing", { en: "/pricing", de: "/pricing", es: "/es/pricing", "x-default": "/pricing" }],
  ["/", {}, "/", { en: "/", de: "/", es: "/es", "x-default": "/" }],
  ["/es", {}, "/es", { en: "/", de: "/", es: "/es", "x-default": "/" }],
  ["/about?utm_source=newsletter", {}, "/about", { en: "/about", de: "/about", es: "/es/about", "x-default": "/about" }],
  ["/ad-landing/emotional-story", {}, "/ad-landing/emotional-story", {
    en: "/ad-landing/emotional-story",
    de: "/ad-landing/emotional-story",
    es: "/es/ad-landing/emotional-story",
    "x-default": "/ad-landing/emotional-story",
  }],
  ["/blog", {}, "/blog", { en: "/blog", de: "/blog/de", es: "/es/blog", "x-default": "/blog" }],
  ["/blog/de", {}, "/blog/de", { en: "/blog", de: "/blog/de", es: "/es/blog", "x-default": "/blog" }],
  ["/es/blog", {}, "/es/blog", { en: "/blog", de: "/blog/de", es: "/es/blog", "x-default": "/blog" }],
] as const)("%s %j", (pathname, headers, canonical, alternates) => {
  test("has one canonical link and the hreflang alternates", async () => {
    const found = await links(pathname, headers);
    expect(found.canonical).toEqual([origin + canonical]);
    expect(found.alternates).toEqual(
      Object.fromEntries(Object.entries(alternates).map(([language, href]) => [language, origin + href])),
    );
  });
});

test("an article is canonical at its own path and names it as its language's alternate", async () => {
  const article = articles.find((candidate) => candidate.language === "en")!;
  const found = await links(`/blog/${article.slug}`);
  expect(found.canonical).toEqual([`${origin}/blog/${article.slug}`]);
  expect(found.alternates.en).toBe(`${origin}/blog/${article.slug}`);
  expect(found.alternates["x-default"]).toBe(`${origin}/blog/${article.slug}`);
});
