import { articles, type Article } from "~/content/articles.server";
import { resources } from "~/locales/resources.server";
import { formatDay } from "~/utils/format.server";
import { languages, localeOf, localizePath, type Language } from "~/utils/i18n";

const articleBase: Record<Language, string> = { en: "/blog", de: "/blog/de", es: "/blog/es" };

export function articlePath(article: Pick<Article, "language" | "slug">): string {
  return `${articleBase[article.language]}/${article.slug}`;
}

/** A publish date (`2026-09-28`) as the page shows it (see {@link formatDay}). */
export function formatDate(isoDate: string, language: Language): string {
  return formatDay(new Date(`${isoDate}T00:00:00Z`), language);
}

/** What a card in a list shows of an article: everything but its text. */
function card(article: Article) {
  return {
    href: articlePath(article),
    title: article.title,
    description: article.description,
    category: article.category,
    publishedAt: article.publishedAt,
    date: formatDate(article.publishedAt, article.language),
    readMinutes: article.readMinutes,
    image: article.image,
  };
}

export type ArticleCard = ReturnType<typeof card>;

const newestFirst = (a: Article, b: Article) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug);

/** A language's articles, newest first, as the list shows them. */
export function articlesIn(language: Language): ArticleCard[] {
  return articles.filter((article) => article.language === language).sort(newestFirst).map(card);
}

export function findArticle(language: Language, slug: string): Article | undefined {
  return articles.find((candidate) => candidate.language === language && candidate.slug === slug);
}

/**
 * Up to `limit` other articles in the same language that share tags or the category with this one:
 * each shared tag counts two, the same category one; ties go to the newer article.
 */
export function relatedArticles(article: Article, limit = 3): ArticleCard[] {
  const tags = new Set(article.tags);
  return articles
    .filter((other) => other.language === article.language && other.slug !== article.slug)
    .map((other) => ({
      other,
      score: other.tags.filter((tag) => tags.has(tag)).length * 2 + (other.category === article.category ? 1 : 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(a.other, b.other))
    .slice(0, limit)
    .map(({ other }) => card(other));
}

/**
 * The article's path in each language that has a true equivalent (the same translation key), its
 * own language included: only these are hreflang alternates. Articles are written for their
 * readers, not translated line by line, and a blog home is no equivalent of an article.
 */
export function articleAlternates(article: Article): Partial<Record<Language, string>> {
  const equivalents = article.translationKey
    ? articles.filter((other) => other.translationKey === article.translationKey)
    : [article];
  return Object.fromEntries(equivalents.map((other) => [other.language, articlePath(other)]));
}

/**
 * JSON for a <script> element: `<`, `>`, `&` and the two JavaScript line separators are escaped, so
 * no text from an article can close the element or be read as markup.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The breadcrumb trail of an article page: home, the blog home of its language, the article. */
export function breadcrumbs(article: Article) {
  const { nav } = resources[article.language].common;
  return [
    { name: nav.home, path: localizePath("/", article.language) },
    { name: nav.blog, path: localizePath("/blog", article.language) },
    { name: article.title, path: articlePath(article) },
  ];
}

/** BlogPosting and BreadcrumbList structured data; every value is one the page also shows. */
export function articleStructuredData(article: Article, origin: string) {
  const absolute = (path: string) => new URL(path, origin).href;
  const url = absolute(articlePath(article));
  const brand = resources[article.language].common.brand;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "BlogPosting",
        "@id": `${url}#article`,
        url,
        mainEntityOfPage: url,
        headline: article.title,
        description: article.description,
        image: { "@type": "ImageObject", url: absolute(article.preview.src), width: article.preview.width, height: article.preview.height },
        datePublished: article.publishedAt,
        author: { "@type": "Organization", name: article.author },
        publisher: { "@type": "Organization", name: brand, url: absolute("/"), logo: { "@type": "ImageObject", url: absolute("/favicon.svg") } },
        inLanguage: article.language,
        articleSection: article.category,
        keywords: article.tags,
        wordCount: article.words,
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: breadcrumbs(article).map(({ name, path }, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name,
          item: absolute(path),
        })),
      },
    ],
  };
}

/** Open Graph locale names (language_TERRITORY) of the languages. */
export const ogLocale = Object.fromEntries(languages.map((language) => [language, localeOf[language].replace("-", "_")])) as Record<
  Language,
  string
>;

export type SocialTag = { property: string; content: string } | { name: string; content: string };

/**
 * Open Graph and Twitter card tags. Link previews do not show SVG, so the image is the PNG rendering
 * of the page's illustration.
 */
export function socialTags(
  page: { type: "website" | "article"; language: Language; title: string; description: string; url: string },
  image: { url: string; width: number; height: number; alt: string },
  extra: SocialTag[] = [],
): SocialTag[] {
  return [
    { property: "og:type", content: page.type },
    { property: "og:site_name", content: resources[page.language].common.brand },
    { property: "og:locale", content: ogLocale[page.language] },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.url },
    { property: "og:image", content: image.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    ...extra,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  ];
}
