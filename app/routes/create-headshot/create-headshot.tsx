import { type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useRevalidator, type ShouldRevalidateFunction } from "@remix-run/react";
import { Suspense, useEffect } from "react";
import { NoscriptRefresh } from "~/components/noscript-refresh";
import { CallToAction, PageHeading, PageIntro } from "~/components/page-heading";
import { facts } from "~/content/business";
import { isCollecting } from "~/features/orders/states";
import { lazyPart } from "~/utils/lazy";
import { pageMeta, usePageTranslation } from "~/utils/page";
import formStyles from "~/styles/forms.css";
import uploadStyles from "~/styles/upload.css";
import galleryStyles from "~/styles/gallery.css";
import { errorKey as galleryErrorKey, isGalleryReply, type GalleryReply } from "~/features/photos/gallery/feedback";
import type { UploadReply } from "~/features/photos/upload/replies";
import { uploadAction } from "./actions.server";
import { loadOrderPage, type OrderView } from "./order.server";

// Those who come here have bought, or are about to upload: the buy button on phones would only cover the page.
// The document waits for the order's parts (below), so that it comes whole without JavaScript.
export const handle = { chrome: "without-buy", lazyParts: true };

// Each state of the order shows its own parts, and the page fetches the code of those it shows
// only: a visitor without an order none of them, a buyer before the first photo neither the job's
// progress nor the gallery.
const Gallery = lazyPart(() => import("./gallery").then((module) => module.Gallery));
const JobProgress = lazyPart(() => import("./job-progress").then((module) => module.JobProgress));
const UploadPanel = lazyPart(() => import("./upload-panel").then((module) => module.UploadPanel));
const YourData = lazyPart(() => import("./your-data").then((module) => module.YourData));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: uploadStyles },
  { rel: "stylesheet", href: galleryStyles },
];

// While the payment is being confirmed, or the deletion finished at the image generator, the page
// asks again this often: by revalidating with JavaScript, by reloading itself without.
const recheckSeconds = 3;

export const loader = (args: LoaderFunctionArgs) => loadOrderPage(args);

// The forms of the upload (app/routes/create-headshot/actions.server.ts); with JavaScript the photos go to ./photos.ts.
export const action = (args: ActionFunctionArgs) => uploadAction(args);

/** The address's parts that change only the gallery's download links (./gallery.tsx). */
const linkOnly = ["format", "country"];

/**
 * A new download format changes only links: the order is not read again, so its images keep their
 * signed addresses and are not fetched anew. Everything else revalidates as Remix would.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const rest = (url: URL) => {
    const search = new URLSearchParams(url.search);
    for (const name of linkOnly) search.delete(name);
    return `${url.pathname}?${search.toString()}`;
  };
  const onlyLinks = currentUrl.search !== nextUrl.search && rest(currentUrl) === rest(nextUrl);
  return (formMethod ?? "GET").toUpperCase() === "GET" && onlyLinks ? false : defaultShouldRevalidate;
};

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta = pageMeta;

export default function CreateHeadshotPage() {
  const { view, support, styleNames, feedback, published, cv } = useLoaderData<typeof loader>();
  const answer = useActionData<UploadReply | GalleryReply>();
  // The gallery's forms answer next to their image, the others where the upload shows its errors.
  const reply = isGalleryReply(answer) ? undefined : answer;
  const { t } = usePageTranslation<"createHeadshot">();
  const order = view.state === "order" && !view.refundedOn ? view : null;
  // Once the headshots are started, the page is about them rather than about uploading; once they
  // are delivered, they come first, under the page's heading (./gallery.tsx).
  const started = order !== null && !isCollecting(order.status);
  const delivered = order !== null && order.headshots.length > 0;
  // While they are made, the progress is the page's heading, so that a phone shows it first.
  const progress = order?.progress ?? null;
  // A link that leads nowhere (any more) says so as the page's heading, not under "Upload your selfies".
  const problem = view.state === "invalid" || view.state === "expired" || view.state === "deleted" ? view.state : null;
  const gallery = delivered ? (
    <Gallery
      order={order}
      feedback={feedback}
      published={published}
      styleNames={styleNames}
      cv={cv}
      reply={isGalleryReply(answer) ? answer : undefined}
    />
  ) : null;
  return (
    <>
      {problem ? (
        <PageHeading
          heading={t(`${problem}.heading`)}
          text={view.state === "deleted" && view.underWay ? t("deleted.underWay") : t(`${problem}.text`, { days: facts.retentionDays })}
        />
      ) : delivered || progress ? null : started ? (
        <PageHeading heading={t("started.heading")} text={t("started.intro")} />
      ) : (
        <PageIntro />
      )}
      <section
        className="container page-section"
        aria-labelledby={problem ? undefined : delivered ? "results-heading" : progress ? "progress-heading" : "order-heading"}
      >
        <Suspense fallback={null}>{gallery}</Suspense>
        <Suspense fallback={null}>{order && progress ? <JobProgress order={order} progress={progress} /> : null}</Suspense>
        <OrderPanel view={view} support={support} />
        <Suspense fallback={null}>{order ? <UploadPanel order={order} reply={reply} styleNames={styleNames} /> : null}</Suspense>
        {/* A gallery form sent before there is a gallery (no JavaScript, an old tab) still gets its answer. */}
        {isGalleryReply(answer) && answer.error && !delivered ? (
          <p className="form__error" role="alert">
            {t(galleryErrorKey(answer.error))}
          </p>
        ) : null}
        <Suspense fallback={null}>{order ? <YourData order={order} reply={reply} /> : null}</Suspense>
      </section>
    </>
  );
}

