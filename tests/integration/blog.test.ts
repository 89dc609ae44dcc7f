import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles, type Article } from "~/content/articles.server";
import deErrors from "~/locales/de/blog-errors";
import enErrors from "~/locales/en/blog-errors";
import esErrors from "~/locales/es/blog-errors";
import { resources } from "~/locales/resources.server";
import { articlePath, formatDate } from "~/content/blog.server";
import type { Language } from "~/utils/i18n";
import { decode, getPage, h1Of, hrefOf, jsonLdScripts, langOf, linkHrefs, metaValues, titleOf, type Page } from "../setup/html";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The blog in the built Worker: the four list pages, every article with its metadata and structured
 * data, related articles, the links inside articles, and 'Article not found'.
 */

const errors: Record<Language, typeof enErrors> = { en: enErrors, de: deErrors, es: esErrors };
const origin = "http://localhost";
const homes = { en: "/blog", de: "/blog/de", es: "/es/blog" } as const;

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.dispose();
});

const pages = new Map<string, Promise<Page>>();
/** Each page is requested once and shared by the tests that read it. */
const get = (path: string) => {
  if (!pages.has(path)) pages.set(path, getPage(worker, path));
  return pages.get(path)!;
};

const strings = (language: Language) => resources[language].blog;
const readTime = (language: Language, minutes: number) => strings(language).readTime.replace("{{minutes}}", String(minutes));

function links(html: string) {
  const tags = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return {
    canonical: tags.filter((tag) => attr(tag, "rel") === "canonical").map((tag) => attr(tag, "href")),
    alternates: Object.fromEntries(
      tags.filter((tag) => attr(tag, "rel") === "alternate").map((tag) => [attr(tag, "hreflang"), attr(tag, "href")]),
    ),
  };
}

const section = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? "";
const cardsOf = (html: string) => [...html.matchAll(/<li class="card blog-card">([\s\S]*?)<\/li>/g)].map((match) => match[1]);
const text = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

describe.each([
  ["/blog", "en"],
  ["/blog/de", "de"],
  ["/blog/es", "es"],
  ["/es/blog", "es"],
] as const)("the list %s", (path, language) => {
  const own = articles
    .filter((article) => article.language === language)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));

  test(`shows at least six ${language} articles as cards, newest first`, async () => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(langOf(page.html)).toBe(language);
    expect(own.length).toBeGreaterThanOrEqual(6);
    const cards = cardsOf(page.html);
    expect(cards.map((card) => hrefOf(/<h2 class="card__title"><a\b[^>]*>/.exec(card)![0]))).toEqual(own.map(articlePath));
    cards.forEach((card, index) => {
      const article = own[index];
      expect(text(/<h2 class="card__title">([\s\S]*?)<\/h2>/.exec(card)![1])).toBe(article.title);
      expect(decode(card)).toContain(`<p>${article.description}</p>`);
      expect(text(/<p class="card__meta">([\s\S]*?)<\/p>/.exec(card)![1])).toBe(
        `${article.category} · ${formatDate(article.publishedAt, language)} · ${readTime(language, article.readMinutes)}`,
      );
      expect(card).toContain(`<time dateTime="${article.publishedAt}">`);
      // The first row's pictures come in the document, the others by their address once scrolled to.
      const [src, loading] = index < 2 ? [article.image.inline, "eager"] : [article.image.src, "lazy"];
      expect(card).toContain(
        `<img class="blog-card__image" src="${src}" width="${article.image.width}" height="${article.image.height}" alt="" loading="${loading}"${index < 2 ? ' fetchPriority="high"' : ""}/>`,
      );
    });
  });

  test("has its title, Open Graph and Twitter tags, and /es/blog as the Spanish canonical", async () => {
    const { html } = await get(path);
    expect(titleOf(html)).toBe(strings(language).title);
    expect(links(html).canonical).toEqual([origin + homes[language]]);
    expect(metaValues(html, "og:type")).toEqual(["website"]);
    expect(metaValues(html, "og:url")).toEqual([origin + homes[language]]);
    expect(metaValues(html, "og:image")).toEqual([`${origin}/images/blog/blog-cover.png`]);
    expect(metaValues(html, "twitter:card")).toEqual(["summary_large_image"]);
  });
});

