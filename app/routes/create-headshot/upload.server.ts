import { namedByForm, type OrderAccess, type OrderInView } from "~/features/orders/access.server";
import { saveChoices } from "~/features/orders/collecting.server";
import { startGeneration } from "~/features/orders/generation-job.server";
import type { Order } from "~/features/orders/orders.server";
import { parseChoices, receivePhotos, removePhoto, requestStart } from "~/features/photos/upload/photos.server";
import type { Intent, PhotoOutcome, UploadError } from "~/features/photos/upload/replies";
import type { Language } from "~/utils/i18n";
import { RequestRejected } from "~/utils/request-rejected";
import { backToPage, present, reply, type Args, type OrderView } from "./order.server";

/** The upload step's data: the order with its photos so far. */
export async function loadUpload(args: Args, inView: Extract<OrderInView, { state: "order" }>, language: Language) {
  return { view: (await present(args, inView, language)) satisfies OrderView, status: 200 };
}

const refuse = (intent: Intent, error: UploadError, status: number) => reply({ intent, error }, status);
export const accessError = (access: Exclude<OrderAccess, { order: Order }>) => (access.problem === "expired" ? 410 : 403);

/** The forms of the upload step besides its photos. */
export const uploadIntents = ["choices", "remove", "start"] as const satisfies readonly Intent[];

/**
 * The photos of a multipart upload, read part by part, for the order the browser holds while it
 * collects them. The form's order is compared with the held one once the fields before the first
 * photo have arrived (the page puts the order's id first), so that no photo is read into an order
 * it does not belong to.
 */
export async function receiveUpload(args: Args, held: { order: Order }) {
  let access: OrderAccess = { problem: "invalid" };
  let outcomes: PhotoOutcome[];
  try {
    ({ outcomes } = await receivePhotos(args.request, args.context.cloudflare.env, async (fields) => {
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

/** The subject and styles, removing a photo, and the request to start, while the order collects its photos. */
export async function uploadAction(args: Args, intent: (typeof uploadIntents)[number], fields: URLSearchParams, order: Order) {
  const env = args.context.cloudflare.env;
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
      return backToPage(args.request);
    }
  }
}
