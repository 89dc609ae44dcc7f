/**
 * The home page's loader (./home.tsx): its strings, structured data and the plans' offers. One module
 * of its own, so that the page's browser build carries one empty stand-in for the server's code
 * rather than one for each server module that other routes share.
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
