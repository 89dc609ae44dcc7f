import { describe, expect, test } from "vitest";
import { articles } from "./articles.server";
import { articleAlternates, articlePath, articlesIn, formatDate, relatedArticles } from "./blog.server";

describe("formatDate", () => {
  // Midnight UTC is the previous evening west of Greenwich: the date must not move with the time zone.
  test.each([
    ["en", "November 2, 2026"],
    ["de", "2. November 2026"],
    ["es", "2 de noviembre de 2026"],
  ] as const)("%s", (language, expected) => {
    expect(formatDate("2026-11-02", language)).toBe(expected);
  });
});

describe("articlesIn", () => {
  test.each(["en", "de", "es"] as const)("lists the %s articles, newest first", (language) => {
    const listed = articlesIn(language);
    const own = articles.filter((article) => article.language === language);
    expect(listed.map((card) => card.href).sort()).toEqual(own.map(articlePath).sort());
    const dates = listed.map((card) => card.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("relatedArticles", () => {
  test.each(articles.map((article) => [articlePath(article), article] as const))("%s", (_, article) => {
    const related = relatedArticles(article);
    expect(related.length).toBeGreaterThanOrEqual(1);
    expect(related.length).toBeLessThanOrEqual(3);
    for (const card of related) {
      const other = articles.find((candidate) => articlePath(candidate) === card.href)!;
      expect(other.language).toBe(article.language);
      expect(other.slug).not.toBe(article.slug);
      expect(other.category === article.category || other.tags.some((tag) => article.tags.includes(tag))).toBe(true);
    }
  });

  test("shared tags outrank a shared category", () => {
    const article = articles.find((candidate) => candidate.slug === "how-to-take-selfies-for-ai-headshots")!;
    const first = articles.find((candidate) => articlePath(candidate) === relatedArticles(article)[0].href)!;
    expect(first.tags.filter((tag) => article.tags.includes(tag)).length).toBeGreaterThanOrEqual(1);
  });
});

describe("articleAlternates", () => {
  test("an article with equivalents names each of them", () => {
    const article = articles.find((candidate) => candidate.slug === "how-to-take-selfies-for-ai-headshots")!;
    expect(articleAlternates(article)).toEqual({
      en: "/blog/how-to-take-selfies-for-ai-headshots",
      de: "/blog/de/selfies-fuer-ki-bewerbungsfotos",
      es: "/blog/es/selfies-para-fotos-profesionales-con-ia",
    });
  });

  test("an article written for one audience only names itself", () => {
    const article = articles.find((candidate) => candidate.slug === "bewerbungsfoto-in-deutschland")!;
    expect(articleAlternates(article)).toEqual({ de: "/blog/de/bewerbungsfoto-in-deutschland" });
  });
});
