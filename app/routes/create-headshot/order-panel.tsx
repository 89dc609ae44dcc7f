import { Form, Link } from "@remix-run/react";
import type { Style } from "~/content/business";
import { Suspense, type ReactNode } from "react";
import { NoscriptRefresh } from "./noscript-refresh";
import { CallToAction } from "~/components/page-heading";
import { errorKey as galleryErrorKey, isGalleryReply, type GalleryReply } from "~/features/photos/gallery/feedback";
import type { UploadReply } from "~/features/photos/upload/replies";
import { lazyPart } from "~/utils/lazy";
import { usePageTranslation } from "~/utils/page";
import { useRecheck } from "~/utils/recheck";
import type { OrderShown, OrderView } from "./order.server";

/**
 * What the page's steps share (./create-headshot.tsx): the order's panel, the parts every step with
 * an order shows, and a gallery form's answer where there is no gallery (no JavaScript, an old tab).
 */

// Each step fetches the code of the parts it shows only: a visitor without an order none of them.
const UploadPanel = lazyPart(() => import("./upload-panel").then((module) => module.UploadPanel));
const UploadStatus = lazyPart(() => import("./upload-status").then((module) => module.UploadStatus));
const YourData = lazyPart(() => import("./your-data").then((module) => module.YourData));

/** What a form answered: the gallery's forms next to their image, the others where the upload shows its errors. */
export type Answer = UploadReply | GalleryReply | undefined;
const uploadReply = (answer: Answer) => (isGalleryReply(answer) ? undefined : answer);

/** A gallery form sent before there is a gallery still gets its answer. */
export function GalleryFormError({ answer }: { answer: Answer }) {
  const { t } = usePageTranslation<"createHeadshot">();
  return isGalleryReply(answer) && answer.error ? (
    <p className="form__error" role="alert">
      {t(galleryErrorKey(answer.error))}
    </p>
  ) : null;
}

type OrderSectionProps = {
  view: OrderShown;
  support: string;
  styleNames: Record<Style, string>;
  answer: Answer;
  /** The id of the heading that names the section: the lead's while it shows, the order's otherwise. */
  labelledBy: string;
  /** What the step shows first, above the order (the job's progress, the gallery). */
  lead?: ReactNode;
  /** The gallery is shown and answers its own forms next to each image. */
  galleryAnswers?: boolean;
};

/** The page's section for an order with its photos: the step's lead, the order, the upload and the buyer's data. */
export function OrderSection({ view, support, styleNames, answer, labelledBy, lead, galleryAnswers = false }: OrderSectionProps) {
  const reply = uploadReply(answer);
  return (
    <section className="container page-section" aria-labelledby={labelledBy}>
      <Suspense fallback={null}>{lead}</Suspense>
      <OrderPanel view={view} support={support} />
      <Suspense fallback={null}>
        {/* Of the upload, a delivered order shows its status alone: its page fetches none of the upload's code. */}
        {view.status === "delivered" ? (
          <UploadStatus order={view} reply={reply} />
        ) : (
          <UploadPanel order={view} reply={reply} styleNames={styleNames} />
        )}
      </Suspense>
      {galleryAnswers ? null : <GalleryFormError answer={answer} />}
      <Suspense fallback={null}>
        <YourData order={view} reply={reply} />
      </Suspense>
    </section>
  );
}

// While the payment is being confirmed, or the deletion finished at the image generator, the page
// asks again this often: by revalidating with JavaScript, by reloading itself without.
const recheckSeconds = 3;

export function OrderPanel({ view, support }: { view: OrderView; support: string }) {
  const { t, localize } = usePageTranslation<"createHeadshot">();
  // Waiting for the payment's confirmation, or for the deletion at the image generator to finish.
  useRecheck(view.state === "pending" || (view.state === "deleted" && view.underWay), recheckSeconds);

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
      // Once it is, the page leads on rather than ending there.
      return view.underWay ? (
        <NoscriptRefresh seconds={recheckSeconds} />
      ) : (
        <ul className="order-panel order-panel__next">
          <li>
            <Link to={localize("/")}>{t("deleted.home")}</Link>
          </li>
          <li>
            <Link to={localize("/pricing")}>{t("deleted.pricing")}</Link>
          </li>
        </ul>
      );
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
