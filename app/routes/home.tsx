import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CallToAction, PageIntro } from "~/components/page-heading";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";

export const loader = (args: LoaderFunctionArgs) => loadPage(args, "home");

export const meta = pageMeta;

export default function HomePage() {
  const { t } = usePageTranslation<"home">();
  return (
    <PageIntro>
      <CallToAction to="/pricing">{t("cta")}</CallToAction>
    </PageIntro>
  );
}
