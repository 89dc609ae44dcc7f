import { Form } from "@remix-run/react";
import { Suspense } from "react";
import type { UploadReply } from "~/features/photos/upload/replies";
import { lazyPart } from "~/utils/lazy";
import { useActionAt } from "~/utils/form-anchor";
import { usePageTranslation } from "~/utils/page";
import type { OrderView } from "./order.server";

type Order = Extract<OrderView, { state: "order" }>;

// The delivered step's alone: the other steps fetch none of its code.
const RefundOrder = lazyPart(() => import("./refund-order").then((module) => module.RefundOrder));

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
      {/* Only the delivered step offers it, and a form sent at another step still gets its answer. */}
      {order.refund || reply?.intent === "refund" ? (
        <Suspense fallback={null}>
          <RefundOrder order={order} reply={reply} />
        </Suspense>
      ) : null}
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
