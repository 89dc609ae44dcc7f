import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CallToAction, PageIntro } from "~/components/page-heading";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { useChrome } from "~/utils/root-data";

export const loader = (args: LoaderFunctionArgs) => loadPage(args, "home");

export const meta = pageMeta;

export default function HomePage() {
  const { t } = usePageTranslation<"home">();
  const { cta, referral } = useChrome();
  const { ref } = referral;
  return (
    <PageIntro>
      {ref ? (
        <p className="ref-marker">
          {t("refMarker", { ref })}
          {ref.toLowerCase() === "producthunt" ? <span className="badge">{t("refOffer")}</span> : null}
        </p>
      ) : null}
      <CallToAction to="/pricing">{cta}</CallToAction>
    </PageIntro>
  );
}
