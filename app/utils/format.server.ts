import { localeOf, type Language } from "./i18n";

// Intl formatters are costly to build; one per language (and currency) serves the whole isolate.
const days = new Map<Language, Intl.DateTimeFormat>();
const amounts = new Map<string, Intl.NumberFormat>();

/**
 * A day as the language writes it, formatted on the server in UTC, so that every reader sees the
 * same day whatever their time zone, and no date library reaches the browser.
 */
export function formatDay(date: Date, language: Language): string {
  let format = days.get(language);
  if (!format) days.set(language, (format = new Intl.DateTimeFormat(localeOf[language], { dateStyle: "long", timeZone: "UTC" })));
  return format.format(date);
}

/** An amount in cents, in the currency it was charged in, written the language's way. */
export function formatAmount(cents: number, currency: string, language: Language): string {
  const key = `${language}:${currency}`;
  let format = amounts.get(key);
  if (!format) amounts.set(key, (format = new Intl.NumberFormat(localeOf[language], { style: "currency", currency })));
  return format.format(cents / 100);
}
