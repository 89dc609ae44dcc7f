import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles } from "~/content/articles.server";
import { resources } from "~/locales/resources.server";
import { currencyFor, plans } from "~/content/business";
import { languages, localeOf, localizePath, type Language } from "~/utils/i18n";
import { decode, descriptionOf, getPage, metaValues, seedGalleryItem, structuredData, type JsonLdNode, type Page } from "../setup/html";
import { sitePages } from "../setup/site-pages";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * Every page names its canonical URL and its hreflang alternates (en, de, es, x-default), has link
 * preview tags (Open Graph, Twitter card) and structured data that parses: a breadcrumb trail on
 * every page but the home page, which describes the organisation, the packs and its FAQ.
 */

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
  await seedGalleryItem(worker, "seo-item", "corporate");
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
  ["/pricing", {}, "/pricing", { en: "/pricing", es: "/es/pricing", "x-default": "/pricing" }],
  ["/pricing", { Cookie: "preferred-language=de" }, "/pricing", { en: "/pricing", es: "/es/pricing", "x-default": "/pricing" }],
  ["/es/pricing", {}, "/es/pricing", { en: "/pricing", es: "/es/pricing", "x-default": "/pricing" }],
  ["/", {}, "/", { en: "/", es: "/es", "x-default": "/" }],
  ["/es", {}, "/es", { en: "/", es: "/es", "x-default": "/" }],
  ["/about?utm_source=newsletter", {}, "/about", { en: "/about", es: "/es/about", "x-default": "/about" }],
  [
    "/ad-landing/emotional-story",
    {},
    "/ad-landing/emotional-story",
    {
      en: "/ad-landing/emotional-story",
      es: "/es/ad-landing/emotional-story",
      "x-default": "/ad-landing/emotional-story",
    },
  ],
  // The German blog has a URL of its own, so it is a German alternate even without a German host.
  ["/blog", {}, "/blog", { en: "/blog", de: "/blog/de", es: "/es/blog", "x-default": "/blog" }],
  ["/blog/de", {}, "/blog/de", { en: "/blog", de: "/blog/de", es: "/es/blog", "x-default": "/blog" }],
  ["/es/blog", {}, "/es/blog", { en: "/blog", de: "/blog/de", es: "/es/blog", "x-default": "/blog" }],
] as const)("%s %j", (pathname, headers, canonical, alternates) => {
  test("has one canonical link and the hreflang alternates; no German alternate where German shares the English URL", async () => {
    const found = await links(pathname, headers);
    expect(found.canonical).toEqual([origin + canonical]);
    expect(found.alternates).toEqual(Object.fromEntries(Object.entries(alternates).map(([language, href]) => [language, origin + href])));
  });
});

test("a request's Host header never reaches the page's links: they come from SITE_URL", async () => {
  const response = await worker.fetch("http://evil.example/pricing", { headers: { Host: "evil.example" } });
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).not.toContain("evil.example");
  expect(canonicalOf(html)).toBe(`${origin}/pricing`);
});

