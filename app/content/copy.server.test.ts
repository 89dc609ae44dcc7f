import { describe, expect, test } from "vitest";
import { resources } from "~/locales/resources.server";
import { discounts, facts, formatPrice, plans, startingPrice, styles } from "./business";
import { copyValues, countryName, pageStrings } from "./copy.server";

describe("copyValues", () => {
  test.each([
    ["en", "$19", "$29", "$49", "2 hours", "1 hour", "Germany"],
    ["de", "19\u00a0€", "29\u00a0€", "49\u00a0€", "2 Stunden", "1 Stunde", "Deutschland"],
    ["es", "19\u00a0US$", "29\u00a0US$", "49\u00a0US$", "2 horas", "1 hora", "Alemania"],
  ] as const)(
    "in %s: prices in the language's currency, delivery in words, the country's name",
    (language, basic, premium, ultimate, slow, fast, country) => {
      const values = copyValues(language, "DE");
      expect([values.basicPrice, values.premiumPrice, values.ultimatePrice]).toEqual([basic, premium, ultimate]);
      expect(values.startingPrice).toBe(formatPrice(startingPrice, language));
      expect([values.basicDelivery, values.premiumDelivery, values.ultimateDelivery]).toEqual([slow, fast, fast]);
      expect(values.hostingCountry).toBe(country);
    },
  );

  test("every figure comes from the business facts", () => {
    const values = copyValues("en", "DE");
    for (const plan of plans) {
      expect(values[`${plan.key}Photos`]).toBe(plan.photos);
      expect(values[`${plan.key}Styles`]).toBe(plan.styles);
    }
    expect(values).toMatchObject({
      styleCount: styles.length,
      refundDays: facts.refundDays,
      retentionDays: facts.retentionDays,
      selfiesMin: facts.selfies.min,
      selfiesMax: facts.selfies.max,
      selfiesRecommendedMin: facts.selfies.recommendedMin,
      selfiesRecommendedMax: facts.selfies.recommendedMax,
      uploadMaxMb: 5,
      supportReplyHours: facts.supportReplyHours,
      teamMinPeople: facts.teamMinPeople,
      referralDiscount: discounts.RESOUME30,
    });
  });
});

describe("pageStrings", () => {
  test("fills the figures and leaves the page's own placeholders", () => {
    const home = pageStrings("en", "home", "DE");
    expect(home.description).toContain(`from ${formatPrice(startingPrice, "en")}`);
    expect(home.description).not.toContain("{{");
    expect(home.refMarker).toBe(resources.en.home.refMarker);
    expect(home.refMarker).toContain("{{ref}}");
  });

  test("a configured hosting country is named in every language", () => {
    expect(JSON.stringify(pageStrings("de", "about", "AT"))).toContain(countryName("AT", "de"));
    expect(countryName("AT", "de")).toBe("Österreich");
  });

  test("lists and nested strings keep their shape, and the source strings are not changed", () => {
    const home = pageStrings("es", "home", "DE");
    expect(Object.keys(home.faq.items)).toEqual(Object.keys(resources.es.home.faq.items));
    expect(home.finalCta.lines).toHaveLength(resources.es.home.finalCta.lines.length);
    expect(resources.es.home.description).toContain("{{startingPrice}}");
  });

  test("is made once per language, country and namespace", () => {
    expect(pageStrings("de", "about", "DE")).toBe(pageStrings("de", "about", "DE"));
    expect(pageStrings("de", "about", "DE")).not.toBe(pageStrings("de", "about", "AT"));
  });
});
