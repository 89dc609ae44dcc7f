/**
 * Lemon Squeezy, the payment provider (docs/architecture.md, section 3): each plan's checkout link, the
 * webhook's signature and the shape of its order events. With no store configured, local and test
 * runs use the local checkout, which speaks the same URL parameters and sends the same signed
 * webhooks (docs/decisions/015-checkout-and-orders.md).
 *
 * Facts (docs.lemonsqueezy.com): checkout links take `checkout[email]`,
 * `checkout[discount_code]` and `checkout[custom][key]`, and the custom data comes back as
 * `meta.custom_data`; a webhook is a POST whose `X-Signature` is the hex HMAC-SHA256 of its raw
 * body with the signing secret; `order_created` carries `data.attributes` with `status`,
 * `user_email`, `currency`, `total` (cents), `identifier` (a UUID) and `first_order_item.variant_id`;
 * lemon.js hands the overlay's page the same order object with `Checkout.Success`.
 */
import * as z from "zod";
import { currencyFor, currencyOf, type Currency, type PlanId, planById } from "~/content/business";
import { envOf, type AppEnv, type PublicConfig } from "~/utils/env.server";
import { fetchWithTimeout, UpstreamUnavailable } from "./upstream.server";
import { EmailSchema, discountCodePattern } from "~/utils/forms";
import { isLanguage, localizePath, type Language } from "~/utils/i18n";
import { utmKeys, utmOf, utmText, type Utm } from "~/utils/utm";

/** Where buy links lead: the store's hosted checkout, the local stand-in, or nowhere (production without a store). */
export type CheckoutSetup =
  | {
      mode: "hosted";
      links: Record<PlanId, string>;
      variants: Record<PlanId, string>;
      /** A store's euro variants, for visitors shown euros when the main links charge another currency. */
      euro: { links: Record<PlanId, string>; variants: Record<PlanId, string> } | null;
    }
  | { mode: "local"; variants: Record<PlanId, string> }
  | { mode: "unavailable" };

export function checkoutSetup(env: AppEnv): CheckoutSetup {
  if (env.LEMONSQUEEZY_CHECKOUT_BASIC && env.LEMONSQUEEZY_CHECKOUT_PREMIUM && env.LEMONSQUEEZY_CHECKOUT_ULTIMATE) {
    return {
      mode: "hosted",
      links: {
        BASIC: env.LEMONSQUEEZY_CHECKOUT_BASIC,
        PREMIUM: env.LEMONSQUEEZY_CHECKOUT_PREMIUM,
        ULTIMATE: env.LEMONSQUEEZY_CHECKOUT_ULTIMATE,
      },
      // The schema requires all six store variables together, and the euro ones likewise.
      variants: {
        BASIC: env.LEMONSQUEEZY_VARIANT_BASIC!,
        PREMIUM: env.LEMONSQUEEZY_VARIANT_PREMIUM!,
        ULTIMATE: env.LEMONSQUEEZY_VARIANT_ULTIMATE!,
      },
      euro: env.LEMONSQUEEZY_CHECKOUT_EUR_BASIC
        ? {
            links: {
              BASIC: env.LEMONSQUEEZY_CHECKOUT_EUR_BASIC,
              PREMIUM: env.LEMONSQUEEZY_CHECKOUT_EUR_PREMIUM!,
              ULTIMATE: env.LEMONSQUEEZY_CHECKOUT_EUR_ULTIMATE!,
            },
            variants: {
              BASIC: env.LEMONSQUEEZY_VARIANT_EUR_BASIC!,
              PREMIUM: env.LEMONSQUEEZY_VARIANT_EUR_PREMIUM!,
              ULTIMATE: env.LEMONSQUEEZY_VARIANT_EUR_ULTIMATE!,
            },
          }
        : null,
    };
  }
  if (isLocalCheckoutAvailable(env)) return { mode: "local", variants: localVariants };
  return { mode: "unavailable" };
}

/**
 * The local checkout is a development and test tool: it exists only in local or test mode and only
 * while no store is configured, since it creates paid orders without a payment. Elsewhere it answers 404.
 */
export function isLocalCheckoutAvailable(env: AppEnv): boolean {
  return env.APP_ENV !== "production" && !env.LEMONSQUEEZY_CHECKOUT_BASIC;
}

// The local checkout's variant ids: recognisable in the dashboard, and never a store's numeric id.
const localVariants: Record<PlanId, string> = { BASIC: "local-basic", PREMIUM: "local-premium", ULTIMATE: "local-ultimate" };

/** Whether an order of `variantId` was bought at the local checkout, which no store knows of. */
export const isLocalVariant = (variantId: string) => Object.values(localVariants).includes(variantId);

