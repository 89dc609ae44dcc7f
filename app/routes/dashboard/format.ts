import { useMemo } from "react";
import { localeOf } from "~/utils/i18n";
import { intlObject } from "~/utils/intl";
import { usePageTranslation } from "~/utils/page";

const statusKeys = {
  pending: "statuses.pending",
  sent: "statuses.sent",
  failed: "statuses.failed",
  stored: "statuses.stored",
  given_up: "statuses.given_up",
  none: "statuses.none",
} as const;

/** The state of a sign-up, an enquiry's notice or an e-mail, as the dashboard stores it. */
export type DeliveryStatus = keyof typeof statusKeys;

/** Dates and delivery states as the operator reads them, in the dashboard's language. */
export function useDashboardFormat() {
  const { t, language } = usePageTranslation<"dashboard">();
  return useMemo(() => {
    // UTC on both sides, so the browser renders the same text the server sent. Each of the page's
    // sections asks for these: the formatter, costly to build, is made once per language.
    const format = intlObject(
      `dashboard-date:${language}`,
      () => new Intl.DateTimeFormat(localeOf[language], { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
    );
    return {
      date: (iso: string) => `${format.format(new Date(iso))} UTC`,
      status: (value: DeliveryStatus | null) => t(statusKeys[value ?? "none"]),
    };
  }, [t, language]);
}
