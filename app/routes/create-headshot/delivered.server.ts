import type { OrderInView } from "~/features/orders/access.server";
import type { Order } from "~/features/orders/orders.server";
import { ratings, type GalleryError, type GalleryIntent } from "~/features/photos/gallery/feedback";
import { feedbackOf, saveFeedback } from "~/features/photos/gallery/feedback.server";
import { cvCountries, cvCountryFor, frames, framing, type Unfit } from "~/features/photos/gallery/formats";
import { publishedOf, publishHeadshot, unpublishHeadshot } from "~/features/photos/gallery/gallery.server";
import { listHeadshots, localPreview, type KeptFace } from "~/features/photos/jobs/headshots.server";
import { shortfall } from "~/features/photos/jobs/likeness.server";
import { resources } from "~/locales/resources.server";
import { edgeCountry } from "~/utils/edge.server";
import { localizePath, type Language } from "~/utils/i18n";
import { present, reply, signedUrl, type Args, type OrderView } from "./order.server";

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
  if (intent === "publish") {
    // A public page only with the buyer's consent, given for this image; found by search engines
    // only with its own tick, anything else but the box's value read as no.
    if (fields.get("consent") !== "yes") return refuse("consent", 400);
    // A headshot the buyer hid is not shown to anyone until the buyer shows it again (ADR 090).
    if ((await feedbackOf(env, order.id))[image]?.hidden) return refuse("hidden", 409);
    const findable = fields.get("findable") === "yes";
    return (await publishHeadshot(env, order.id, image, findable)) ? reply({ intent, image, done: true }) : refuse("missing", 404);
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
  // A hidden headshot is shown to nobody: its public page, if it has one, is taken down with it.
  const page = "hidden" in change && change.hidden ? (await publishedOf(env, order.id)).get(image) : undefined;
  if (page) await unpublishHeadshot(env, order.id, page.id);
  return reply({ intent, image, done: true });
}
