import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { HomeContent } from "~/components/home-content";
import { pageMeta } from "~/utils/page";
import { faqPage, headshotPacks, loadPage, organization, planOffer, siteImage, website } from "~/utils/page.server";

export async function loader(args: LoaderFunctionArgs) {
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

export const meta = pageMeta;

export default function HomePage() {
  return <HomeContent />;
}
