import type { Style } from "~/content/business";
import type { Subject } from "~/features/orders/states";

/** Why a photo was not taken; each has a message in the page's language (`upload.refused.*`). */
export type PhotoRefusal =
  | "type"
  | "tooLarge"
  | "tooSmall"
  | "tooManyPixels"
  | "broken"
  | "deep"
  | "duplicate"
  | "tooMany"
  | "closed"
  | "storage"
  | "noFace"
  | "manyFaces"
  | "stranger";
export type PhotoOutcome = { name: string; accepted: true; id: string } | { name: string; accepted: false; reason: PhotoRefusal };

/** The field the upload form sends its files in. */
export const photosField = "photos";

/** What the upload page's forms are for, and those about the whole order (delete it, refund it). */
export const intents = ["upload", "choices", "remove", "start", "delete", "refund"] as const;
export type Intent = (typeof intents)[number];

/** Why a form of the upload page changed nothing; each has a message (`upload.errors.*`, `upload.photos.*`). */
export type UploadError =
  | "invalid"
  | "expired"
  | "foreign"
  | "closed"
  | "subject"
  | "styles"
  | "tooManyStyles"
  | "missing"
  | "notReady"
  | "unconfirmed"
  | "none"
  | "requestTooLarge"
  | "confirmDelete"
  | RefundError;

/** Why "refund my order" changed nothing (ADR 091). */
export const refundErrors = ["confirmRefund", "refundReason", "refundClosed", "refundFailed"] as const;
export type RefundError = (typeof refundErrors)[number];
/** The longest reason a refund request keeps: a few sentences. */
export const maxRefundReason = 1000;
export const isRefundError = (error: string | undefined): error is RefundError => refundErrors.some((known) => known === error);

/** The errors that the deletion's and the refund's forms say at themselves, not where the upload shows its own. */
export const ownFormErrors: readonly UploadError[] = ["confirmDelete", ...refundErrors];

/** A subject and styles as the buyer ticked them, those the page offers. */
export type Picked = { subject: Subject | null; styles: Style[] };

/**
 * The answer to a form of the upload page, to the page without JavaScript and to the uploader with it;
 * refused choices come back as ticked, so that the page drawn anew shows them to be put right.
 */
export type UploadReply = { intent: Intent; error?: UploadError; outcomes?: PhotoOutcome[]; done?: boolean; picked?: Picked };
