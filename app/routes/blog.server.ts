import { articles, type Article } from "~/content/articles.server";
import type { Language } from "~/utils/i18n";

const blogBase: Record<Language, string> = { en: "/blog", de: "/blog/de", es: "/blog/es" };

export function articlePath(article: Pick<Article, "language" | "slug">): string {
  return `${blogBase[article.language]}/${article.slug}`;
}

/** A language's articles, newest first, as the list shows them. */
export function articlesIn(language: Language) {
  return articles
    .filter((article) => article.language === language)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map(({ slug, title, description, publishedAt, category }) => ({
      title,
      description,
      publishedAt,
      category,
      href: articlePath({ language, slug }),
    }));
}

export function findArticle(language: Language, slug: string): (Article & { readMinutes: number }) | null {
  const article = articles.find((candidate) => candidate.language === language && candidate.slug === slug);
  if (!article) return null;
  const words = article.paragraphs.join(" ").split(/\s+/).length;
  return { ...article, readMinutes: Math.max(1, Math.ceil(words / 200)) };
}
