import type planStrings from "~/locales/en/plans";
import { plans, type Currency, type Plan, type PlanId } from "~/content/business";
import { createTranslator, type Translator } from "~/utils/translate";

export type PlanStrings = typeof planStrings;

type Props = {
  /** The `plans` strings in the page's language. */
  strings: PlanStrings;
  /** Each plan's price, formatted in the page's language and `currency` (app/features/orders/checkout.server.ts). */
  prices: Record<PlanId, string>;
  /** Each plan's buy link (the store's or the local checkout); null where no checkout can be offered. */
  checkoutLinks: Record<PlanId, string> | null;
  /** The currency the checkout charges this visitor, in which the prices are shown. */
  currency: Currency;
  /** The level of each plan's name: 2 right under the page's heading, 3 (the default) under a section heading. */
  headingLevel?: 2 | 3;
};

type Feature = { text: string; included: boolean };

const smallestSide = Math.min(...plans.map((plan) => plan.side));

/** What a plan offers, in the order the cards list it (spec section 9). */
export function planFeatures(plan: Plan, t: Translator<PlanStrings>): Feature[] {
  const hours = plan.deliveryMinutes / 60;
  return [
    { text: t("photos", { count: plan.photos }), included: true },
    { text: plan.styles === 1 ? t("styles.one") : t("styles.other", { count: plan.styles }), included: true },
    { text: hours <= 1 ? t("delivery.underHour") : t("delivery.hours", { count: hours }), included: true },
    {
      text:
        plan.supportBusinessDays === null
          ? t("support.email")
          : plan.supportBusinessDays === 1
            ? t("support.days.one")
            : t("support.days.other", { count: plan.supportBusinessDays }),
      included: true,
    },
    { text: t(plan.side > smallestSide ? "resolution.high" : "resolution.standard", { side: plan.side }), included: true },
    { text: t("commercialRights"), included: plan.commercialRights },
    { text: t("priority"), included: plan.priority },
  ];
}

/**
 * The three packs side by side, with their price in the page's currency and a buy link each. The
 * links are plain links to the checkout, so they work without JavaScript; the checkout overlay
 * (./checkout-overlay.tsx, by way of ./checkout-links.tsx) recognises them by `data-checkout`.
 */
export function PlanCards({ strings, prices, checkoutLinks, currency, headingLevel = 3 }: Props) {
  const t = createTranslator(strings);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="plan-cards" aria-label={t("listLabel")}>
      {plans.map((plan) => (
        <li key={plan.id} className="plan-card">
          <Heading className="plan-card__name">{plan.name}</Heading>
          <p className="plan-card__tagline">{t(`taglines.${plan.key}`)}</p>
          <p className="plan-card__price">
            <span className="plan-card__amount">{prices[plan.id]}</span> <span>{t("oneTime")}</span>
          </p>
          <ul className="plan-card__features">
            {planFeatures(plan, t).map(({ text, included }) =>
              included ? (
                <li key={text} className="plan-card__feature">
                  {text}
                </li>
              ) : (
                <li key={text} className="plan-card__feature plan-card__feature--no">
                  <span className="visually-hidden">{t("notIncluded")} </span>
                  {text}
                </li>
              ),
            )}
          </ul>
          {checkoutLinks ? (
            <a
              href={checkoutLinks[plan.id]}
              className="button button--primary button--block plan-card__buy"
              data-checkout={plan.id}
              data-value={plan.price}
              data-currency={currency}
            >
              {t("buy", { plan: plan.name })}
            </a>
          ) : (
            <p className="plan-card__unavailable">{t("unavailable")}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The packs as a section of their own, under a heading: how the pricing and checkout pages open. */
export function PlansSection({ heading, ...cards }: Props & { heading: string }) {
  return (
    <section className="container page-section" aria-labelledby="plans-heading">
      <h2 id="plans-heading">{heading}</h2>
      <PlanCards {...cards} />
    </section>
  );
}
