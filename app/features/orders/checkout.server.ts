import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resources } from "~/locales/resources.server";
import { checkoutLinks, checkoutSetup } from "~/services/lemonsqueezy.server";
import { getEnv } from "~/utils/env.server";
import type { Language } from "~/utils/i18n";
import { visitorCurrency } from "~/utils/page.server";
import { referralCode, referralOf } from "~/utils/query-params";
import { visitorOf } from "~/features/consent/visitor.server";

/**
 * What a page that offers the packs needs for its plan cards (app/features/orders/plan-cards.tsx): their
 * strings in the page's language and each plan's buy link, made for this visitor.
 */
export function planOffer({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">, language: Language) {
  const referral = referralOf(new URL(request.url).search).source;
  const { variant, utm } = visitorOf(request, context);
  const env = getEnv(context);
  const currency = visitorCurrency(request, context, language);
  return {
    plans: resources[language].plans,
    currency,
    checkoutLinks: checkoutLinks(checkoutSetup(env), { language, currency, ctaVariant: variant, utm, referral, referralCode }),
  };
}
