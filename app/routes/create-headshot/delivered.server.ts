import type { OrderInView } from "~/features/orders/access.server";
import type { Order } from "~/features/orders/orders.server";
import { refundOrder, refundStanding, requestRefund } from "~/features/orders/refunds.server";
import { RefundSchema } from "~/features/orders/refund-schema";
import { RefundFailed } from "~/services/lemonsqueezy.server";
import type { UploadError } from "~/features/photos/upload/replies";
import { formatDay } from "~/utils/format.server";
import { parseForm } from "~/utils/forms";
import { ratings, type GalleryError, type GalleryIntent } from "~/features/photos/gallery/feedback";
import { feedbackOf, saveFeedback } from "~/features/photos/gallery/feedback.server";
import { cvCountries, cvCountryFor, frames, framing, type Unfit } from "~/features/photos/gallery/formats";
import { publishedOf, publishHeadshot, unpublishHeadshot } from "~/features/photos/gallery/gallery.server";
import { listHeadshots, localPreview, type KeptFace } from "~/features/photos/jobs/headshots.server";
import { shortfall } from "~/features/photos/jobs/likeness.server";
import { redosFor, redosOf, requestRedo, type RedoRefusal } from "~/features/photos/jobs/redo.server";
import { RedoSchema } from "~/features/photos/gallery/redo-schema";
import { resources } from "~/locales/resources.server";
import { edgeCountry } from "~/utils/edge.server";
import { localizePath, type Language } from "~/utils/i18n";
import { backToPage, present, reply, signedUrl, type Args, type OrderView } from "./order.server";

/**
 * The delivered step's data: the order with its images (each with signed addresses of it, its
 * thumbnail and its previews, and the formats it does not give), the buyer's marks and ratings, each published image's public page (absolute, in the
 * page's language, as the buyer shares it), and the download formats' countries.
 */
export async function loadDelivered(args: Args, inView: Extract<OrderInView, { state: "order" }>, language: Language, origin: string) {
  const env = args.context.cloudflare.env;
  const { order } = inView;
  const view = await present(args, inView, language);
  view.headshots = await Promise.all(
    (await listHeadshots(env, order.id)).map(async ({ face, ...image }) => ({
      ...image,
      unfit: unfitFrames(image.width, image.height, face),
      url: await signedUrl(args, order.id, image.id),
      thumbnail: await signedUrl(args, order.id, image.id, "thumb"),
      preview: await signedUrl(args, order.id, image.id, "preview"),
    })),
  );
  view.preview = localPreview(env, order.plan);
  view.short = await shortfall(env, order);
  view.redos = { list: await redosOf(env, order.id), limit: redosFor(order.plan) };
  const refund = await refundStanding(env, order);
  // Nothing at all once the days are over without a request: the page then says nothing of it.
  view.refund =
    refund.open || refund.request
      ? {
          offered: refund.open ? (refund.downloaded ? "request" : "now") : null,
          until: formatDay(refund.until, language),
          request: refund.request,
        }
      : null;
  const [feedback, pages] =
    view.headshots.length > 0 ? await Promise.all([feedbackOf(env, order.id), publishedOf(env, order.id)]) : [{}, new Map()];
  const published = Object.fromEntries(
    [...pages].map(([image, item]) => [image, { url: origin + localizePath(`/gallery/${item.id}`, language), findable: item.findable }]),
  );
  const cv = {
    country: cvCountryFor(edgeCountry(args.request, args.context), language),
    names: Object.fromEntries(cvCountries.map((code) => [code, resources[language].reviewCountries.countries[code].name])),
  };
  return { view: view satisfies OrderView, status: 200, feedback, published, cv };
}

/**
 * Why a headshot of `width` × `height` does not give each frame that it does not give, by the
 * frame's name, as its crop will judge it; none where its face was never read, which the crop reads
 * then (ADR 049). Judged here, so that the page's code carries no crop rule.
 */
function unfitFrames(width: number, height: number, face: KeptFace): Partial<Record<string, Unfit>> {
  if (face === undefined) return {};
  return Object.fromEntries(
    frames.flatMap((frame) => {
      const box = framing(width, height, face, frame);
      return typeof box === "string" ? [[frame.name, box]] : [];
    }),
  );
}

/**
 * The private gallery's forms: a favourite mark, a rating, hiding and a public page per image, for
 * the delivered order the browser's private link names.
 */
