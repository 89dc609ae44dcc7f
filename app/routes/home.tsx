import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { island } from "~/components/island";
import * as serverRendered from "~/components/islands.server";
import { pageMeta } from "~/utils/page";
import { loadPage, siteImage } from "~/utils/page.server";
import { faqPage, headshotPacks, organization, website } from "~/utils/structured-data.server";

export const loader = (args: LoaderFunctionArgs) =>
  loadPage(args, "home", (site) => ({
    structuredData: [
      organization(site),
      website(site),
      headshotPacks(site, siteImage(site.language).src),
      // The same strings as the visible questions and answers, in the same order.
      faqPage(Object.values(site.strings.faq.items)),
    ],
  }));

export const meta = pageMeta;

// The server renders the page in full; its code, the parallax's included, arrives after the first load.
const HomeContent = island(serverRendered.HomeContent, () => import("~/components/home-content").then((module) => module.HomeContent));

export default function HomePage() {
  return <HomeContent />;
}
