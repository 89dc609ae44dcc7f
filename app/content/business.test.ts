import { describe, expect, test } from "vitest";
import { currencyFor, euroCountries, formatPrice, startingPrice, type Currency } from "./business";

describe("formatPrice", () => {
  test.each([
    [19, "en", "$19"],
    [19, "de", "19\u00a0€"],
    [19, "es", "19\u00a0US$"],
    [19.99, "en", "$19.99"],
    [19.99, "de", "19,99\u00a0€"],
    [19.99, "es", "19,99\u00a0US$"],
    [49, "en", "$49"],
    [1000, "en", "$1,000"],
    [1000, "de", "1.000\u00a0€"],
  ] as const)("%d in %s → %j", (amount, language, expected) => {
    expect(formatPrice(amount, language)).toBe(expected);
  });

  test.each([
    ["en", "€19"],
    ["es", "19\u00a0€"],
  ] as const)("euros in %s are written the language's way: %j", (language, expected) => {
    expect(formatPrice(19, language, "EUR")).toBe(expected);
  });

  test("the starting price is 19, in dollars and in euros", () => {
    expect(startingPrice).toBe(19);
    expect(formatPrice(startingPrice, "en")).toBe("$19");
    expect(formatPrice(startingPrice, "de").replace(/\s/g, " ")).toBe("19 €");
  });
});

describe("currencyFor", () => {
  test.each([
    ["en", "USD"],
    ["de", "EUR"],
    ["es", "USD"],
  ] as const)("%s → %s", (language, currency) => {
    expect(currencyFor(language)).toBe(currency);
  });

  const dollars = { currency: "USD", euros: false } as const;
  const both = { currency: "USD", euros: true } as const;
  const euroOnly = { currency: "EUR", euros: true } as const;
  test.each<[string, "en" | "de" | "es", string | null, { currency: Currency; euros: boolean }, Currency]>([
    ["a Spanish page in Spain", "es", "ES", both, "EUR"],
    ["an English page in Spain", "en", "ES", both, "EUR"],
    ["an English page in Austria", "en", "AT", both, "EUR"],
    ["an English page in Bulgaria, in the euro area since 2026", "en", "BG", both, "EUR"],
    ["an English page in Montenegro, which uses the euro", "en", "ME", both, "EUR"],
    ["a German page in Switzerland", "de", "CH", both, "EUR"],
    ["a German page in the US", "de", "US", both, "EUR"],
    ["an English page in the US", "en", "US", both, "USD"],
    ["a Spanish page in Mexico", "es", "MX", both, "USD"],
    ["an English page in Denmark, in the EU but not the euro", "en", "DK", both, "USD"],
    ["an English page where the edge cannot tell", "en", null, both, "USD"],
    ["a Spanish page in Spain, store without euro variants", "es", "ES", dollars, "USD"],
    ["a German page, store without euro variants", "de", "DE", dollars, "USD"],
    ["an English page in the US, store charging euros", "en", "US", euroOnly, "EUR"],
  ])("%s → %s", (_, language, country, store, currency) => {
    expect(currencyFor(language, store, country)).toBe(currency);
  });

  test("the euro's countries are the 21 members of the euro area and the places that use the euro with them", () => {
    const members = [
      "AT",
      "BE",
      "BG",
      "CY",
      "DE",
      "EE",
      "ES",
      "FI",
      "FR",
      "GR",
      "HR",
      "IE",
      "IT",
      "LT",
      "LU",
      "LV",
      "MT",
      "NL",
      "PT",
      "SI",
      "SK",
    ];
    expect(members).toHaveLength(21);
    for (const country of [...members, "AD", "MC", "SM", "VA", "ME", "XK", "RE", "GP"])
      expect(euroCountries.has(country), country).toBe(true);
    for (const country of ["CH", "GB", "DK", "SE", "PL", "CZ", "HU", "RO", "NO", "US", "XX", "T1"])
      expect(euroCountries.has(country), country).toBe(false);
  });
});