/** What the buyer's browser passes along as custom data: never personal data (docs.lemonsqueezy.com, "Passing custom data"). */
export type CheckoutContext = {
  language: Language;
  currency: Currency;
  ctaVariant: string;
  referral: string | null;
  referralCode: string;
  utm: Utm | null;
};

/**
 * Each plan's buy link, as it works without JavaScript: this site's own `/buy/<plan>` (app/routes/buy.ts),
 * with the page's language, the currency its prices are shown in, the visitor's experiment variant
 * and referral as custom data, and a referral visitor's discount code filled in. That route issues
 * the checkout's reference to the browser and passes the visitor on to the store, in the currency
 * the link names; with JavaScript the overlay adds what only the browser knows. The links carry
 * nothing secret, so a cached page can hand them to anyone its key gives it to.
 */
export function checkoutLinks(setup: CheckoutSetup, context: CheckoutContext): Record<PlanId, string> | null {
  if (setup.mode === "unavailable") return null;
  const query = new URLSearchParams({
    "checkout[custom][locale]": context.language,
    "checkout[custom][currency]": context.currency,
    "checkout[custom][cta_variant]": context.ctaVariant,
  });
  if (context.referral) {
    query.set("checkout[discount_code]", context.referralCode);
    query.set("checkout[custom][referral]", context.referral);
  }
  for (const [key, value] of Object.entries(context.utm ?? {})) query.set(`checkout[custom][${key}]`, value);
  const link = (id: PlanId) => `${localizePath(`/buy/${planById(id)!.key}`, context.language)}?${query}`;
  return { BASIC: link("BASIC"), PREMIUM: link("PREMIUM"), ULTIMATE: link("ULTIMATE") };
}

// What a buy link may pass on to the store: the parameters its checkout links take (docs.lemonsqueezy.com,
// "Checkout links"), never the reference, which only the server issues.
const passedOn = /^checkout\[(?:email|discount_code|custom\]\[(?!checkout_ref\])\w{1,40})\]$/;
const maxPassedOn = 20;
const maxValueLength = 200;

/**
 * The store's checkout (or the local one) for a plan, with the parameters a buy link carried and the
 * reference this browser was just issued: the euro variants for a visitor shown euros where the main
 * links charge another currency, the local checkout in the link's language. The currency is the one
 * the link names, which is the one its page showed; a link without one (made before links named it,
 * or typed) gets the one its language and the visitor's `country` give.
 */
export function storeCheckoutUrl(
  setup: CheckoutSetup,
  planId: PlanId,
  given: URLSearchParams,
  ref: string,
  { store, country }: { store: PublicConfig["store"]; country: string | null },
): string | null {
  if (setup.mode === "unavailable") return null;
  const locale = given.get("checkout[custom][locale]");
  const language: Language = isLanguage(locale) ? locale : "en";
  const query = new URLSearchParams();
  for (const [name, value] of given) {
    if (query.size >= maxPassedOn) break;
    if (passedOn.test(name) && !query.has(name)) query.set(name, value.slice(0, maxValueLength));
  }
  query.set("checkout[custom][checkout_ref]", ref);
  if (setup.mode === "local") return `${localizePath(`/local-checkout/${planById(planId)!.key}`, language)}?${query}`;
  const currency = currencyOf(given.get("checkout[custom][currency]")) ?? currencyFor(language, store, country);
  const links = currency === "EUR" && setup.euro ? setup.euro.links : setup.links;
  return `${links[planId]}?${query}`;
}

/** The origins the checkout overlay frames, for the Content-Security-Policy's frame-src. */
export function checkoutFrameOrigins(env: AppEnv): string[] {
  const setup = checkoutSetup(env);
  if (setup.mode !== "hosted") return [];
  return [...new Set([...Object.values(setup.links), ...Object.values(setup.euro?.links ?? {})].map((link) => new URL(link).origin))];
}

/**
 * {@link checkoutFrameOrigins} for the Worker's security headers (workers/app.ts). A configuration
 * the app cannot read has already turned the page into the error screen, which frames nothing; the
 * headers must still be set on it.
 */
export function checkoutFramesOf(env: Env): string[] {
  try {
    return checkoutFrameOrigins(envOf(env));
  } catch {
    return [];
  }
}

export function planOfVariant(setup: CheckoutSetup, variantId: string): PlanId | undefined {
  if (setup.mode === "unavailable") return undefined;
  const variants = [setup.variants, ...(setup.mode === "hosted" && setup.euro ? [setup.euro.variants] : [])];
  return (Object.keys(setup.variants) as PlanId[]).find((id) => variants.some((set) => set[id] === variantId));
}

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** The `X-Signature` Lemon Squeezy sends with `body`. */
export async function signWebhook(secret: string, body: string): Promise<string> {
  return hex(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(body)));
}

