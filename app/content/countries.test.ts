import { describe, expect, test } from "vitest";
import de from "~/locales/de/review-countries";
import en from "~/locales/en/review-countries";
import es from "~/locales/es/review-countries";
import { countries, countryCodes, countryFit, countryFromEdge, type PhotoNorm } from "./countries";

describe("countries", () => {
  test("every code has facts, and only those codes", () => {
    expect(Object.keys(countries).sort()).toEqual([...countryCodes].sort());
  });

  test.each(countryCodes)("%s: a size exactly where a photo belongs, with the ratio of that size", (code) => {
    const { photo, sizeMm, aspect } = countries[code];
    if (photo === "discouraged") {
      expect(sizeMm).toBeNull();
      expect(aspect).toBeNull();
    } else {
      expect(sizeMm).not.toBeNull();
      // Portrait, as every CV photo is.
      expect(sizeMm!.width).toBeLessThan(sizeMm!.height);
      expect(aspect).toBeCloseTo(sizeMm!.width / sizeMm!.height);
    }
  });

  test("the photo is discouraged in exactly the five anti-discrimination countries", () => {
    const discouraged = countryCodes.filter((code) => countries[code].photo === "discouraged");
    const antiDiscrimination = countryCodes.filter((code) => countries[code].antiDiscrimination);
    expect(discouraged.sort()).toEqual(["AU", "CA", "IE", "UK", "US"]);
    expect(antiDiscrimination.sort()).toEqual(discouraged);
  });

  // The translations are typed against English only, so a new code would otherwise go unnamed.
  test.each([
    ["en", en],
    ["de", de],
    ["es", es],
  ] as const)("every code has its words in %s", (_language, strings) => {
    expect(Object.keys(strings.countries).sort()).toEqual([...countryCodes].sort());
    expect(Object.keys(strings.norms).sort()).toEqual(["discouraged", "expected", "optional", "usual"]);
    expect(strings.hint).toContain("{{country}}");
  });

  test("the German-speaking countries expect one", () => {
    expect([countries.DE.photo, countries.AT.photo, countries.CH.photo]).toEqual(["expected", "expected", "expected"]);
  });
});

describe("countryFromEdge", () => {
  test.each([
    ["GB", "UK"],
    ["gb", "UK"],
    ["DE", "DE"],
    ["de", "DE"],
    [" at ", "AT"],
    ["US", "US"],
    ["XX", null],
    ["T1", null],
    ["PL", null],
    ["", null],
    [null, null],
    [undefined, null],
  ] as const)("%j → %j", (edge, code) => {
    expect(countryFromEdge(edge)).toBe(code);
  });
});

describe("countryFit", () => {
  test("orders expected > usual > optional > discouraged, within 0..1", () => {
    const norms: PhotoNorm[] = ["expected", "usual", "optional", "discouraged"];
    const fitOf = (norm: PhotoNorm) => {
      const fits = countryCodes.filter((code) => countries[code].photo === norm).map(countryFit);
      // Every country of a norm fits alike.
      expect(new Set(fits).size).toBe(1);
      return fits[0]!;
    };
    const fits = norms.map(fitOf);
    expect(fits).toEqual([1, 0.9, 0.7, 0.3]);
    for (let i = 1; i < fits.length; i++) expect(fits[i]).toBeLessThan(fits[i - 1]!);
  });
});