function OrderPanel({ view, support }: { view: OrderView; support: string }) {
  const { t, localize } = usePageTranslation<"createHeadshot">();
  const revalidator = useRevalidator();
  // Waiting for the payment's confirmation, or for the deletion at the image generator to finish.
  const waiting = view.state === "pending" || (view.state === "deleted" && view.underWay);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, recheckSeconds * 1000);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);

  switch (view.state) {
    case "order":
      return (
        <div className="order-panel" role="status">
          <h2 id="order-heading">{t("order.heading", { plan: view.planName })}</h2>
          {view.testMode ? <p>{t("order.testMode")}</p> : null}
          {view.refundedOn ? (
            <p>{t("order.refunded", { date: view.refundedOn })}</p>
          ) : (
            <>
              <p>{t("order.paid", { date: view.paidOn, amount: view.amount })}</p>
              {view.discountCode ? <p>{t("order.discount", { code: view.discountCode })}</p> : null}
              <p>{t("order.email", { email: view.email })}</p>
              <p>{t("order.link", { date: view.validUntil })}</p>
            </>
          )}
        </div>
      );
    case "pending":
      return (
        <div className="order-panel" role="status" aria-busy="true">
          <NoscriptRefresh seconds={recheckSeconds} />
          <h2 id="order-heading">{t("pending.heading")}</h2>
          <p>{t("pending.text")}</p>
        </div>
      );
    case "deleted":
      // The heading says what is still being deleted; the page looks again until it is done.
      return view.underWay ? <NoscriptRefresh seconds={recheckSeconds} /> : null;
    case "delayed":
      return (
        <div className="order-panel" role="status">
          <h2 id="order-heading">{t("delayed.heading")}</h2>
          <p>{t("delayed.text")}</p>
          <p>
            {t("delayed.support")} <a href={`mailto:${support}`}>{support}</a>
          </p>
          <Link to={localize("/create-headshot")}>{t("delayed.again")}</Link>
        </div>
      );
    case "emailed":
      return (
        <div className="order-panel" role="status">
          <h2 id="order-heading">{t("emailed.heading")}</h2>
          <p>{t("emailed.text", { email: view.email })}</p>
          <p>{t("emailed.why")}</p>
        </div>
      );
    case "none":
      // Someone who arrived here without buying: what this page is for, and the way to start.
      return (
        <div className="order-panel">
          <h2 id="order-heading">{t("none.heading")}</h2>
          <p>{t("none.text")}</p>
          <ol className="order-steps">
            {t.list("none.steps").map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <CallToAction to="/pricing">{t("none.cta")}</CallToAction>
          <p>{t("none.paid")}</p>
        </div>
      );
    case "replace":
      // A link or a finished checkout names another order than the one this browser holds: asked by
      // a form, so that no link can swap the order on its own.
      return (
        <div className="order-panel" role="status">
          <h2 id="order-heading">{t("replace.heading")}</h2>
          <p>
            {t("replace.text", {
              heldPlan: view.held.planName,
              heldDate: view.held.paidOn,
              offeredPlan: view.offered.planName,
              offeredDate: view.offered.paidOn,
            })}
          </p>
          <Form method="post" replace>
            <button type="submit" name="intent" value="open-offered" className="button button--primary">
              {t("replace.open", { plan: view.offered.planName })}
            </button>{" "}
            <button type="submit" name="intent" value="keep-held" className="button button--secondary">
              {t("replace.keep", { plan: view.held.planName })}
            </button>
          </Form>
        </div>
      );
    default:
      return null;
  }
}