/** Whether `signature` is the body's signature; Web Crypto's verify compares in constant time. */
export async function isSignedWebhook(secret: string, body: Uint8Array<ArrayBuffer>, signature: string | null): Promise<boolean> {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const given = new Uint8Array(
    signature
      .trim()
      .match(/../g)!
      .map((pair) => Number.parseInt(pair, 16)),
  );
  return crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), given, body);
}

/** An id for one delivery: its retries and replays carry the same signed body. */
export async function deliveryId(body: Uint8Array<ArrayBuffer>): Promise<string> {
  return `lemonsqueezy:${hex(await crypto.subtle.digest("SHA-256", body))}`;
}

const timestamp = z.string().refine((value) => Number.isFinite(Date.parse(value)));
const id = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);

export const WebhookSchema = z.object({
  meta: z.object({
    event_name: z.string().min(1).max(100),
    custom_data: z.record(z.string(), z.unknown()).nullish(),
    test_mode: z.boolean().optional(),
  }),
  data: z.object({ type: z.string(), id, attributes: z.record(z.string(), z.unknown()) }),
});

export const OrderAttributesSchema = z.object({
  user_email: EmailSchema,
  // Documented on every order; one without it is still recorded, and opens only by its e-mailed link.
  identifier: z.string().min(1).max(64).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  total: z.number().int().nonnegative(),
  discount_total: z.number().int().nonnegative().optional(),
  status: z.string(),
  refunded_amount: z.number().int().nonnegative().optional(),
  refunded_at: timestamp.nullish(),
  test_mode: z.boolean().optional(),
  first_order_item: z.object({ variant_id: id }),
  created_at: timestamp,
});
export type OrderAttributes = z.infer<typeof OrderAttributesSchema>;

/**
 * The custom data as the app passed it. The buyer can edit a checkout link, so each value is
 * checked, and one that does not fit is dropped rather than trusted.
 */
export function customDataOf(raw: Record<string, unknown> | null | undefined) {
  const text = (key: string, pattern: RegExp) => {
    const value = raw?.[key];
    return typeof value === "string" && pattern.test(value) ? value : null;
  };
  const locale = raw?.locale;
  return {
    language: isLanguage(locale) ? locale : ("en" as Language),
    checkoutRef: text("checkout_ref", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    discountCode: text("discount_code", discountCodePattern),
    referral: text("referral", /^[^\p{Cc}\p{Cf}]{1,40}$/u),
    ctaVariant: text("cta_variant", /^[a-z_]{1,20}$/),
    utm: utmText(utmOf(new URLSearchParams(utmKeys.flatMap((key) => (typeof raw?.[key] === "string" ? [[key, raw[key] as string]] : []))))),
  };
}

/** The store did not refund: it could not be reached in time, or it answered with an error (`status`, 0 for none). */
export class RefundFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "RefundFailed";
  }
}

/**
 * A full refund of the store's order `providerOrderId` (docs.lemonsqueezy.com/api/orders/issue-refund):
 * `POST /v1/orders/:id/refund` with JSON:API headers and no amount; the answer is the order with its
 * refund, whose attributes are those the webhooks carry. The store then sends `order_refunded` as it
 * does for a refund in its dashboard.
 */
export async function refundStoreOrder(config: AppEnv, providerOrderId: string): Promise<OrderAttributes> {
  if (!config.LEMONSQUEEZY_API_KEY) throw new RefundFailed("LEMONSQUEEZY_API_KEY is not set", 0);
  let response: Response;
  try {
    response = await fetchWithTimeout(
      "Lemon Squeezy",
      `${config.LEMONSQUEEZY_API_URL.replace(/\/+$/, "")}/v1/orders/${encodeURIComponent(providerOrderId)}/refund`,
      {
        method: "POST",
        headers: {
          Accept: "application/vnd.api+json",
          "Content-Type": "application/vnd.api+json",
          Authorization: `Bearer ${config.LEMONSQUEEZY_API_KEY}`,
        },
        body: JSON.stringify({ data: { type: "orders", id: providerOrderId, attributes: {} } }),
      },
      config.UPSTREAM_TIMEOUT_MS,
    );
  } catch (error) {
    if (error instanceof UpstreamUnavailable) throw new RefundFailed(error.message, 0);
    throw error;
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) throw new RefundFailed(`Lemon Squeezy answered ${response.status}: ${text.slice(0, 200)}`, response.status);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RefundFailed("Lemon Squeezy's refund answer is not JSON", response.status);
  }
  const order = OrderAttributesSchema.safeParse((json as { data?: { attributes?: unknown } } | null)?.data?.attributes);
  if (!order.success) throw new RefundFailed("Lemon Squeezy's refund answer is not an order", response.status);
  return order.data;
}
