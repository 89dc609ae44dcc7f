import { Form } from "@remix-run/react";
import { isRefundError, maxRefundReason, type UploadReply } from "~/features/photos/upload/replies";
import { useActionAt } from "~/utils/form-anchor";
import { usePageTranslation } from "~/utils/page";
import type { OrderView } from "./order.server";

type Order = Extract<OrderView, { state: "order" }>;

/** What the buyer may do with their data at any stage: take it with them, or have it deleted now; once delivered, have the order refunded. */
export function YourData({ order, reply }: { order: Order; reply: UploadReply | undefined }) {
  const { t } = usePageTranslation<"createHeadshot">();
  return (
    <>
      <section className="upload__section" aria-labelledby="export-heading">
        <h2 id="export-heading">{t("exportData.heading")}</h2>
        <p>{t("exportData.text")}</p>
        {/* A document download, not a page: the browser saves the zip (app/routes/create-headshot/export.ts). */}
        <a className="button button--secondary" href={`/create-headshot/export/${order.id}`} download>
          {t("exportData.button")}
        </a>
      </section>
      <RefundOrder order={order} reply={reply} />
      <DeleteNow order={order} reply={reply} />
    </>
  );
}

/**
 * "Delete everything now" (app/features/photos/retention/deletion.server.ts): a plain form whose box
 * must be ticked, the same with and without JavaScript, since nothing can bring the photos back.
 */
function DeleteNow({ order, reply }: { order: Order; reply: UploadReply | undefined }) {
  const { t } = usePageTranslation<"createHeadshot">();
  const refused = reply?.intent === "delete" && reply.error === "confirmDelete";
  const action = useActionAt("delete-heading");
  return (
    <section className="upload__section" aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t("deleteNow.heading")}</h2>
      <p>{t("deleteNow.text", { date: order.validUntil })}</p>
      <Form method="post" action={action} reloadDocument className="delete-now">
        <input type="hidden" name="order" value={order.id} />
        <input type="hidden" name="intent" value="delete" />
        <div className="field field--checkbox">
          <input
            id="delete-confirm"
            type="checkbox"
            name="confirm"
            value="yes"
            aria-invalid={refused || undefined}
            aria-describedby={refused ? "delete-error" : undefined}
          />
          <label htmlFor="delete-confirm">{t("deleteNow.confirm")}</label>
          {refused ? (
            <p id="delete-error" className="field__error" role="alert">
              {t("upload.errors.confirmDelete")}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--secondary">
          {t("deleteNow.button")}
        </button>
      </Form>
    </section>
  );
}

/**
 * "Refund my order" (ADR 091): while no headshot was downloaded, one step with a box to tick, as
 * "delete everything now" has; after a download, a request with the buyer's reason, which the page
 * then says is pending or declined (a granted one makes the order refunded). Plain forms, the same
 * with and without JavaScript.
 */
function RefundOrder({ order, reply }: { order: Order; reply: UploadReply | undefined }) {
  const { t } = usePageTranslation<"createHeadshot">();
  const action = useActionAt("refund-heading");
  const { refund } = order;
  // The link's problems are said where the page says them for every form.
  const error = reply?.intent === "refund" && isRefundError(reply.error) ? reply.error : undefined;
  const message = error ? (
    <p id="refund-error" className="field__error" role="alert">
      {t(`upload.errors.${error}`)}
    </p>
  ) : null;
  // A form sent when the order offers no refund (its days over, an old tab, forged) still gets its answer.
  if (!refund) return message;
  if (refund.request) {
    return (
      <section className="upload__section" aria-labelledby="refund-heading">
        <h2 id="refund-heading">{t("refund.heading")}</h2>
        <p role="status">{t(`refund.requests.${refund.request}`)}</p>
      </section>
    );
  }
  if (!refund.offered) return null;
  const now = refund.offered === "now";
  return (
    <section className="upload__section" aria-labelledby="refund-heading">
      <h2 id="refund-heading">{t("refund.heading")}</h2>
      <p>{t(now ? "refund.now" : "refund.request", { date: refund.until })}</p>
      <Form method="post" action={action} reloadDocument className="refund-order">
        <input type="hidden" name="order" value={order.id} />
        <input type="hidden" name="intent" value="refund" />
        {now ? (
          <div className="field field--checkbox">
            <input
              id="refund-confirm"
              type="checkbox"
              name="confirm"
              value="yes"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "refund-error" : undefined}
            />
            <label htmlFor="refund-confirm">{t("refund.confirm")}</label>
            {message}
          </div>
        ) : (
          <div className="field">
            <label htmlFor="refund-reason">{t("refund.reason")}</label>
            <textarea
              id="refund-reason"
              name="reason"
              rows={3}
              required
              minLength={3}
              maxLength={maxRefundReason}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "refund-error" : undefined}
            />
            {message}
          </div>
        )}
        <button type="submit" className="button button--secondary">
          {t(now ? "refund.button" : "refund.send")}
        </button>
      </Form>
    </section>
  );
}
