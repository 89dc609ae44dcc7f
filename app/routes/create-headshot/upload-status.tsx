import type { ReactNode } from "react";
import { ownFormErrors, type Picked, type UploadError, type UploadReply } from "~/features/photos/upload/replies";
import type createHeadshot from "~/locales/en/create-headshot";
import { usePageTranslation } from "~/utils/page";
import type { Translator } from "~/utils/translate";
import type { OrderShown } from "./order.server";

type T = Translator<typeof createHeadshot>;

/**
 * The upload panel's frame and first lines (./upload-panel.tsx): the order's status, and a form's
 * answer that no form of the step says at itself. A delivered order shows nothing else of the
 * upload, so that its page fetches this part alone rather than the upload's code (./order-panel.tsx).
 */
export function UploadStatus({ order, reply, children }: { order: OrderShown; reply: UploadReply | undefined; children?: ReactNode }) {
  const { t } = usePageTranslation<"createHeadshot">();
  return (
    <div className="upload">
      <p className="upload__status" role="status">
        {t("upload.statusLine", { status: t(`upload.status.${order.status}`) })}
      </p>
      {saidHere(reply) ? (
        <p className="form__error upload__error" role="alert">
          {errorText(t, reply.error, order)}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * The choices', the start's, the deletion's and the refund's answers are said at their own forms; the
 * start alone is refused as not ready.
 */
const saidHere = (reply: UploadReply | undefined): reply is UploadReply & { error: Exclude<UploadError, "notReady"> } =>
  reply?.error !== undefined && reply.intent !== "choices" && reply.intent !== "start" && !ownFormErrors.includes(reply.error);

/** An answer's words; the start's "not ready" names what the start waits for instead (./upload-panel.tsx). */
export function errorText(t: T, error: Exclude<UploadError, "notReady">, order: OrderShown, picked?: Picked): string {
  switch (error) {
    case "none":
      return t("upload.photos.none");
    case "requestTooLarge":
      return t("upload.photos.requestTooLarge");
    default:
      return t(`upload.errors.${error}`, { count: order.stylesAllowed, chosen: picked?.styles.length ?? 0 });
  }
}