describe.each(articles.map((article) => [articlePath(article), article] as const))("the article %s", (path, article) => {
  const { language } = article;
  const url = origin + path;

  test("answers 200 with its title, description, author, date, category, read time and tags", async () => {
    const { status, html } = await get(path);
    expect(status).toBe(200);
    expect(langOf(html)).toBe(language);
    const { articleTitlePrefix, titleSuffix, by, publishedOn, tags } = strings(language);
    expect(titleOf(html)).toBe(`${article.title} - ${articleTitlePrefix} | ${titleSuffix}`);
    expect(h1Of(html)).toBe(article.title);
    expect(metaValues(html, "description")).toEqual([article.description]);
    const header = section(html, /<header class="article__header">([\s\S]*?)<\/header>/);
    expect(text(section(header, /<p class="blog-category">([\s\S]*?)<\/p>/))).toBe(article.category);
    expect(text(section(header, /<p class="lead">([\s\S]*?)<\/p>/))).toBe(article.description);
    expect(text(section(header, /<p class="article__byline">([\s\S]*?)<\/p>/))).toBe(
      [
        by.replace("{{author}}", article.author),
        publishedOn.replace("{{date}}", formatDate(article.publishedAt, language)),
        readTime(language, article.readMinutes),
      ].join(" · "),
    );
    expect(header).toContain(`<time dateTime="${article.publishedAt}">`);
    const footer = section(html, /<footer class="article__footer">([\s\S]*?)<\/footer>/);
    expect(text(section(footer, /<h2[^>]*>([\s\S]*?)<\/h2>/))).toBe(tags);
    expect([...footer.matchAll(/<li class="tag">([\s\S]*?)<\/li>/g)].map((match) => text(match[1]))).toEqual(article.tags);
    // Its picture comes in the document, painted with it.
    const picture = /<img class="article__image" src="([^"]*)" width="(\d+)" height="(\d+)" alt="([^"]*)" fetchPriority="high"\/>/.exec(
      html,
    );
    expect(picture?.slice(1).map(decode)).toEqual([
      article.image.inline,
      `${article.image.width}`,
      `${article.image.height}`,
      article.image.alt,
    ]);
  });

  test("shows related articles in its language that share a tag or its category, and a link back", async () => {
    const { html } = await get(path);
    const related = section(html, /<section class="related container"[^>]*>([\s\S]*?)<\/section>/);
    expect(text(section(related, /<h2[^>]*>([\s\S]*?)<\/h2>/))).toBe(strings(language).related);
    const hrefs = linkHrefs(related);
    expect(hrefs.length).toBeGreaterThanOrEqual(1);
    expect(hrefs.length).toBeLessThanOrEqual(3);
    for (const href of hrefs) {
      const other = articles.find((candidate) => articlePath(candidate) === href);
      expect(other, href).toBeDefined();
      expect(other!.language).toBe(language);
      expect(href).not.toBe(path);
      expect(other!.category === article.category || other!.tags.some((tag) => article.tags.includes(tag)), href).toBe(true);
    }
    const back = section(html, /<p class="container blog-back">([\s\S]*?)<\/p>/);
    expect(linkHrefs(back)).toEqual([homes[language]]);
    expect(text(back)).toBe(`← ${strings(language).backToBlog}`);
  });

  test("is canonical at its path, with hreflang only for true equivalents", async () => {
    const { html } = await get(path);
    const equivalents = article.translationKey ? articles.filter((other) => other.translationKey === article.translationKey) : [article];
    const expected: Record<string, string> = Object.fromEntries(equivalents.map((other) => [other.language, origin + articlePath(other)]));
    if (expected.en) expected["x-default"] = expected.en;
    const found = links(html);
    expect(found.canonical).toEqual([url]);
    expect(found.alternates).toEqual(expected);
  });

  test("has Open Graph and Twitter tags with an absolute PNG image that exists", async () => {
    const { html } = await get(path);
    const image = `${origin}${article.preview.src}`;
    expect(metaValues(html, "og:type")).toEqual(["article"]);
    expect(metaValues(html, "og:title")).toEqual([article.title]);
    expect(metaValues(html, "og:description")).toEqual([article.description]);
    expect(metaValues(html, "og:url")).toEqual([url]);
    expect(metaValues(html, "og:image")).toEqual([image]);
    expect(metaValues(html, "article:published_time")).toEqual([article.publishedAt]);
    expect(metaValues(html, "article:tag")).toEqual(article.tags);
    expect(metaValues(html, "twitter:card")).toEqual(["summary_large_image"]);
    expect(metaValues(html, "twitter:image")).toEqual([image]);
    const response = await worker.fetch(article.preview.src);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
  });

  test("has BlogPosting and BreadcrumbList data that parse, carry the CSP nonce and match the page", async () => {
    const page = await get(path);
    const scripts = jsonLdScripts(page.html);
    expect(scripts).toHaveLength(1);
    const { nonce, json } = scripts[0];
    expect(page.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
    expect(json).not.toContain("<");
    const data = JSON.parse(json) as { "@graph": Array<Record<string, unknown>> };
    const posting = data["@graph"].find((node) => node["@type"] === "BlogPosting")!;
    const header = section(page.html, /<header class="article__header">([\s\S]*?)<\/header>/);
    expect(posting.headline).toBe(h1Of(page.html));
    expect(posting.description).toBe(text(section(header, /<p class="lead">([\s\S]*?)<\/p>/)));
    expect(posting.datePublished).toBe(/<time dateTime="([^"]+)">/.exec(header)![1]);
    expect(text(section(header, /<span class="article__author">([\s\S]*?)<\/span>/))).toContain((posting.author as { name: string }).name);
    expect(posting.articleSection).toBe(text(section(header, /<p class="blog-category">([\s\S]*?)<\/p>/)));
    expect(posting.keywords).toEqual(article.tags);
    expect(posting.url).toBe(url);
    expect(posting.inLanguage).toBe(language);
    expect((posting.image as { url: string }).url).toBe(metaValues(page.html, "og:image")[0]);

    const breadcrumb = data["@graph"].find((node) => node["@type"] === "BreadcrumbList")!;
    const items = breadcrumb.itemListElement as Array<{ position: number; name: string; item: string }>;
    const trail = section(page.html, /<nav aria-label="[^"]*" class="breadcrumbs">([\s\S]*?)<\/nav>/);
    const visible = [...trail.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => ({
      name: text(match[1]),
      href: hrefOf(match[1]) ?? path,
    }));
    expect(items.map(({ position, name, item }) => ({ position, name, item }))).toEqual(
      visible.map(({ name, href }, index) => ({ position: index + 1, name, item: origin + href })),
    );
    expect(items.at(-1)!.item).toBe(url);
    expect(items[1].item).toBe(origin + homes[language]);
  });
});

