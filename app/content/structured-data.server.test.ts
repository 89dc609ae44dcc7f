import { describe, expect, test } from "vitest";
import { currencyFor, plans } from "./business";
import { getPublicConfig, type AppEnv } from "~/utils/env.server";
import { breadcrumbList, faqPage, headshotPacks, organization, scriptJson, structuredDataScript } from "./structured-data.server";

const config = getPublicConfig({ HOSTING_COUNTRY: "DE", LINKEDIN_URL: "https://www.linkedin.com/company/resoume" } as unknown as AppEnv);
const site = (language: "en" | "de" | "es", currency = currencyFor(language)) => ({
  language,
  origin: "https://resoume.example",
  config,
  currency,
});

describe("scriptJson", () => {
  test("nothing in the data can close the script element or start markup", () => {
    const value = { headline: "</script><script>alert(1)</script> & <!-- \u2028\u2029" };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("headshotPacks", () => {
  test.each(["en", "de", "es"] as const)("in %s: one offer per plan at its price, in the language's currency", (language) => {
    const product = headshotPacks(site(language), "/images/og/resoume-en.png") as { offers: Array<Record<string, unknown>>; image: string };
    expect(product.offers.map(({ name, price, priceCurrency }) => ({ name, price, priceCurrency }))).toEqual(
      plans.map((plan) => ({ name: plan.name, price: plan.price, priceCurrency: currencyFor(language) })),
    );
    expect(product.offers.map((offer) => offer.price)).toEqual([19, 29, 49]);
    for (const offer of product.offers) {
      expect(offer.availability).toBe("https://schema.org/InStock");
      expect(offer.url).toBe(language === "es" ? "https://resoume.example/es/pricing" : "https://resoume.example/pricing");
    }
    expect(product.image).toBe("https://resoume.example/images/og/resoume-en.png");
  });

  test("the offers are in the currency the page shows, whatever its language", () => {
    const product = headshotPacks(site("es", "EUR"), "/images/og/resoume-es.png") as { offers: Array<{ priceCurrency: string }> };
    expect(product.offers.map((offer) => offer.priceCurrency)).toEqual(["EUR", "EUR", "EUR"]);
  });
});

test("the organisation names the configured profiles only", () => {
  expect(organization(site("en")).sameAs).toEqual(["https://www.linkedin.com/company/resoume"]);
  const none = getPublicConfig({ HOSTING_COUNTRY: "DE" } as unknown as AppEnv);
  expect(organization({ ...site("en"), config: none })).not.toHaveProperty("sameAs");
});

test("an FAQ lists the questions and answers as given, in order", () => {
  expect(
    faqPage([
      { question: "Q1?", answer: "A1." },
      { question: "Q2?", answer: "A2." },
    ]),
  ).toEqual({
    "@type": "FAQPage",
    mainEntity: [
      { "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1." } },
      { "@type": "Question", name: "Q2?", acceptedAnswer: { "@type": "Answer", text: "A2." } },
    ],
  });
});

test("a breadcrumb trail numbers its items from 1 with absolute URLs", () => {
  expect(
    breadcrumbList(
      [
        { name: "Home", path: "/" },
        { name: "About", path: "/es/about" },
      ],
      "https://resoume.example",
    ),
  ).toEqual({
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://resoume.example/" },
      { "@type": "ListItem", position: 2, name: "About", item: "https://resoume.example/es/about" },
    ],
  });
});

test("a page without nodes has no script; otherwise one graph", () => {
  expect(structuredDataScript([])).toBeNull();
  expect(JSON.parse(structuredDataScript([{ "@type": "Thing" }])!)).toEqual({
    "@context": "https://schema.org",
    "@graph": [{ "@type": "Thing" }],
  });
});
