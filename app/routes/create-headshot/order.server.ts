/**
 * The order as /create-headshot shows it, whichever step it is at (./steps.server.ts): which step
 * that is, the order's details formatted for the page's language, and the page's strings the view
 * can show. Which order the browser may see is the order's own (app/features/orders/access.server.ts).
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type PlanId, type Style, planById } from "~/content/business";
import type { OrderInView } from "~/features/orders/access.server";
import type { Order } from "~/features/orders/orders.server";
import type { RefundRequestState } from "~/features/orders/refunds.server";
import { isCollecting, type OrderStatus, type Subject } from "~/features/orders/states";
import { photoUrl, type PhotoSize } from "~/features/photos/photo-urls.server";
import { listPhotos, type StoredPhoto } from "~/features/photos/upload/photos.server";
import type { UploadReply } from "~/features/photos/upload/replies";
import type { GalleryReply, Redo } from "~/features/photos/gallery/feedback";
import type { Unfit } from "~/features/photos/gallery/formats";
import { getEnv } from "~/utils/env.server";
import { formatAmount, formatDay } from "~/utils/format.server";
import type { Language } from "~/utils/i18n";
import type { PageData } from "~/utils/page";

export type PhotoView = StoredPhoto & { url: string | null };

/** An order as the question "replace it?" names it. */
export type OrderSummary = { planName: string; paidOn: string };

export type OrderView =
  | { state: "none" | "pending" | "delayed" | "invalid" | "expired" }
  /** `underWay` while the deletion is not finished everywhere (at Astria, right after the buyer asked). */
  | { state: "deleted"; underWay: boolean }
  /** Paid through this browser's checkout, without proof that this browser paid: where its link went, masked. */
  | { state: "emailed"; email: string }
  | { state: "replace"; held: OrderSummary; offered: OrderSummary }
  | {
      state: "order";
      id: string;
      plan: PlanId;
      planName: string;
      email: string;
      paidOn: string;
      amount: string;
      discountCode: string | null;
      validUntil: string;
      refundedOn: string | null;
      testMode: boolean;
      status: OrderStatus;
      subject: Subject | null;
      styles: Style[];
      stylesAllowed: number;
      photos: PhotoView[];
      /**
       * While the job runs: how many of the plan's images are ready, the plan's promise, and while
       * it trains at the image provider, how long the provider expects that to take still.
       */
      progress: { ready: number; total: number; expected: string; estimate: string | null } | null;
      /**
       * Once delivered: the images, each with its style, its size, why it does not give each
       * download format that it does not give (by the frame's name; none where its face was never
       * read: ADR 049) and signed addresses of it, its thumbnail and its previews in the formats,
       * and the widths of its tile's pictures (ADR 097; none for one stored before there were any).
       */
      headshots: Array<{
        id: string;
        style: Style;
        width: number;
        height: number;
        unfit: Partial<Record<string, Unfit>>;
        url: string | null;
        thumbnail: string | null;
        preview: string | null;
        tileWidths: number[];
      }>;
      /** Once delivered by the local generator: the previews' side, and the side the plan promises. */
      preview: { side: number; promised: number } | null;
      /**
       * Once delivered: whether "refund my order" is offered, at once (no headshot downloaded yet) or
       * as a request to the operator, until when, and what became of a request (ADR 091).
       */
      refund: { offered: "now" | "request" | null; until: string; request: RefundRequestState | null } | null;
      /** Once delivered short, the cap on replacements reached: the images it has, the plan's, and those the check refused (ADR 081). */
      short: { count: number; total: number; refused: number; limit: number } | null;
      /** Once delivered: the buyer's re-dos (ADR 092), each with its style and where its replacement stands, and how many the order may have. */
      redos: { list: Redo[]; limit: number } | null;
    };

export type OrderShown = Extract<OrderView, { state: "order" }>;

/**
 * The page's steps, each a module with its loader (`*.server.ts`) and its view (`*.tsx`): paying
 * (everything before an order is in view, a link that leads nowhere, an order refunded or gone), the
 * upload of selfies and the choice of styles, the headshots in progress (or failed), and delivered.
 */
export type Step = "paying" | "upload" | "in-progress" | "delivered";

export const stepOf = (inView: OrderInView): Step => (inView.state === "order" ? stepOfOrder(inView.order) : "paying");

