import { facts, formatPrice, plans, startingPrice, styles } from "./business";
import { localeOf, type Language } from "./i18n";

/**
 * The business facts (./business.ts) as the values page copy interpolates, `{{refundDays}}` or
 * `{{premiumPrice}}`, formatted in the page's language. They are formatted here, on the server, so
 * the browser needs no formatting code and renders exactly what the server rendered.
 */
type Figures = Record<string, string | number>;

const durationFormats = new Map<string, Intl.NumberFormat>();

/** "2 hours", "1 Stunde", "45 minutos": whole hours where the figure allows, else minutes. */
function duration(minutes: number, language: Language): string {
  const unit = minutes % 60 === 0 ? "hour" : "minute";
  const key = `${language}:${unit}`;
  let format = durationFormats.get(key);
  if (!format) durationFormats.set(key, (format = new Intl.NumberFormat(localeOf[language], { style: "unit", unit, unitDisplay: "long" })));
  return format.format(unit === "hour" ? minutes / 60 : minutes);
}

function compute(language: Language): Figures {
  const perPlan = plans.flatMap((plan) => [
    [`${plan.key}Price`, formatPrice(plan.price, language)],
    [`${plan.key}Photos`, plan.photos],
    [`${plan.key}Styles`, plan.styles],
    [`${plan.key}Delivery`, duration(plan.deliveryMinutes, language)],
    ...(plan.supportBusinessDays === null ? [] : [[`${plan.key}SupportDays`, plan.supportBusinessDays]]),
  ]);
  return {
    ...Object.fromEntries(perPlan),
    startingPrice: formatPrice(startingPrice, language),
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
  };
}

// The facts are constants, so each language's figures are worked out once per isolate.
const computed = new Map<Language, Figures>();

export function figuresFor(language: Language): Figures {
  let figures = computed.get(language);
  if (!figures) computed.set(language, (figures = compute(language)));
  return figures;
}
