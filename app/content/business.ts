import { localeOf, type Language } from "~/utils/i18n";
import { intlObject } from "~/utils/intl";

/**
 * Every business fact the pages, structured data, checkout and e-mails state lives here, once.
 * The product description contradicts itself in places; ADR 011 records which reading holds.
 */

export type PlanId = "BASIC" | "PREMIUM" | "ULTIMATE";

export interface Plan {
  id: PlanId;
  /** URL- and translation-key-friendly name: basic, premium, ultimate. */
  key: "basic" | "premium" | "ultimate";
  name: string;
  /** The same figure in dollars and in euros, whichever the visitor pays in ({@link currencyFor}). */
  price: number;
  photos: number;
  styles: number;
  /** Upper bound of the delivery promise, in minutes. */
  deliveryMinutes: number;
  /** Support answers within this many business days; null means the regular reply time below. */
  supportBusinessDays: number | null;
  /**
   * Each headshot's side in pixels (they are square), as Astria is asked for it and delivers it: a
   * multiple of 8, as Astria takes `w` and `h`, and within the Worker's decoding budget (ADR 048).
   */
  side: number;
  commercialRights: boolean;
  priority: boolean;
}

export const plans: readonly Plan[] = [
  {
    id: "BASIC",
    key: "basic",
    name: "Basic",
    price: 19,
    photos: 12,
    styles: 1,
    deliveryMinutes: 120,
    supportBusinessDays: null,
    side: 1024,
    commercialRights: false,
    priority: false,
  },
  {
    id: "PREMIUM",
    key: "premium",
    name: "Premium",
    price: 29,
    photos: 60,
    styles: 3,
    deliveryMinutes: 60,
    supportBusinessDays: 2,
    side: 1536,
    commercialRights: false,
    priority: false,
  },
  {
    id: "ULTIMATE",
    key: "ultimate",
    name: "Ultimate",
    price: 49,
    photos: 120,
    styles: 6,
    deliveryMinutes: 60,
    supportBusinessDays: 1,
    side: 1536,
    commercialRights: true,
    priority: true,
  },
];

export function planById(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id || plan.key === id);
}

/** The smallest pack's price, shown in the chrome. */
export const startingPrice = plans[0].price;

/** The seven headshot styles, as translation keys. */
export const styles = ["academic", "casual", "corporate", "creative", "greenery", "realEstate", "warm"] as const;
export type Style = (typeof styles)[number];

export const facts = {
  /** Refund on request within this many days of purchase. */
  refundDays: 30,
  /** Every uploaded selfie and generated headshot is deleted this many days after the order. */
  retentionDays: 30,
  /**
   * What the privacy policy promises for other records, kept by the scheduled job
   * (app/features/photos/retention/retention.server.ts): copies of sent e-mails, white-label enquiries, and the
   * per-client counters of the rate limits; and how long a newsletter sign-up may wait in KV for
   * the list, and an unconfirmed one for its owner (KV expires both itself: app/features/newsletter/pending.server.ts and opt-in.server.ts).
   */
  records: { emailCopyDays: 90, leadMonths: 12, rateLimitHours: 24, pendingSignupDays: 30, unconfirmedSignupDays: 7 },
  selfies: { recommendedMin: 8, recommendedMax: 10, min: 5, max: 10 },
  upload: { maxBytes: 5 * 1024 * 1024, types: ["image/jpeg", "image/png", "image/webp"] as const },
  /** Support answers e-mails within this many hours. */
  supportReplyHours: 2,
  whiteLabelQuoteHours: 24,
  /** Team pricing by e-mail from this many people. */
  teamMinPeople: 10,
  /** What a white-label lead is worth to analytics. */
  whiteLabelLeadValue: { value: 500, currency: "USD" },
} as const;

/** Codes a visitor can enter at checkout, and what they take off. */
export const discounts = {
  WELCOME20: 20,
  RESOUME30: 30,
} as const;
export type DiscountCode = keyof typeof discounts;

/** The code a newsletter sign-up through the welcome offer receives. */
export const welcomeCode: DiscountCode = "WELCOME20";

export type Currency = "USD" | "EUR";

/**
 * The places whose money is the euro, as the edge names them (ISO 3166-1 alpha-2;
 * docs/decisions/045-euro-for-the-euro-area.md): the 21 members of the euro area in 2026, Bulgaria
 * the newest; the territories of members with codes of their own; the four states that use the
 * euro by agreement with the EU; and Montenegro and Kosovo, which use it on their own.
 */
export const euroCountries: ReadonlySet<string> = new Set([
  // The euro area.
  ...["AT", "BE", "BG", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PT", "SI", "SK"],
  // Parts of its members: Åland; French Guiana, Guadeloupe, Martinique, Mayotte, Réunion; Saint
  // Barthélemy, Saint Martin, Saint Pierre and Miquelon; the French Southern Territories.
  ...["AX", "GF", "GP", "MQ", "YT", "RE", "BL", "MF", "PM", "TF"],
  // Andorra, Monaco, San Marino and the Vatican by agreement; Montenegro and Kosovo unilaterally.
  ...["AD", "MC", "SM", "VA", "ME", "XK"],
]);

/**
 * The currency a visitor is charged, and so shown: euros for German pages and for visitors from
 * where the euro is the money, where the checkout charges euros; otherwise the store's currency
 * (docs/decisions/019-prices-in-the-charged-currency.md, 045-euro-for-the-euro-area.md). `country`
 * is where the edge places the visitor, null where it cannot. Without a store the local checkout
 * charges what the page shows: euros in German and in the euro's places, dollars else.
 */
export function currencyFor(
  language: Language,
  store: { currency: Currency; euros: boolean } = { currency: "USD", euros: true },
  country: string | null = null,
): Currency {
  const euroVisitor = language === "de" || (country !== null && euroCountries.has(country));
  return euroVisitor && store.euros ? "EUR" : store.currency;
}

/** `value` if it names a currency the site charges in, else null: for currencies a link carries. */
export function currencyOf(value: unknown): Currency | null {
  return value === "USD" || value === "EUR" ? value : null;
}

/** Whole amounts without decimals ($19), others with two ($9.99). */
export function formatPrice(amount: number, language: Language, currency: Currency = currencyFor(language)): string {
  return formatMoney(amount, currency, language);
}

/**
 * Money as the site writes it everywhere, prices and paid amounts alike: the language's own way
 * ("$19", "19 €", "19 US$"), with cents only where there are some.
 */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const format = intlObject(
    `money:${language}:${currency}:${digits}`,
    () =>
      new Intl.NumberFormat(localeOf[language], {
        style: "currency",
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  return format.format(amount);
}
