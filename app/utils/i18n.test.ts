import { describe, expect, test } from "vitest";
import { isLanguage, localizePath, pathLanguage } from "./i18n";

describe("pathLanguage", () => {
  test.each([
    ["/", null],
    ["/pricing", null],
    ["/dashboard", null],
    ["/gallery/abc", null],
    ["/espresso", null],
    ["/blogger", null],
    ["/de", null],
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/pricing", "es"],
    ["/es/gallery/abc", "es"],
    ["/es/blog", "es"],
    ["/blog", "en"],
    ["/blog/", "en"],
    ["/blog/how-to-take-selfies", "en"],
    ["/blog/fr/x", "en"],
    ["/blog/deutsch", "en"],
    ["/blog/de", "de"],
    ["/blog/de/", "de"],
    ["/blog/de/bewerbungsfoto", "de"],
    ["/blog/es", "es"],
    ["/blog/es/foto", "es"],
  ] as const)("%s → %s", (pathname, language) => {
    expect(pathLanguage(pathname)).toBe(language);
  });
});

describe("localizePath", () => {
  test.each([
    // Pages with a Spanish twin
    ["/", "en", "/"],
    ["/", "de", "/"],
    ["/", "es", "/es"],
    ["/es", "en", "/"],
    ["/es", "de", "/"],
    ["/es", "es", "/es"],
    ["/es/", "en", "/"],
    ["/pricing", "en", "/pricing"],
    ["/pricing", "de", "/pricing"],
    ["/pricing", "es", "/es/pricing"],
    ["/pricing/", "es", "/es/pricing"],
    ["/es/pricing", "en", "/pricing"],
    ["/es/pricing", "de", "/pricing"],
    ["/es/pricing", "es", "/es/pricing"],
    ["/ad-landing/direct-response", "es", "/es/ad-landing/direct-response"],
    ["/es/ad-landing/emotional-story", "de", "/ad-landing/emotional-story"],
    ["/gallery/abc", "es", "/es/gallery/abc"],
    ["/es/gallery/abc", "en", "/gallery/abc"],
    ["/espresso", "es", "/es/espresso"],
    // No twin
    ["/dashboard", "es", "/dashboard"],
    ["/dashboard", "de", "/dashboard"],
    ["/dashboard", "en", "/dashboard"],
    // Blog homes
    ["/blog", "en", "/blog"],
    ["/blog", "de", "/blog/de"],
    ["/blog", "es", "/es/blog"],
    ["/blog/", "de", "/blog/de"],
    ["/blog/de", "en", "/blog"],
    ["/blog/de", "es", "/es/blog"],
    ["/blog/es", "en", "/blog"],
    ["/blog/es", "de", "/blog/de"],
    ["/es/blog", "en", "/blog"],
    ["/es/blog", "de", "/blog/de"],
    ["/es/blog", "es", "/es/blog"],
    // Articles translate to the other language's blog home
    ["/blog/how-to-take-selfies", "de", "/blog/de"],
    ["/blog/how-to-take-selfies", "es", "/es/blog"],
    ["/blog/de/bewerbungsfoto", "en", "/blog"],
    ["/blog/de/bewerbungsfoto", "es", "/es/blog"],
    ["/blog/es/foto", "en", "/blog"],
    ["/blog/es/foto", "de", "/blog/de"],
  ] as const)("%s in %s → %s", (pathname, language, expected) => {
    expect(localizePath(pathname, language)).toBe(expected);
  });

  test.each(["/", "/pricing", "/blog", "/blog/de", "/es/about", "/dashboard"])(
    "the result of %s fixes the language it was asked for, where the path can carry one",
    (pathname) => {
      expect(pathLanguage(localizePath(pathname, "es"))).toBe(pathname === "/dashboard" ? null : "es");
      expect(pathLanguage(localizePath(pathname, "de"))).toBe(pathname.includes("blog") ? "de" : null);
    },
  );
});

describe("isLanguage", () => {
  test.each([
    ["en", true],
    ["de", true],
    ["es", true],
    ["fr", false],
    ["EN", false],
    ["de-DE", false],
    ["", false],
    [null, false],
    [undefined, false],
    [1, false],
  ] as const)("%j → %s", (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});
