import { resources } from "~/locales/resources.server";
import { plans, type Currency } from "./business";
import { pageStrings } from "./copy.server";
import type { PublicConfig } from "~/utils/env.server";
import { localizePath, type Language } from "~/utils/i18n";

/**
 * Schema.org structured data, built once for every page that states it: the organisation, the
 * packs as a Product with one Offer per plan, an FAQ, breadcrumb trails. Every value is one the page
 * or the business facts (./business.ts) also state, so search results never promise more than the
 * page. Loaders pass the nodes to `loadPage`, which writes them into one JSON-LD script.
 */

export type StructuredData = Record<string, unknown>;

/**
 * The page's language, the request's origin (nodes need absolute URLs), the public configuration
 * and the currency the page shows its prices in.
 */
type Site = { language: Language; origin: string; config: PublicConfig; currency: Currency };

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/**
 * JSON for a <script> element: `<`, `>`, `&` and the two JavaScript line separators are escaped, so
 * no text can close the element or be read as markup.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** One JSON-LD document with all of a page's nodes, or null when it has none. */
export function structuredDataScript(nodes: StructuredData[]): string | null {
  return nodes.length === 0 ? null : scriptJson({ "@context": "https://schema.org", "@graph": nodes });
}

const organizationId = (origin: string) => `${absolute("/", origin)}#organization`;

/** The company behind the site, with its social profiles (`sameAs`) as configured. */
export function organization({ language, origin, config }: Site): StructuredData {
  const { linkedin, x, instagram } = config.links;
  const profiles = [linkedin, x, instagram].filter((link): link is string => link !== undefined);
  return {
    "@type": "Organization",
    "@id": organizationId(origin),
    name: resources[language].common.brand,
    url: absolute("/", origin),
    logo: { "@type": "ImageObject", url: absolute("/favicon.svg", origin) },
    description: pageStrings(language, "site", config.hostingCountry).organization,
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

/** The site in the page's language, published by the organisation. */
export function website({ language, origin }: Site): StructuredData {
  return {
    "@type": "WebSite",
    "@id": `${absolute(localizePath("/", language), origin)}#website`,
    name: resources[language].common.brand,
    url: absolute(localizePath("/", language), origin),
    inLanguage: language,
    publisher: { "@id": organizationId(origin) },
  };
}

/**
 * The headshot packs as one Product with an Offer per plan, priced as the pricing page shows them,
 * in the currency the visitor will be charged (docs/decisions/019-prices-in-the-charged-currency.md).
 */
export function headshotPacks({ language, origin, config, currency }: Site, image: string): StructuredData {
  const { product } = pageStrings(language, "site", config.hostingCountry);
  const pricing = absolute(localizePath("/pricing", language), origin);
  return {
    "@type": "Product",
    "@id": `${pricing}#packs`,
    name: product.name,
    description: product.description,
    image: absolute(image, origin),
    brand: { "@id": organizationId(origin) },
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      sku: plan.id,
      price: plan.price,
      priceCurrency: currency,
      availability: "https://schema.org/InStock",
      url: pricing,
      seller: { "@id": organizationId(origin) },
    })),
  };
}

/** Questions and answers exactly as the page shows them. */
export function faqPage(entries: ReadonlyArray<{ question: string; answer: string }>): StructuredData {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export type Crumb = { name: string; path: string };

/** The trail from the home page to this one, as its absolute URLs. */
export function breadcrumbList(trail: Crumb[], origin: string): StructuredData {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ name, path }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absolute(path, origin),
    })),
  };
}
