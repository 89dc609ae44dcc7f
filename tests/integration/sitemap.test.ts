import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles } from "~/content/articles.server";
import { articlePath } from "~/content/blog.server";
import { decode, getPage, type Page } from "../setup/html";
import { pageRoutes } from "../setup/routes";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * /sitemap.xml lists every page in every language and every article, each URL answering 200, with
 * the same hreflang alternates the page names itself; /robots.txt allows the pages, keeps crawlers
 * out of the dashboard and the endpoints, and names the sitemap.
 */

let worker: TestWorker;
let sitemap: Page;

beforeAll(async () => {
  worker = await startWorker();
  sitemap = await getPage(worker, "/sitemap.xml");
});

afterAll(async () => {
  await worker?.dispose();
});

const origin = "http://localhost";

type Entry = { loc: string; lastmod: string | null; alternates: Record<string, string> };

function entries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: decode(/<loc>([^<]*)<\/loc>/.exec(url)![1]),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(url)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, language, href]) => [
        language,
        decode(href),
      ]),
    ),
  }));
}

const pathOf = (url: string) => {
  const { origin: urlOrigin, pathname } = new URL(url);
  expect(urlOrigin).toBe(origin);
  return pathname;
};

/** The hreflang alternates a page names in its own <head>. */
async function pageAlternates(path: string): Promise<Record<string, string>> {
  const { html } = await getPage(worker, path);
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map(([, language, href]) => [language, decode(href)]),
  );
}

// Pages of the route table deliberately left out of the sitemap (see app/routes/sitemap.ts).
const notListed = [
  /^\/(es\/)?ad-landing(\/|$)/,
  /^\/(es\/)?checkout$/,
  /^\/(es\/)?gallery\//,
  /^\/dashboard$/,
  /^\/(es\/)?newsletter\/confirm$/,
];

describe("/sitemap.xml", () => {
  test("is XML in the sitemap and xhtml namespaces, asked anew each time (a page taken down leaves it at once)", () => {
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(sitemap.headers.get("Cache-Control")).toBe("no-cache");
    expect(sitemap.html).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(sitemap.html.trimEnd()).toMatch(/<\/urlset>$/);
  });

  test("lists each URL once", () => {
    const locs = entries(sitemap.html).map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test("lists every page of the route table in every language, but the deliberate exceptions", async () => {
    const listed = new Set(entries(sitemap.html).map((entry) => pathOf(entry.loc)));
    const pages = (await pageRoutes()).filter((route) => !route.path?.includes(":slug")).map((route) => `/${route.path ?? ""}`);
    // /blog/es lists the same articles as /es/blog, the canonical one.
    const expected = pages.filter((path) => !notListed.some((pattern) => pattern.test(path)) && path !== "/blog/es");
    expect(expected.length).toBeGreaterThan(30);
    const articlePaths = new Set(articles.map(articlePath));
    expect([...listed].filter((path) => !articlePaths.has(path)).sort()).toEqual(expected.sort());
  });

  test("lists every article with its publish date", () => {
    const byPath = new Map(entries(sitemap.html).map((entry) => [pathOf(entry.loc), entry]));
    for (const article of articles) expect(byPath.get(articlePath(article))?.lastmod, article.slug).toBe(article.publishedAt);
  });

  test("English and German share the unprefixed URL, which claims no German alternate; Spanish has the /es twin; x-default is English", () => {
    const pricing = entries(sitemap.html).find((entry) => entry.loc === `${origin}/pricing`)!;
    expect(pricing.alternates).toEqual({ en: `${origin}/pricing`, es: `${origin}/es/pricing`, "x-default": `${origin}/pricing` });
    const spanish = entries(sitemap.html).find((entry) => entry.loc === `${origin}/es/pricing`)!;
    expect(spanish.alternates).toEqual(pricing.alternates);
  });

  test("every URL and alternate answers 200, and each page names the same alternates itself", async () => {
    const all = entries(sitemap.html);
    for (const entry of all) {
      const page = await getPage(worker, pathOf(entry.loc));
      expect(page.status, entry.loc).toBe(200);
      expect(await pageAlternates(pathOf(entry.loc)), entry.loc).toEqual(entry.alternates);
      for (const href of Object.values(entry.alternates)) {
        expect(
          all.some((other) => other.loc === href),
          `${href} (alternate of ${entry.loc}) is listed`,
        ).toBe(true);
      }
    }
  });

  test("uses the configured address, never the host it was requested on", async () => {
    const page = await getPage(worker, "https://evil.example/sitemap.xml", { headers: { Host: "evil.example" } });
    expect(entries(page.html)[0].loc).toBe(`${origin}/`);
    expect(page.html).not.toContain("evil.example");
    const robots = await getPage(worker, "https://evil.example/robots.txt", { headers: { Host: "evil.example" } });
    expect(robots.html).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("/robots.txt", () => {
  test("allows every page, keeps crawlers out of the dashboard, the APIs and the form endpoints, and names the sitemap", async () => {
    const page = await getPage(worker, "https://resoume.example/robots.txt");
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(page.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(page.html).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /dashboard",
        "Disallow: /api/",
        "Disallow: /set-language",
        "Disallow: /consent",
        "",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });

  test("disallows no page that the sitemap lists", async () => {
    const robots = (await getPage(worker, "/robots.txt")).html;
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
    for (const entry of entries(sitemap.html)) {
      const path = pathOf(entry.loc);
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
    }
  });
});
