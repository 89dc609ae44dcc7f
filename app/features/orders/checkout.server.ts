import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formatPrice, plans, type PlanId } from "~/content/business";
import { resources } from "~/locales/resources.server";
import { checkoutLinks, checkoutSetup } from "~/services/lemonsqueezy.server";
import { getEnv } from "~/utils/env.server";
import type { Language } from "~/utils/i18n";
import { visitorCurrency } from "~/utils/page.server";
import { referralCode, referralOf } from "~/utils/query-params";
import { utmOf } from "~/utils/utm";
import { visitorOf } from "~/features/consent/visitor.server";

/**
 * What a page that offers the packs needs for its plan cards (app/features/orders/plan-cards.tsx): their
 * strings in the page's language, each plan's price in this visitor's currency and its buy link, made
 * for this visitor's key in the render cache. The prices come formatted: a currency formatter takes longer to build than the
 * rest of the cards take to hydrate (docs/decisions/052-paint-before-the-code.md).
 */
export function planOffer({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">, language: Language) {
  const url = new URL(request.url);
  const referral = referralOf(url.search).source;
  const { variant } = visitorOf(request, context);
  // Only this address's own campaign, which keeps the page from being kept; /buy adds the visit's.
  const utm = utmOf(url.searchParams);
  const env = getEnv(context);
  const currency = visitorCurrency(request, context, language);
  return {
    plans: resources[language].plans,
    currency,
    prices: Object.fromEntries(plans.map((plan) => [plan.id, formatPrice(plan.price, language, currency)])) as Record<PlanId, string>,
    checkoutLinks: checkoutLinks(checkoutSetup(env), { language, currency, ctaVariant: variant, utm, referral, referralCode }),
  };
}