describe("links inside articles", () => {
  const proseLinks = [
    ...new Set(articles.flatMap((article) => [...article.html.matchAll(/<a href="([^"]+)">/g)].map((match) => decode(match[1])))),
  ].sort();

  test("there are links to check", () => {
    expect(proseLinks.length).toBeGreaterThan(10);
  });

  test.each(proseLinks)("%s answers 200", async (href) => {
    const page = await getPage(worker, href);
    expect(page.status).toBe(200);
  });

  test("every article shows exactly the links of its compiled text", async () => {
    for (const article of articles) {
      const { html } = await get(articlePath(article));
      expect(section(html, /<div class="prose">([\s\S]*?)<\/div>/)).toBe(article.html);
    }
  });
});

describe("an unknown article", () => {
  const english = articles.find((article) => article.language === "en" && !article.translationKey) as Article;

  test.each([
    ["/blog/no-such-article", "en"],
    ["/blog/de/no-such-article", "de"],
    ["/blog/es/no-such-article", "es"],
    // An article exists in its own language only.
    [`/blog/de/${english.slug}`, "de"],
  ] as const)("%s answers 404 'Article not found' in %s with a way back to the blog", async (path, language) => {
    const page = await getPage(worker, path);
    expect(page.status).toBe(404);
    expect(langOf(page.html)).toBe(language);
    expect(page.headers.get("Content-Language")).toBe(language);
    expect(h1Of(page.html)).toBe(errors[language].notFound);
    expect(titleOf(page.html)).toBe(errors[language].notFoundTitle);
    expect(metaValues(page.html, "robots")).toEqual(["noindex"]);
    const main = section(page.html, /<main\b[^>]*>([\s\S]*?)<\/main>/);
    expect(main).toMatch(new RegExp(`<a [^>]*href="${homes[language]}"[^>]*>${errors[language].allArticles}</a>`));
  });
});
