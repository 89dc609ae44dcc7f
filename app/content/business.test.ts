import { describe, expect, test } from "vitest";
import { currencyFor, formatPrice, startingPrice } from "./business";

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
});