describe("with a German host configured", () => {
  const german = "https://lebenslauf-foto.example";
  let withGerman: TestWorker;
  beforeAll(async () => {
    withGerman = await startWorker({ vars: { GERMAN_SITE_URL: german } });
  });
  afterAll(() => withGerman?.dispose());

  const linksOn = async (target: string, headers: Record<string, string> = {}) => {
    const html = await (await withGerman.fetch(target, { headers })).text();
    return {
      canonical: canonicalOf(html),
      alternates: Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)" href="([^"]*)"/g)].map(([, lng, href]) => [lng, decode(href)]),
      ),
    };
  };

  test.each([
    ["a German visitor on the German host", `${german}/pricing`, {}, `${german}/pricing`],
    ["a German visitor on the main host", "/pricing", { Cookie: "preferred-language=de" }, `${german}/pricing`],
    ["an English visitor", "/pricing", {}, `${origin}/pricing`],
  ])(
    "%s: the German page is canonical on the German host, and every page names it as the German alternate",
    async (_, target, headers, canonical) => {
      const found = await linksOn(target, headers);
      expect(found.canonical).toBe(canonical);
      expect(found.alternates).toEqual({
        en: `${origin}/pricing`,
        de: `${german}/pricing`,
        es: `${origin}/es/pricing`,
        "x-default": `${origin}/pricing`,
      });
    },
  );

  test("the sitemap lists the German URLs on the German host", async () => {
    const sitemap = await (await withGerman.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${german}/pricing</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/pricing</loc>`);
  });

  test("a GERMAN_SITE_URL without lebenslauf in its host is a configuration error", async () => {
    const broken = await startWorker({ vars: { GERMAN_SITE_URL: "https://german.example" } });
    try {
      const response = await broken.fetch("/pricing");
      await response.arrayBuffer();
      expect(response.status).toBe(500);
    } finally {
      await broken.dispose();
    }
  });
});

test("an article is canonical at its own path and names it as its language's alternate", async () => {
  const article = articles.find((candidate) => candidate.language === "en")!;
  const found = await links(`/blog/${article.slug}`);
  expect(found.canonical).toEqual([`${origin}/blog/${article.slug}`]);
  expect(found.alternates.en).toBe(`${origin}/blog/${article.slug}`);
  expect(found.alternates["x-default"]).toBe(`${origin}/blog/${article.slug}`);
});

const pages = await sitePages("seo-item");
const responses = new Map<string, Promise<Page>>();
/** Each page is requested once and shared by the tests that read it. */
const load = ({ name, path, init }: (typeof pages)[number]) => {
  if (!responses.has(name)) responses.set(name, getPage(worker, path, init));
  return responses.get(name)!;
};

const ogLocale = (language: Language) => localeOf[language].replace("-", "_");
const canonicalOf = (html: string) => decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "");
const hreflangsOf = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)"/g)].map((match) => match[1]);
const isHome = (path: string) => path === "/" || path === "/es";

describe("link previews", () => {
  test("every page of the route table is examined, in every language", () => {
    expect(pages.length).toBeGreaterThan(80);
    expect(new Set(pages.map((page) => page.language))).toEqual(new Set(languages));
  });

  test.each(pages)("$name has one set of Open Graph and Twitter card tags", async (page) => {
    const { status, html } = await load(page);
    expect(status).toBe(200);
    const one = (key: string) => {
      const values = metaValues(html, key);
      expect(values, key).toHaveLength(1);
      return values[0];
    };
    expect(["website", "article"]).toContain(one("og:type"));
    expect(one("og:site_name")).toBe("Resoume");
    expect(one("og:locale")).toBe(ogLocale(page.language));
    const others = hreflangsOf(html).filter((language) => language !== page.language && language !== "x-default");
    expect(metaValues(html, "og:locale:alternate")).toEqual(others.map((language) => ogLocale(language as Language)));
    expect(one("og:title").length).toBeGreaterThan(10);
    expect(one("og:description")).toBe(descriptionOf(html));
    expect(one("og:url")).toBe(canonicalOf(html));
    const image = one("og:image");
    expect(image).toMatch(/^http:\/\/localhost\/images\/.+\.png$/);
    expect(one("og:image:type")).toBe("image/png");
    expect([one("og:image:width"), one("og:image:height")]).toEqual(["1200", "630"]);
    expect(one("og:image:alt").length).toBeGreaterThan(10);
    expect(one("twitter:card")).toBe("summary_large_image");
    expect(one("twitter:title")).toBe(one("og:title"));
    expect(one("twitter:description")).toBe(one("og:description"));
    expect(one("twitter:image")).toBe(image);
    expect(one("twitter:image:alt")).toBe(one("og:image:alt"));
  });

  test.each(languages)("the site's preview picture in %s is a 1200×630 PNG", async (language) => {
    const response = await worker.fetch(`/images/og/resoume-${language}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("a page without its own picture shows the site's picture in its language", async () => {
    for (const [path, headers, language] of [
      ["/about", {}, "en"],
      ["/about", { Cookie: "preferred-language=de" }, "de"],
      ["/es/about", {}, "es"],
    ] as const) {
      const { html } = await getPage(worker, path, { headers });
      expect(metaValues(html, "og:image")).toEqual([`http://localhost/images/og/resoume-${language}.png`]);
      expect(metaValues(html, "og:image:alt")).toEqual([resources[language].site.previewAlt]);
    }
  });
});

describe("structured data", () => {
  test.each(pages.filter((page) => !isHome(page.path)))("$name has a breadcrumb trail from the home page to itself", async (page) => {
    const { html } = await load(page);
    const trail = structuredData(html).find((node) => node["@type"] === "BreadcrumbList");
    expect(trail).toBeDefined();
    const items = trail!.itemListElement as Array<{ "@type": string; position: number; name: string; item: string }>;
    expect(items.map(({ position }) => position)).toEqual(items.map((_, index) => index + 1));
    expect(items[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: resources[page.language].common.nav.home,
      item: `http://localhost${localizePath("/", page.language)}`,
    });
    expect(items.at(-1)!.item).toBe(canonicalOf(html));
    expect(items.length).toBe(page.path.includes("/blog/") && !/^\/blog\/(de|es)$/.test(page.path) ? 3 : 2);
    for (const { name } of items) expect(name.length).toBeGreaterThan(2);
  });

  const homes = pages.filter((page) => isHome(page.path));

  test("the home page is examined in all three languages", () => {
    expect(homes.map((page) => page.language).sort()).toEqual([...languages].sort());
  });

  test.each(homes)("$name describes the organisation and the site, and has no breadcrumb trail", async (page) => {
    const nodes = structuredData((await load(page)).html);
    expect(nodes.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "Product", "FAQPage"]);
    const organization = nodes[0];
    expect(organization).toMatchObject({ name: "Resoume", url: "http://localhost/", "@id": "http://localhost/#organization" });
    expect(organization.sameAs).toEqual([
      "https://www.linkedin.com/company/resoume",
      "https://x.com/resoume",
      "https://www.instagram.com/resoume",
    ]);
    expect(nodes[1]).toMatchObject({ url: `http://localhost${localizePath("/", page.language)}`, inLanguage: page.language });
  });

  test.each(homes)("$name offers every plan at its price in the language's currency", async (page) => {
    const product = structuredData((await load(page)).html).find((node) => node["@type"] === "Product")!;
    const offers = product.offers as JsonLdNode[];
    expect(offers.map(({ name, price, priceCurrency }) => ({ name, price, priceCurrency }))).toEqual(
      plans.map((plan) => ({ name: plan.name, price: plan.price, priceCurrency: currencyFor(page.language) })),
    );
    expect(offers.map((offer) => offer.price)).toEqual([19, 29, 49]);
    expect(new Set(offers.map((offer) => offer.priceCurrency))).toEqual(new Set([page.language === "de" ? "EUR" : "USD"]));
    for (const offer of offers) {
      expect(offer["@type"]).toBe("Offer");
      expect(offer.availability).toBe("https://schema.org/InStock");
      expect(offer.url).toBe(`http://localhost${localizePath("/pricing", page.language)}`);
    }
  });

  test.each(homes)("$name: the FAQPage entries are exactly the questions and answers the page shows", async (page) => {
    const { html } = await load(page);
    const faq = structuredData(html).find((node) => node["@type"] === "FAQPage")!;
    const entries = (faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>).map((entry) => ({
      question: entry.name,
      answer: entry.acceptedAnswer.text,
    }));
    const visible = [...html.matchAll(/<div class="faq__item"><h3>([\s\S]*?)<\/h3><p>([\s\S]*?)<\/p><\/div>/g)].map(
      ([, question, answer]) => ({
        question: decode(question),
        answer: decode(answer),
      }),
    );
    expect(visible.length).toBeGreaterThanOrEqual(6);
    expect(entries).toEqual(visible);
    expect(JSON.stringify(entries)).not.toContain("{{");
  });
});