export async function deliveredAction(args: Args, intent: GalleryIntent, fields: URLSearchParams, order: Order) {
  const image = fields.get("image") ?? "";
  const refuse = (error: GalleryError, status: number) => reply({ intent, image, error }, status);
  const env = args.context.cloudflare.env;
  if (intent === "redo") return redoAction(env, fields, order, refuse);
  if (intent === "publish") {
    // A public page only with the buyer's consent, given for this image; found by search engines
    // only with its own tick, anything else but the box's value read as no.
    if (fields.get("consent") !== "yes") return refuse("consent", 400);
    // A headshot the buyer hid is not shown to anyone until the buyer shows it again (ADR 090).
    if ((await feedbackOf(env, order.id))[image]?.hidden) return refuse("hidden", 409);
    const findable = fields.get("findable") === "yes";
    const page = await publishHeadshot(env, order.id, image, findable).catch((error: unknown) => {
      console.error(`Headshot ${image} of order ${order.id} not published:`, error);
      return undefined;
    });
    if (page === undefined) return refuse("unpublished", 503);
    return page ? reply({ intent, image, done: true }) : refuse("missing", 404);
  }
  if (intent === "unpublish") {
    return (await unpublishHeadshot(env, order.id, fields.get("item") ?? ""))
      ? reply({ intent, image, done: true })
      : refuse("missing", 404);
  }
  const rating = ratings.find((value) => String(value) === fields.get("rating"));
  if (intent === "rate" && rating === undefined) return refuse("rating", 400);
  const change =
    intent === "rate"
      ? { rating: rating! }
      : intent === "hide"
        ? { hidden: fields.get("hidden") === "1" }
        : { favourite: fields.get("favourite") === "1" };
  if (!(await saveFeedback(env, order.id, image, change))) return refuse("missing", 404);
  if ("hidden" in change && change.hidden) await takeDown(env, order.id, image);
  return reply({ intent, image, done: true });
}

/** A headshot hidden or turned down is shown to nobody: its public page, if it has one, is taken down with it. */
async function takeDown(env: Env, orderId: string, image: string): Promise<void> {
  const page = (await publishedOf(env, orderId)).get(image);
  if (page) await unpublishHeadshot(env, orderId, page.id);
}

const redoErrors: Record<RedoRefusal, [GalleryError, number]> = {
  missing: ["missing", 404],
  redone: ["redone", 409],
  hidden: ["redoHidden", 409],
  redoLimit: ["redoLimit", 409],
  redoClosed: ["redoClosed", 409],
};

/**
 * "Doesn't look like me" (docs/decisions/092-the-buyers-re-do.md): the headshot leaves the gallery and
 * its replacement's job starts, if the order allows one now; a forged, replayed or late form changes
 * nothing and is told why.
 */
async function redoAction(
  env: Env,
  fields: URLSearchParams,
  order: Order,
  refuse: (error: GalleryError, status: number) => ReturnType<typeof reply>,
) {
  const submission = parseForm(fields, RedoSchema);
  if (submission.status !== "success") return refuse("missing", 404);
  const { image } = submission.value;
  const made = await requestRedo(env, order, image);
  if ("refused" in made) return refuse(...redoErrors[made.refused]);
  await takeDown(env, order.id, image);
  return reply({ intent: "redo", image, done: true });
}

/**
 * "Refund my order" (ADR 091), for the delivered order the browser's private link names: within the
 * refund days, refunded at once with the box ticked while no headshot was downloaded, otherwise
 * asked of the operator with the buyer's reason. The server decides which by the order as it is now,
 * so a form from an old tab, or forged, gets what the order allows and no more. A store that fails
 * changes nothing, and the buyer can ask again.
 */
export async function refundAction(args: Args, fields: URLSearchParams, order: Order) {
  const env = args.context.cloudflare.env;
  const refuse = (error: UploadError, status: number) => reply({ intent: "refund", error }, status);
  const standing = await refundStanding(env, order);
  if (!standing.open) return refuse("refundClosed", 409);
  const submission = parseForm(fields, RefundSchema);
  if (submission.status !== "success") return refuse(standing.downloaded ? "refundReason" : "confirmRefund", 400);
  const { confirm, reason } = submission.value;
  if (standing.downloaded) {
    if (!reason) return refuse("refundReason", 400);
    await requestRefund(env, order.id, reason);
    return backToPage(args.request);
  }
  // Nothing can bring the headshots back: only with the box ticked.
  if (!confirm) return refuse("confirmRefund", 400);
  try {
    await refundOrder(env, order.id);
  } catch (error) {
    if (!(error instanceof RefundFailed)) throw error;
    console.error(`Refunding order ${order.id} failed; it stays as it was:`, error.message);
    return refuse("refundFailed", 502);
  }
  return backToPage(args.request);
}
