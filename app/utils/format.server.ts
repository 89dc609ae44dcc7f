import { localeOf, type Language } from "./i18n";
import { formatMoney } from "~/content/business";
import { intlObject } from "./intl";

/**
 * A day as the language writes it, formatted on the server in UTC, so that every reader sees the
 * same day whatever their time zone, and no date library reaches the browser.
 */
export function formatDay(date: Date, language: Language): string {
  // Formatting costs more than the rest of a date's way to the page, and an order's page writes the
  // same few days on each view: the days written lately are kept, a bounded number of them.
  const key = `${language}:${date.toISOString().slice(0, 10)}`;
  let day = daysWritten.get(key);
  if (day === undefined) {
    day = intlObject(`day:${language}`, () => new Intl.DateTimeFormat(localeOf[language], { dateStyle: "long", timeZone: "UTC" })).format(
      date,
    );
    if (daysWritten.size >= keptDays) daysWritten.clear();
    daysWritten.set(key, day);
  }
  return day;
}

const daysWritten = new Map<string, string>();
const keptDays = 1_000;

/** An amount in cents, in the currency it was charged in, written the language's way. */
export function formatAmount(cents: number, currency: string, language: Language): string {
  return formatMoney(cents / 100, currency, language);
}

/** A duration in minutes in the language's words: in hours when it is whole hours ("2 hours", "1 Stunde"). */
export function formatDuration(minutes: number, language: Language): string {
  const [unit, value] = minutes % 60 === 0 ? (["hour", minutes / 60] as const) : (["minute", minutes] as const);
  return intlObject(
    `duration:${unit}:${language}`,
    () => new Intl.NumberFormat(localeOf[language], { style: "unit", unit, unitDisplay: "long" }),
  ).format(value);
}

/** An average of stars with one decimal, written the language's way ("4.5", "4,5"). */
export function formatRating(stars: number, language: Language): string {
  return intlObject(
    `rating:${language}`,
    () => new Intl.NumberFormat(localeOf[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(stars);
}
