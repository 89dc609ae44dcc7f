import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CallToAction, PageIntro } from "~/components/page-heading";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";

export const loader = (args: LoaderFunctionArgs) => loadPage(args, "pricing");

export const meta = pageMeta;

export default function PricingPage() {
  const { t } = usePageTranslation<"pricing">();
  return (
    <PageIntro>
      <CallToAction to="/checkout">{t("cta")}</CallToAction>
    </PageIntro>
  );
}
