import { localeOf, type Language } from "./i18n";

/** The smallest pack's price, shown in the chrome. German visitors pay in euros, everyone else in dollars. */
export const startingPrice = 19;

export function currencyFor(language: Language): "USD" | "EUR" {
  return language === "de" ? "EUR" : "USD";
}

const formats = new Map<string, Intl.NumberFormat>();

/** Whole amounts without decimals ($19), others with two ($9.99). Formatters are kept: they are costly to build. */
export function formatPrice(amount: number, language: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const key = `${language}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language], {
      style: "currency",
      currency: currencyFor(language),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}