/** The step of an order the browser holds: a refunded one shows only its payment. */
export function stepOfOrder({ status }: Pick<Order, "status">): Step {
  if (status === "refunded" || status === "deleted") return "paying";
  if (isCollecting(status)) return "upload";
  return status === "delivered" ? "delivered" : "in-progress";
}

export type Args = Pick<LoaderFunctionArgs, "request" | "context">;

/** A form's answer on the page: never kept by a cache, as it is about the browser's own order. */
export const reply = (body: UploadReply | GalleryReply, status = 200) => data(body, { status, headers: { "Cache-Control": "no-store" } });

// To the page itself, as a GET, once a form changed what it shows for good: the progress view
// refreshes by reloading, which after a POST would ask to send the form again.
export const backToPage = (request: Request) => redirect(new URL(request.url).pathname, 303);

/** A photo's signed address, for the browser that holds the order's link (none without the secret, in local runs without one). */
export async function signedUrl({ context }: Args, orderId: string, id: string, size: PhotoSize = "full"): Promise<string | null> {
  const secret = getEnv(context).ORDER_LINK_SECRET;
  return secret ? await photoUrl(secret, orderId, id, { size }) : null;
}

/**
 * The order shown as the page's steps share it, formatted here: the browser would need Intl code to
 * do it, and would have to agree with the server. Each step adds its own parts.
 */
export async function present(
  args: Args,
  { order, expiresAt }: Extract<OrderInView, { state: "order" }>,
  language: Language,
): Promise<OrderShown> {
  const env = args.context.cloudflare.env;
  const photos = await Promise.all(
    (await listPhotos(env, order.id)).map(async (photo) => ({ ...photo, url: await signedUrl(args, order.id, photo.id) })),
  );
  return {
    state: "order",
    id: order.id,
    plan: order.plan,
    planName: planById(order.plan)!.name,
    email: order.email,
    paidOn: formatDay(new Date(order.paidAt), language),
    amount: formatAmount(order.total, order.currency, language),
    discountCode: order.discountCode,
    validUntil: formatDay(expiresAt, language),
    refundedOn: order.refundedAt && order.status === "refunded" ? formatDay(new Date(order.refundedAt), language) : null,
    testMode: order.testMode,
    status: order.status,
    subject: order.subject,
    styles: order.styles,
    stylesAllowed: planById(order.plan)!.styles,
    photos,
    progress: null,
    headshots: [],
    preview: null,
    refund: null,
    short: null,
    redos: null,
  };
}

export const summary = (order: Order, language: Language): OrderSummary => ({
  planName: planById(order.plan)!.name,
  paidOn: formatDay(new Date(order.paidAt), language),
});

type Strings = PageData<"createHeadshot">["strings"];

/**
 * The page's strings that `view` can show. The page's data is inlined in the document, and encoding
 * it is a good part of the page's CPU: the panels of the other states, and the progress's and the
 * gallery's texts before there is any, made up nearly half of it. The errors of the upload's and the
 * gallery's forms stay in every state: a form sent from an old tab or without JavaScript is answered
 * on this page whatever the order's state.
 */
export function shownStrings(strings: Strings, view: OrderView): Strings {
  const {
    order,
    upload,
    started,
    progress,
    exportData,
    deleteNow,
    refund,
    results,
    gallery,
    pending,
    delayed,
    none,
    invalid,
    expired,
    deleted,
    replace,
    emailed,
    ...page
  } = strings;
  const errors = { upload: { errors: upload.errors }, gallery: { errors: gallery.errors } };
  // The note that the images are previews only goes with the local generator's.
  const { preview: _, ...resultsOfAstria } = results;
  const panels = { pending, delayed, none, invalid, expired, deleted, replace, emailed };
  if (view.state !== "order") return { ...page, ...errors, [view.state]: panels[view.state] } as Strings;
  if (view.refundedOn) return { ...page, ...errors, order } as Strings;
  return {
    ...page,
    order,
    upload,
    exportData,
    deleteNow,
    ...(view.refund ? { refund } : {}),
    // A running job's progress is the heading instead.
    ...(isCollecting(view.status) || view.progress ? {} : { started }),
    ...(view.progress ? { progress } : {}),
    ...(view.headshots.length > 0 ? { results: view.preview ? results : resultsOfAstria, gallery } : { gallery: errors.gallery }),
  } as Strings;
}
