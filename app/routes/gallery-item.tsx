import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { CallToAction, PageHeading, PageIntro } from "~/components/page-heading";
import { facts } from "~/content/business";
import { findGalleryItem } from "~/features/photos/gallery/gallery.server";
import { PublishedPicture, publishedCopy, publishedSrcSet } from "~/features/photos/gallery/published-picture";
import { previewSize } from "~/features/photos/jobs/local-generator.server";
import { AfterHydration } from "~/utils/lazy";
import { createTranslator } from "~/utils/translate";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { formatDay } from "~/utils/format.server";
import { loadPage } from "~/utils/page.server";
import galleryStyles from "~/styles/gallery-item.css";

// The picture's slot: the page's width less its padding (app.css's .container), at most 32rem.
const pictureSizes = "(min-width: 37rem) 32rem, calc(100vw - 2.5rem)";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: galleryStyles }];

/**
 * A published headshot (app/features/photos/gallery/gallery.server.ts): the image, its style, and
 * ways to share the page, whose link preview is the image itself. Taken down, it answers 410.
 */
export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? "";
  const item = await findGalleryItem(args.context.cloudflare.env.DB, id);
  if (!item) throw new Response("Not Found", { status: 404 });
  const published = item.previewKey !== null && !item.removed;
  const page = await loadPage(args, "gallery", ({ strings }) =>
    published
      ? {
          preview: {
            image: {
              src: `/gallery/${id}/preview`,
              ...previewSize,
              alt: createTranslator(strings)("imageAlt", { style: strings.styles[item.style] }),
            },
          },
        }
      : {},
  );
  const shown = {
    id: item.id,
    style: item.style,
    createdAt: item.createdAt,
    // Written by the server, so that the browser hydrates the same text in any time zone.
    createdOn: formatDay(new Date(item.createdAt), page.language),
    removed: item.removed,
    picture: published ? { widths: item.pictureWidths } : null,
    findable: published && item.findable,
  };
  const headers = new Headers();
  // In the header too, for the page's data and any reader of headers only.
  if (!shown.findable) headers.set("X-Robots-Tag", "noindex");
  if (item.removed) headers.set("Cache-Control", "no-store");
  // The picture is the page's largest paint. Named in the answer's header, its fetch starts with
  // the document's first bytes instead of once the parser, behind the inline stylesheets and the
  // header, reaches it (and the edge may send it ahead as an Early Hint). The same candidates as
  // its WebP source, so that the browser takes the copy it preloaded; a browser without WebP skips
  // it by its type.
  if (shown.picture?.widths.length) {
    const { widths } = shown.picture;
    headers.set(
      "Link",
      `<${publishedCopy(id, widths.at(-1)!, "webp")}>; rel=preload; as=image; type="image/webp"; fetchpriority=high; ` +
        `imagesrcset="${publishedSrcSet(id, widths, "webp")}"; imagesizes="${pictureSizes}"`,
    );
  }
  return data({ ...page, item: shown }, { status: item.removed ? 410 : 200, headers });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

// A shared headshot is for those given its link: search engines are asked not to list it, as the
// buyer's consent to publish says, unless the buyer also chose that it may be found.
export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(args),
  ...(args.data?.item.findable ? [] : [{ name: "robots", content: "noindex" }]),
];

export const handle = { chrome: "without-buy" };

export default function GalleryItemPage() {
  const { item, seo } = useLoaderData<typeof loader>();
  const { t } = usePageTranslation<"gallery">();
  if (item.removed) {
    return (
      <PageHeading heading={t("removed.heading")} text={t("removed.text", { days: facts.retentionDays })}>
        <CallToAction to="/pricing">{t("cta")}</CallToAction>
      </PageHeading>
    );
  }
  const style = t(`styles.${item.style}`);
  return (
    <PageIntro>
      {item.picture ? (
        <PublishedPicture
          id={item.id}
          widths={item.picture.widths}
          sizes={pictureSizes}
          className="gallery-item__image"
          alt={t("imageAlt", { style })}
          width={512}
          height={512}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <dl className="facts">
        <div>
          <dt>{t("styleLabel")}</dt>
          <dd>{style}</dd>
        </div>
        <div>
          <dt>{t("createdLabel")}</dt>
          <dd>
            <time dateTime={item.createdAt}>{item.createdOn}</time>
          </dd>
        </div>
      </dl>
      {item.picture ? <Share url={seo.canonical} text={t("shareText", { style })} /> : null}
      <CallToAction to="/pricing">{t("cta")}</CallToAction>
    </PageIntro>
  );
}

function Share({ url, text }: { url: string; text: string }) {
  const { t } = usePageTranslation<"gallery">();
  const link = encodeURIComponent(url);
  const networks = [
    { name: t("share.linkedin"), href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
    { name: t("share.x"), href: `https://x.com/intent/post?url=${link}&text=${encodeURIComponent(text)}` },
    { name: t("share.facebook"), href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  ];
  return (
    <section className="gallery-item__share" aria-labelledby="share-heading">
      <h2 id="share-heading">{t("share.heading")}</h2>
      <ul className="gallery-item__networks">
        {networks.map((network) => (
          <li key={network.href}>
            <a className="button button--secondary" href={network.href} target="_blank" rel="noopener noreferrer">
              {network.name}
            </a>
          </li>
        ))}
      </ul>
      <label htmlFor="share-link">{t("share.link")}</label>
      <div className="gallery-item__link">
        <input id="share-link" type="text" readOnly value={url} />
        <AfterHydration>
          <CopyLink url={url} />
        </AfterHydration>
      </div>
      <p className="gallery-item__hint">{t("share.instagram")}</p>
    </section>
  );
}

/** With JavaScript, the link goes to the clipboard in one press (Instagram takes no shared links). */
function CopyLink({ url }: { url: string }) {
  const { t } = usePageTranslation<"gallery">();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() =>
          navigator.clipboard.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {t("share.copy")}
      </button>
      <span role="status" className="gallery-item__copied">
        {copied ? t("share.copied") : ""}
      </span>
    </>
  );
}
