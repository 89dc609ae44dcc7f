import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PageIntro } from "~/components/page-heading";
import { pageMeta } from "~/utils/page";
import { loadPage } from "~/utils/page.server";

export const loader = (args: LoaderFunctionArgs) => loadPage(args, "privacyPolicy");

export const meta = pageMeta;

export default function PrivacyPolicyPage() {
  return <PageIntro />;
}
