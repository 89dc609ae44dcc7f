import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CallToAction, PageIntro } from "~/components/page-heading";
import { localeOf } from "~/utils/i18n";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { findGalleryItem } from "~/features/photos/gallery/gallery.server";

export async function loader(args: LoaderFunctionArgs) {
  const item = await findGalleryItem(args.context.cloudflare.env.DB, args.params.id ?? "");
  if (!item) throw new Response("Not Found", { status: 404 });
  return { ...(await loadPage(args, "gallery")), item };
}

export const meta = pageMeta;

export default function GalleryItemPage() {
  const { item } = useLoaderData<typeof loader>();
  const { t, language } = usePageTranslation<"gallery">();
  return (
    <PageIntro>
      <dl className="facts">
        <div>
          <dt>{t("styleLabel")}</dt>
          <dd>{t(`styles.${item.style}`)}</dd>
        </div>
        <div>
          <dt>{t("createdLabel")}</dt>
          <dd>
            <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleDateString(localeOf[language], { dateStyle: "long" })}</time>
          </dd>
        </div>
      </dl>
      <CallToAction to="/pricing">{t("cta")}</CallToAction>
    </PageIntro>
  );
}
