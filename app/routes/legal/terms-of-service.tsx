import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LegalDocument } from "./legal-document";
import contentStyles from "~/styles/content.css";
import { usePageCopy } from "~/content/content-page";
import { loadLegalPage } from "./company.server";
import { pageMeta, keyedPage } from "~/utils/page";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const loader = (args: LoaderFunctionArgs) => loadLegalPage(args, "termsOfService");

export const meta = pageMeta;
export const handle = keyedPage;

export default function TermsOfServicePage() {
  return <LegalDocument copy={usePageCopy<"termsOfService">()} />;
}
