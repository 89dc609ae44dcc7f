import { describe, expect, test } from "vitest";
import { articles } from "./articles.server";
import { resources, type Namespace } from "~/locales/resources.server";
import { facts } from "./business";
import { pageStrings } from "./copy.server";
import { languages } from "~/utils/i18n";

/**
 * What the copy says about the business is the same everywhere: the selfie guidance ("8 to 10
 * recommended, at least 5") and prices written one way per language, in pages and articles alike.
 */

const namespaces = Object.keys(resources.en) as Namespace[];
const everything = (language: (typeof languages)[number]) => [
  ...namespaces.map((namespace) => JSON.stringify(pageStrings(language, namespace, "DE"))),
  ...articles.filter((article) => article.language === language).map((article) => article.html),
];

describe("the selfie guidance", () => {
  const { min, max, recommendedMin, recommendedMax } = facts.selfies;
  // "5 to 10", "5 bis 10", "entre 5 y 10", "de 5 a 10": the accepted range offered as advice.
  const acceptedRange = new RegExp(`\\b${min}\\s*(?:to|bis|y|a|-|–)\\s*${max}\\b`);

  test.each(languages)("in %s never offers the accepted range as the advice, and always names the recommended one", (language) => {
    for (const text of everything(language)) expect(text).not.toMatch(acceptedRange);
    const recommended = new RegExp(`\\b${recommendedMin}\\s*(?:to|bis|y|a)\\s*${recommendedMax}\\b`);
    expect(JSON.stringify(pageStrings(language, "home", "DE"))).toMatch(recommended);
    expect(JSON.stringify(pageStrings(language, "createHeadshot", "DE"))).toMatch(recommended);
  });
});

describe("prices", () => {
  test("Spanish writes dollars one way: 19 US$, never $19, 19 $ or USD 19", () => {
    for (const text of everything("es")) {
      expect(text).not.toMatch(/\$\s?\d/);
      expect(text).not.toMatch(/\d\s?\$/);
      expect(text).not.toMatch(/\bUSD\b/);
    }
    expect(JSON.stringify(pageStrings("es", "pricing", "DE"))).toContain("19\u00a0US$");
  });
});
