import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CallToAction } from "~/components/page-heading";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";

// Paid-traffic landing pages: only the logo and the banner line around the page.
export const handle = { chrome: "reduced" };

const variants = ["original", "direct-response", "emotional-story"] as const;
type Variant = (typeof variants)[number];

/** The variant from the path, else from `?variant=`, else the original. */
function variantOf(url: URL): Variant {
  const named = url.pathname.split("/").pop() ?? "";
  const fromPath = variants.find((variant) => variant === named);
  const fromQuery = variants.find((variant) => variant === url.searchParams.get("variant"));
  return fromPath ?? fromQuery ?? "original";
}

export async function loader(args: LoaderFunctionArgs) {
  return { ...(await loadPage(args, "adLanding")), variant: variantOf(new URL(args.request.url)) };
}

export const meta = pageMeta;

const copyKey = { original: null, "direct-response": "directResponse", "emotional-story": "emotionalStory" } as const;

export default function AdLandingPage() {
  const { variant } = useLoaderData<typeof loader>();
  const { t } = usePageTranslation<"adLanding">();
  const prefix = copyKey[variant];
  return (
    <section className={`page-intro container ad-landing ad-landing--${variant}`} data-variant={variant}>
      <h1>{prefix ? t(`${prefix}.heading`) : t("heading")}</h1>
      <p className="lead">{prefix ? t(`${prefix}.intro`) : t("intro")}</p>
      <CallToAction to="/pricing">{t("cta")}</CallToAction>
    </section>
  );
}
