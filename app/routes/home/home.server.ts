/**
 * The home page's loader (./home.tsx): its strings, structured data and the plans' offers, apart from
 * the route so that its browser build names no server module that other routes share (ADR 051).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { faqPage, headshotPacks, organization, website } from "~/content/structured-data.server";
import { planOffer } from "~/features/orders/checkout.server";
import { loadPage, siteImage } from "~/utils/page.server";

export async function loadHomePage(args: LoaderFunctionArgs) {
  const page = await loadPage(args, "home", (site) => ({
    structuredData: [
      organization(site),
      website(site),
      headshotPacks(site, siteImage(site.language).src),
      // The same strings as the visible questions and answers, in the same order.
      faqPage(Object.values(site.strings.faq.items)),
    ],
  }));
  return { ...page, ...planOffer(args, page.language) };
}
