import { Form } from "@remix-run/react";
import { isRefundError, maxRefundReason, type UploadReply } from "~/features/photos/upload/replies";
import { useActionAt } from "~/utils/form-anchor";
import { usePageTranslation } from "~/utils/page";
import type { OrderShown as Order } from "./order.server";

/**
 * "Refund my order" (ADR 091): while no headshot was downloaded, one step with a box to tick, as
 * "delete everything now" has; after a download, a request with the buyer's reason, which the page
 * then says is pending or declined (a granted one makes the order refunded). Plain forms, the same
 * with and without JavaScript.
 */
export function RefundOrder({ order, reply }: { order: Order; reply: UploadReply | undefined }) {
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
