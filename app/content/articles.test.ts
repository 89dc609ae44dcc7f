import { describe, expect, test } from "vitest";
import { formatPrice } from "./business";
import { languages } from "~/utils/i18n";
import { articles } from "./articles.server";

/** The product facts the articles state agree with the product (issue 5, part 1). */

const planPrices = [19, 29, 49];
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
// Prices as the articles write them, with an ordinary space where Intl puts a no-break space.
const price = (amount: number, language: (typeof languages)[number]) => formatPrice(amount, language).replace(/\u00a0/g, " ");

describe.each(languages)("articles in %s", (language) => {
  const own = articles.filter((article) => article.language === language);

  test("name only the plans' prices, in the language's currency", () => {
    const allowed = new Set(planPrices.map((amount) => price(amount, language)));
    const currency = { en: /\$\d+(?:\.\d+)?/g, de: /\d+(?:,\d+)? €/g, es: /\d+(?:,\d+)? US\$/g }[language];
    const foreign = { en: /€|US\$/, de: /\$/, es: /€|(?<!US)\$/ }[language];
    const mentions = own.flatMap((article) => {
      const body = text(article.html);
      expect(body, article.slug).not.toMatch(foreign);
      return (body.match(currency) ?? []).map((mention) => ({ slug: article.slug, mention }));
    });
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.filter(({ mention }) => !allowed.has(mention))).toEqual([]);
  });

  test("give the refund window and the retention as 30 days, never 48 hours", () => {
    const days = { en: /\b30 days\b/, de: /\b30 Tage/, es: /\b30 días\b/ }[language];
    const hours48 = /\b48\s*(hours|Stunden|horas)\b/i;
    expect(own.some((article) => days.test(text(article.html)))).toBe(true);
    for (const article of own) expect(text(article.html), article.slug).not.toMatch(hours48);
  });

  test("recommend 8 to 10 selfies and ask for at least 5 where they give numbers, as every page says", () => {
    const counts = { en: /\b(\d+) to (\d+)\b/g, de: /\b(\d+) bis (\d+)\b/g, es: /\bentre (\d+) y (\d+)|de (\d+) a (\d+)\b/g }[language];
    const least = { en: /at least 5\b/, de: /mindestens 5\b/, es: /al menos 5\b/ }[language];
    for (const article of own.filter((candidate) => /selfie/i.test(candidate.slug))) {
      const ranges = [...text(article.html).matchAll(counts)].map((match) => match.slice(1).filter(Boolean).join("-"));
      expect(ranges, article.slug).toContain("8-10");
      expect(ranges, article.slug).not.toContain("5-10");
      expect(text(article.html), article.slug).toMatch(least);
    }
  });
});
