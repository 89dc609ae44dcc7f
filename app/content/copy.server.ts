import { resources, type Namespace } from "~/locales/resources.server";
import { currencyFor, discounts, facts, formatPrice, plans, startingPrice, styles, type Currency } from "./business";
import { fillAll, type Copy } from "./content-page";
import { localeOf, type Language } from "~/utils/i18n";
import { intlObject } from "~/utils/intl";

/**
 * Page copy names business figures as placeholders (`{{basicPrice}}`, `{{refundDays}}`) instead of
 * repeating them (docs/decisions/011-business-facts.md). They are filled in here, on the server, so
 * a page's strings reach the browser finished and the browser needs no formatting code. Placeholders
 * that are not figures (`{{ref}}`, `{{minutes}}`) stay for the page to fill.
 */

type Values = Record<string, string | number>;

/** A country's name in the language ("DE" is "Germany", "Deutschland", "Alemania"). */
export function countryName(code: string, language: Language): string {
  return intlObject(`country:${language}`, () => new Intl.DisplayNames([language], { type: "region" })).of(code) ?? code;
}

/** A delivery promise in words, with the language's plural: "2 hours", "1 Stunde", "30 minutos". */
function duration(minutes: number, language: Language): string {
  const unit = minutes % 60 === 0 ? "hour" : "minute";
  const format = intlObject(
    `duration:${unit}:${language}`,
    () => new Intl.NumberFormat(localeOf[language], { style: "unit", unit, unitDisplay: "long" }),
  );
  return format.format(unit === "hour" ? minutes / 60 : minutes);
}

/** Every figure copy may name, formatted for the language; the hosting country comes from the configuration. */
export function copyValues(language: Language, hostingCountry: string, currency: Currency = currencyFor(language)): Values {
  const values: Values = {
    startingPrice: formatPrice(startingPrice, language, currency),
    styleCount: styles.length,
    refundDays: facts.refundDays,
    retentionDays: facts.retentionDays,
    selfiesMin: facts.selfies.min,
    selfiesMax: facts.selfies.max,
    selfiesRecommendedMin: facts.selfies.recommendedMin,
    selfiesRecommendedMax: facts.selfies.recommendedMax,
    uploadMaxMb: facts.upload.maxBytes / (1024 * 1024),
    supportReplyHours: facts.supportReplyHours,
    quoteHours: facts.whiteLabelQuoteHours,
    teamMinPeople: facts.teamMinPeople,
    ...facts.records,
    // What the referral code takes off, as the referral banner promises it.
    referralDiscount: discounts.RESOUME30,
    hostingCountry: countryName(hostingCountry, language),
  };
  for (const plan of plans) {
    values[`${plan.key}Price`] = formatPrice(plan.price, language, currency);
    values[`${plan.key}Photos`] = plan.photos;
    values[`${plan.key}Styles`] = plan.styles;
    values[`${plan.key}Delivery`] = duration(plan.deliveryMinutes, language);
    if (plan.supportBusinessDays !== null) values[`${plan.key}SupportDays`] = plan.supportBusinessDays;
  }
  return values;
}

const filled = new Map<string, unknown>();

/** A namespace's strings in a language with the figures filled in; made once per isolate and kept. */
export function pageStrings<N extends Namespace>(
  language: Language,
  namespace: N,
  hostingCountry: string,
  currency: Currency = currencyFor(language),
): (typeof resources)["en"][N] {
  const key = `${language}:${hostingCountry}:${currency}:${namespace}`;
  let strings = filled.get(key) as (typeof resources)["en"][N] | undefined;
  if (!strings) {
    strings = fillAll(
      resources[language][namespace] as Copy,
      copyValues(language, hostingCountry, currency),
    ) as (typeof resources)["en"][N];
    filled.set(key, strings);
  }
  return strings;
}
