import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";

const url = z.string().regex(/^(https:\/\/|mailto:)\S+$/);
// An outside service's base URL; plain http only for local fakes.
const serviceUrl = z.string().regex(/^https?:\/\/[^\s?#]+$/);
const emailAddress = z.string().regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/);
// A line of the legal notice, shown as it is: printable text only.
const line = z
  .string()
  .trim()
  .min(2)
  .max(200)
  .regex(/^[^\p{Cc}]+$/u);

// Ids that came with a template rather than from the tool ("G-XXXXXXXXXX", "YOUR_PIXEL_ID").
const placeholder = /x{4,}|placeholder|your|example|^0+$/i;

/** A tracking id, or nothing when it is missing, a placeholder or not in the tool's format: then that tool never loads. */
const trackingId = (format: RegExp) =>
  z
    .string()
    .optional()
    .transform((value) => (value && format.test(value) && !placeholder.test(value) ? value : undefined));

const checkoutLink = z
  .string()
  .regex(/^https:\/\/[^\s/?#]+\/[^\s?#]+$/)
  .optional();
const variantId = z
  .string()
  .regex(/^\d{1,15}$/)
  .optional();
const euroStoreVariables = [
  "LEMONSQUEEZY_CHECKOUT_EUR_BASIC",
  "LEMONSQUEEZY_CHECKOUT_EUR_PREMIUM",
  "LEMONSQUEEZY_CHECKOUT_EUR_ULTIMATE",
  "LEMONSQUEEZY_VARIANT_EUR_BASIC",
  "LEMONSQUEEZY_VARIANT_EUR_PREMIUM",
  "LEMONSQUEEZY_VARIANT_EUR_ULTIMATE",
] as const;
const storeVariables = [
  "LEMONSQUEEZY_CHECKOUT_BASIC",
  "LEMONSQUEEZY_CHECKOUT_PREMIUM",
  "LEMONSQUEEZY_CHECKOUT_ULTIMATE",
  "LEMONSQUEEZY_VARIANT_BASIC",
  "LEMONSQUEEZY_VARIANT_PREMIUM",
  "LEMONSQUEEZY_VARIANT_ULTIMATE",
] as const;

// A site's origin: scheme and host (and a port for local runs), nothing after it.
const origin = z
  .string()
  .regex(/^https?:\/\/[^\s/?#]+\/?$/)
  .transform((value) => value.replace(/\/$/, ""));

/**
 * The provider, as the imprint and the privacy policy name it: checked on its own, when a page that
 * shows it asks. Deliberately without defaults: a legal notice must never show made-up details, so
 * a deployment without them fails loudly on those pages, and only there: the payment webhook and the
 * cron never need them. wrangler.toml's [vars] carry sample values for local runs.
 */
export const CompanySchema = z.object({
  COMPANY_NAME: line,
  COMPANY_REPRESENTATIVE: line,
  // Street and town, with commas where the lines break ("Oranienstraße 185, 10999 Berlin").
  COMPANY_ADDRESS: line,
  COMPANY_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default("DE"),
  COMPANY_EMAIL: emailAddress,
  COMPANY_PHONE: z
    .string()
    .regex(/^\+?[0-9][0-9 ()/-]{5,24}$/)
    .optional(),
  // Register court and number; a business that is not registered leaves it out.
  COMPANY_REGISTER: line.optional(),
  COMPANY_VAT_ID: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/)
    .optional(),
});

export const EnvSchema = z
  .object({
    APP_ENV: z.enum(["local", "test", "production"]).default("production"),
    // Where the site lives. Canonical links, hreflang alternates, the sitemap and the links in e-mails
    // are built from these, never from the request's Host header, which any client can set.
    SITE_URL: origin.default("https://resoume.com"),
    // The German host (its name contains the German word for résumé, "lebenslauf"): German pages are
    // canonical there. Without it no German alternate is claimed for a URL English pages share.
    GERMAN_SITE_URL: origin
      .refine((value) => new URL(value).hostname.includes("lebenslauf"), "must be a host containing lebenslauf")
      .optional(),
    HOSTING_COUNTRY: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default("DE"),
    CONTACT_URL: url.default("mailto:hello@resoume.com"),
    AFFILIATE_URL: url.optional(),
    MORE_PROJECTS_URL: url.optional(),
    LINKEDIN_URL: url.optional(),
    X_URL: url.optional(),
    INSTAGRAM_URL: url.optional(),
    ADMIN_TOKEN: z.string().min(16).optional(),
    GA_MEASUREMENT_ID: trackingId(/^G-[A-Z0-9]{4,16}$/),
    META_PIXEL_ID: trackingId(/^\d{8,20}$/),
    PLAUSIBLE_DOMAIN: trackingId(/^(?=.{4,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/),
    // Plausible's Events API base; tests and self-hosted Plausible point it elsewhere.
    PLAUSIBLE_API_URL: z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/)
      .default("https://plausible.io"),
    // The newsletter list (EmailOctopus API v2). Without key and list id, sign-ups wait in KV.
    EMAILOCTOPUS_API_URL: serviceUrl.default("https://api.emailoctopus.com"),
    EMAILOCTOPUS_API_KEY: z.string().min(1).optional(),
    EMAILOCTOPUS_LIST_ID: z.string().min(1).optional(),
    // Transactional e-mail (Resend). Without a key, messages stay in the D1 outbox.
    RESEND_API_URL: serviceUrl.default("https://api.resend.com"),
    RESEND_API_KEY: z.string().min(1).optional(),
    EMAIL_FROM: z
      .string()
      .regex(/^(?:[^<>\p{Cc}]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/u)
      .default("Resoume <hello@resoume.com>"),
    SALES_EMAIL: emailAddress.default("sales@resoume.com"),
    // How long a visitor's request waits for EmailOctopus or Resend before the local fallback takes over.
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
    // The store (Lemon Squeezy): each plan's checkout link as the dashboard shares it, and the numeric
    // variant id its webhooks carry. All six or none: without them, local and test runs use the local
    // checkout (app/routes/local-checkout/local-checkout.tsx).
    LEMONSQUEEZY_CHECKOUT_BASIC: checkoutLink,
    LEMONSQUEEZY_CHECKOUT_PREMIUM: checkoutLink,
    LEMONSQUEEZY_CHECKOUT_ULTIMATE: checkoutLink,
    LEMONSQUEEZY_VARIANT_BASIC: variantId,
    LEMONSQUEEZY_VARIANT_PREMIUM: variantId,
    LEMONSQUEEZY_VARIANT_ULTIMATE: variantId,
    // The currency the six links above charge; German pages and visitors from the euro's countries
    // show it too unless the store also has euro variants (the six _EUR_ variables, all or none),
    // which they then get (docs/decisions/045-euro-for-the-euro-area.md).
    LEMONSQUEEZY_CURRENCY: z.enum(["USD", "EUR"]).default("USD"),
    LEMONSQUEEZY_CHECKOUT_EUR_BASIC: checkoutLink,
    LEMONSQUEEZY_CHECKOUT_EUR_PREMIUM: checkoutLink,
    LEMONSQUEEZY_CHECKOUT_EUR_ULTIMATE: checkoutLink,
    LEMONSQUEEZY_VARIANT_EUR_BASIC: variantId,
    LEMONSQUEEZY_VARIANT_EUR_PREMIUM: variantId,
    LEMONSQUEEZY_VARIANT_EUR_ULTIMATE: variantId,
    // Orders placed in the store's test mode are refused in production unless this says "true" (for
    // a rehearsal on the live site before launch): a test card must never buy real headshots.
    LEMONSQUEEZY_ALLOW_TEST_MODE: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    // The store's API (docs.lemonsqueezy.com/api): the buyer's "refund my order" refunds through it
    // (POST /v1/orders/:id/refund). Without a key, a store's orders are refunded by the operator in its
    // dashboard; the local checkout's orders never ask it (docs/decisions/091-refunds-by-the-buyer.md).
    LEMONSQUEEZY_API_URL: serviceUrl.default("https://api.lemonsqueezy.com"),
    LEMONSQUEEZY_API_KEY: z.string().min(1).optional(),
    // The webhook's signing secret; Lemon Squeezy takes 6 to 40 characters.
    LEMONSQUEEZY_WEBHOOK_SECRET: z.string().min(6).max(40).optional(),
    // Signs the links that confirm newsletter sign-ups, and the proof a browser gets once its owner
    // confirmed, without which the subscriber API tells nothing about an address and changes none of its tags.
    NEWSLETTER_TOKEN_SECRET: z.string().min(32).optional(),
    // Keys the per-client rate-limit counters (an HMAC of the address), so that no stored key can be
    // turned back into an IP address.
    RATE_LIMIT_SECRET: z.string().min(32).optional(),
    // The countries whose visitors must consent before anything non-essential is stored or loaded:
    // the EEA, the United Kingdom and Switzerland unless configured otherwise.
    CONSENT_COUNTRIES: z
      .string()
      .regex(/^[A-Z]{2}(?:[ ,]+[A-Z]{2})*$/)
      .default("AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH")
      .transform((list) => new Set(list.split(/[ ,]+/))),
    // Signs the buyers' private links to their orders.
    ORDER_LINK_SECRET: z.string().min(32).optional(),
    // The image provider (Astria). Without a key, the local generator makes the images.
    ASTRIA_API_URL: serviceUrl.default("https://api.astria.ai"),
    ASTRIA_API_KEY: z.string().min(1).optional(),
    // Where Astria's callbacks reach this Worker: the public origin (SITE_URL unless set apart).
    ASTRIA_CALLBACK_URL: serviceUrl.optional(),
    // Astria's error contract (docs.astria.ai): a 500 is retried with backoff from 30 s, and a 504
    // (the object was probably made) is waited on for twice that before the next try.
    ASTRIA_RETRY_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    // What Astria charges per image it makes, in US dollars, for the dashboard's cost of an order: the
    // provider notes name no price, so the operator sets it from Astria's invoices (ADR 090).
    ASTRIA_PRICE_PER_IMAGE: z.coerce.number().min(0).max(100).default(0.05),
    // How long a job waits for a callback (or a free slot) before it looks itself: a lost callback
    // costs this long, not the order.
    JOB_POLL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(300),
    // Jobs that run at once; the others wait, Ultimate first.
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(20),
    // The first wait before a step that makes or stores images is retried (doubling, three times): a
    // failure there is rarely passing, so the job soon gives up and says so.
    IMAGE_RETRY_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
    // The local generator's pretend training: long enough for a buyer to see the stage on the order page.
    LOCAL_TRAINING_MS: z.coerce.number().int().min(1).max(600_000).default(3_000),
    // Tests only: the local generator's candidates (numbered per style from 0) that show no face, so
    // that the check refuses them and the job replaces them (ADR 081).
    LOCAL_FAILING_CANDIDATES: z
      .string()
      .regex(/^(?:\d{1,3}(?:,\d{1,3})*)?$/)
      .transform((list) => (list ? list.split(",").map(Number) : []))
      .default([]),
    // The bench only: the local generator stores its images without the check, the baseline against
    // which `npm run bench` measures what the check adds to an order (ADR 081).
    LOCAL_UNCHECKED: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
  })
  .refine((env) => env.APP_ENV === "test" || env.LOCAL_FAILING_CANDIDATES.length === 0, {
    message: "LOCAL_FAILING_CANDIDATES is for tests only (APP_ENV=test)",
  })
  .refine((env) => env.APP_ENV === "test" || !env.LOCAL_UNCHECKED, {
    message: "LOCAL_UNCHECKED is for the bench only (APP_ENV=test)",
  })
  .refine((env) => new Set(storeVariables.map((name) => env[name] === undefined)).size === 1, {
    message: `Set all of ${storeVariables.join(", ")} or none of them`,
  })
  .refine(
    (env) =>
      new Set(euroStoreVariables.map((name) => env[name] === undefined)).size === 1 &&
      (env.LEMONSQUEEZY_CHECKOUT_BASIC || !env.LEMONSQUEEZY_CHECKOUT_EUR_BASIC),
    {
      message: `Set all of ${euroStoreVariables.join(", ")} or none of them, and only with a store`,
    },
  );

export type AppEnv = z.infer<typeof EnvSchema>;

const parsed = new WeakMap<object, AppEnv>();
const companies = new WeakMap<object, z.infer<typeof CompanySchema>>();

// Empty strings are how `wrangler dev --var NAME:` clears a value.
const present = (raw: Env) => Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ""));

/** The Worker's configuration, checked once per isolate; a bad value fails loudly, naming the variable. */
export function getEnv(context: AppLoadContext): AppEnv {
  return envOf(context.cloudflare.env);
}

/** {@link getEnv} for code that runs outside a request, such as the scheduled jobs. */
export function envOf(raw: Env): AppEnv {
  let env = parsed.get(raw);
  if (!env) {
    env = EnvSchema.parse(present(raw));
    parsed.set(raw, env);
  }
  return env;
}

/** The site's origins, from configuration (docs/decisions/017-origins-from-configuration.md; never the request's Host). */
export type SiteOrigins = { site: string; german: string | undefined };

export function siteOrigins(env: AppEnv): SiteOrigins {
  return { site: env.SITE_URL, german: env.GERMAN_SITE_URL };
}

/** Where a language's pages are canonical: German ones on the German host where there is one. */
export function originOf(origins: SiteOrigins, language: string): string {
  return language === "de" && origins.german ? origins.german : origins.site;
}

export type PublicConfig = ReturnType<typeof getPublicConfig>;

/** The part of the configuration that pages may show: it ends up in the HTML. */
export function getPublicConfig(env: AppEnv) {
  return {
    hostingCountry: env.HOSTING_COUNTRY,
    // What the checkout charges: prices are shown in the currency a visitor will pay in.
    store: env.LEMONSQUEEZY_CHECKOUT_BASIC
      ? { currency: env.LEMONSQUEEZY_CURRENCY, euros: env.LEMONSQUEEZY_CURRENCY === "EUR" || Boolean(env.LEMONSQUEEZY_CHECKOUT_EUR_BASIC) }
      : { currency: "USD" as const, euros: true },
    // Lemon Squeezy's overlay, and its script, only for a store's checkout: the local checkout is a
    // page of this site, and a local run asks nothing of Lemon Squeezy.
    checkoutOverlay: Boolean(env.LEMONSQUEEZY_CHECKOUT_BASIC),
    // Public by nature: the tags that use them put them in every page they load on.
    analytics: { googleTagId: env.GA_MEASUREMENT_ID, metaPixelId: env.META_PIXEL_ID, plausible: env.PLAUSIBLE_DOMAIN !== undefined },
    links: {
      contact: env.CONTACT_URL,
      affiliate: env.AFFILIATE_URL,
      moreProjects: env.MORE_PROJECTS_URL,
      linkedin: env.LINKEDIN_URL,
      x: env.X_URL,
      instagram: env.INSTAGRAM_URL,
    },
  };
}

/** Who provides the service, for the legal pages and the support line: public by law. A missing or bad detail fails the page that asks, naming the variable. */
export function getCompany(context: AppLoadContext) {
  const raw = context.cloudflare.env;
  let company = companies.get(raw);
  if (!company) {
    company = CompanySchema.parse(present(raw));
    companies.set(raw, company);
  }
  return {
    name: company.COMPANY_NAME,
    representative: company.COMPANY_REPRESENTATIVE,
    addressLines: company.COMPANY_ADDRESS.split(",")
      .map((part) => part.trim())
      .filter(Boolean),
    country: company.COMPANY_COUNTRY,
    email: company.COMPANY_EMAIL,
    phone: company.COMPANY_PHONE,
    register: company.COMPANY_REGISTER,
    vatId: company.COMPANY_VAT_ID,
  };
}
