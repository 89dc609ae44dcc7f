import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageIntro } from "~/components/page-heading";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";

export const loader = (args: LoaderFunctionArgs) => loadPage(args, "home");

export const meta = pageMeta;

export default function HomePage() {
  const { t, localize } = usePageTranslation<"home">();
  return (
    <PageIntro>
      <Link to={localize("/pricing")} className="button button--primary button--large">
        {t("cta")}
      </Link>
    </PageIntro>
  );
}
