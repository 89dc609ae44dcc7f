import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LandingPage } from "./landing-page";
import contentStyles from "~/styles/content.css";
import { usePageCopy } from "~/content/content-page";
import { loadPage } from "~/utils/page.server";
import { pageMeta, keyedPage } from "~/utils/page";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const loader = (args: LoaderFunctionArgs) => loadPage(args, "resumeHeadshot");

export const meta = pageMeta;
export const handle = keyedPage;

export default function ResumeHeadshotPage() {
  return <LandingPage copy={usePageCopy<"resumeHeadshot">()} />;
}
