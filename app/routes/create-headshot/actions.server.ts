import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { isCollecting } from "~/features/orders/states";
import type { Order } from "~/features/orders/orders.server";
import {
  parseChoices,
  receivePhotos,
  removePhoto,
  requestStart,
  uploadTooLarge,
} from "~/features/photos/upload/photos.server";
import { startGeneration } from "~/features/orders/generation-job.server";
import { saveChoices } from "~/features/orders/collecting.server";
import { deleteAtOnce } from "~/features/photos/retention/deletion.server";
import { publishHeadshot, unpublishHeadshot } from "~/features/photos/gallery/gallery.server";
import { intents, type Intent, type PhotoOutcome, type UploadError, type UploadReply } from "~/features/photos/upload/replies";
import { galleryIntents, ratings, type GalleryError, type GalleryIntent, type GalleryReply } from "~/features/photos/gallery/feedback";
import { saveFeedback } from "~/features/photos/gallery/feedback.server";
import { isSameOrigin } from "~/utils/same-origin.server";
import { readFormOrRejection } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";
import { chooseOrder, heldOrder, holdsOffer, namedByForm, orderChoices, type OrderAccess } from "./order.server";

const maxFormBytes = 4 * 1024;

const reply = (body: UploadReply | GalleryReply, status = 200) => data(body, { status, headers: { "Cache-Control": "no-store" } });
const refuse = (intent: Intent, error: UploadError, status: number) => reply({ intent, error }, status);
// To the page itself, as a GET, once a form changed what it shows for good: the progress view
// refreshes by reloading, which after a POST would ask to send the form again.
const backToPage = (request: Request) => redirect(new URL(request.url).pathname, 303);
const accessError = (access: Exclude<OrderAccess, { order: Order }>) => (access.problem === "expired" ? 410 : 403);

/**
 * The upload page's forms: photos (multipart, read part by part), the subject and styles, removing a
 * photo, and the request to start. Each answers for the order the browser's private link names,
 * and only while generation has not started.
 */
export async function uploadAction(args: Pick<ActionFunctionArgs, "request" | "context">) {
  const { request, context } = args;
  const env = context.cloudflare.env;
  if (!isSameOrigin(request)) return refuse("upload", "foreign", 403);

  // Every form here is for the order the browser holds (or is offered): without one, the answer
  // comes from the headers, before a byte of the body is read.
  const held = await heldOrder(args);
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    if (uploadTooLarge(request)) return refuse("upload", "requestTooLarge", 413);
    if ("problem" in held) return refuse("upload", held.problem, accessError(held));
    if (!isCollecting(held.order.status)) return refuse("upload", "closed", 409);
    let access: OrderAccess = { problem: "invalid" };
    // The form's order is compared with the held one once the fields before the first photo have
    // arrived (the page puts the order's id first), so that no photo is read into an order it does not belong to.
    let outcomes: PhotoOutcome[];
    try {
      ({ outcomes } = await receivePhotos(request, env, async (fields) => {
        access = namedByForm(held, fields.get("order"));
        return "order" in access ? access.order : null;
      }));
    } catch (error) {
      if (error instanceof RequestRejected) return refuse("upload", "requestTooLarge", 413);
      throw error;
    }
    const checked = access as OrderAccess;
    if ("problem" in checked) return refuse("upload", checked.problem, accessError(checked));
    if (outcomes.length === 0) return refuse("upload", "none", 400);
    return reply({ intent: "upload", outcomes }, outcomes.every((outcome) => outcome.accepted) ? 200 : 400);
  }

  // Choosing between the held order and an offered one needs only the offer.
  if ("problem" in held && !holdsOffer(request)) return refuse("upload", held.problem, accessError(held));
  const fields = await readFormOrRejection(request, maxFormBytes);
  if (fields instanceof RequestRejected) return refuse("upload", "none", fields.status);
  const choice = orderChoices.find((name) => name === fields.get("intent"));
  if (choice) return chooseOrder(args, choice);
  const galleryIntent = galleryIntents.find((name) => name === fields.get("intent"));
  if (galleryIntent) return galleryAction(args, galleryIntent, fields, held);
  const intent = intents.find((name) => name === fields.get("intent"));
  if (!intent || intent === "upload") return refuse("upload", "none", 400);
  const access = namedByForm(held, fields.get("order"));
  if ("problem" in access) return refuse(intent, access.problem, accessError(access));
  const { order } = access;
  if (intent === "delete") {
    // Nothing can bring the photos back: only with the box ticked.
    if (fields.get("confirm") !== "yes") return refuse(intent, "confirmDelete", 400);
    await deleteAtOnce(env, context.cloudflare.ctx, order.id);
    return backToPage(request);
  }
  if (!isCollecting(order.status)) return refuse(intent, "closed", 409);

  switch (intent) {
    case "choices": {
      const choices = parseChoices(fields, order);
      if ("error" in choices) return reply({ intent, error: choices.error, picked: choices.picked }, 400);
      return (await saveChoices(env, order.id, choices)) ? reply({ intent, done: true }) : refuse(intent, "closed", 409);
    }
    case "remove":
      return (await removePhoto(env, order, fields.get("photo") ?? "")) ? reply({ intent, done: true }) : refuse(intent, "missing", 404);
    case "start": {
      // "Every photo shows only me": needed where the server could not check every photo.
      const started = await requestStart(env, order, fields.get("confirm") === "yes");
      if (started !== "started") return refuse(intent, started, 409);
      await startGeneration(env, order.id);
      return backToPage(request);
    }
  }
}

/**
 * The private gallery's forms: a favourite mark, a rating and a public page per image. Like the upload's, each
 * answers only for the order the browser's private link names, but only once it is delivered.
 */
async function galleryAction(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  intent: GalleryIntent,
  fields: URLSearchParams,
  held: OrderAccess,
) {
  const image = fields.get("image") ?? "";
  const refuse = (error: GalleryError, status: number) => reply({ intent, image, error }, status);
  const access = namedByForm(held, fields.get("order"));
  if ("problem" in access) return refuse(access.problem, accessError(access));
  if (access.order.status !== "delivered") return refuse("notDelivered", 409);
  const env = args.context.cloudflare.env;
  if (intent === "publish") {
    // A public page only with the buyer's consent, given for this image; found by search engines
    // only with its own tick, anything else but the box's value read as no.
    if (fields.get("consent") !== "yes") return refuse("consent", 400);
    const findable = fields.get("findable") === "yes";
    return (await publishHeadshot(env, access.order.id, image, findable)) ? reply({ intent, image, done: true }) : refuse("missing", 404);
  }
  if (intent === "unpublish") {
    return (await unpublishHeadshot(env, access.order.id, fields.get("item") ?? ""))
      ? reply({ intent, image, done: true })
      : refuse("missing", 404);
  }
  const rating = ratings.find((value) => String(value) === fields.get("rating"));
  if (intent === "rate" && rating === undefined) return refuse("rating", 400);
  const change = intent === "rate" ? { rating: rating! } : { favourite: fields.get("favourite") === "1" };
  if (!(await saveFeedback(env, access.order.id, image, change))) return refuse("missing", 404);
  return reply({ intent, image, done: true });
}
