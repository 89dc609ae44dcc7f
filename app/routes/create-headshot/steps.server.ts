/**
 * /create-headshot, one address for every step of the order (docs/decisions/066-a-module-per-step.md):
 * the e-mailed link, the checkout's return and every form land here, and the order's state picks
 * the step whose loader makes the page's data and whose action answers a form. A form of one step
 * sent to an order at another (an old tab, no JavaScript) is answered with that step's message on
 * the page. The route's browser code names this one server module, not each step's (an empty chunk apiece).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { heldOrder, holdsOffer, namedByForm, orderChoices, orderInView } from "~/features/orders/access.server";
import { galleryIntents } from "~/features/photos/gallery/feedback";
import { deleteAtOnce } from "~/features/photos/retention/deletion.server";
import { uploadTooLarge } from "~/features/photos/upload/photos.server";
import { intents, type Intent, type UploadError } from "~/features/photos/upload/replies";
import { resources } from "~/locales/resources.server";
import { getCompany } from "~/utils/env.server";
import { loadPage } from "~/utils/page.server";
import { readFormOrRejection } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";
import { isSameOrigin } from "~/utils/same-origin.server";
import { deliveredAction, loadDelivered, refundAction } from "./delivered.server";
import { loadInProgress } from "./in-progress.server";
import { backToPage, reply, shownStrings, stepOf, stepOfOrder } from "./order.server";
import { loadPaying, payingAction } from "./paying.server";
import { accessError, loadUpload, receiveUpload, uploadAction, uploadIntents } from "./upload.server";

/**
 * The page's data: its strings, the step, the order as the visitor's cookies or link show it, and
 * what the step adds. What it shows depends on the visitor's order cookies: never kept by a shared
 * cache, and checked with the server before the browser shows it again. (With no-store, Chromium
 * reports the page's client-side data requests as aborted once Remix has read them.)
 */
export async function loadOrderPage(args: LoaderFunctionArgs) {
  const page = await loadPage(args, "createHeadshot");
  const inView = await orderInView(args);
  const step = stepOf(inView);
  const { language } = page;
  const shared = {
    ...page,
    // Where a buyer whose payment confirmation does not arrive can write.
    support: getCompany(args.context).email,
    // The styles' names are the gallery's, and the upload's choice names them too.
    styleNames: resources[language].gallery.styles,
  };
  const stepData =
    inView.state !== "order" || step === "paying"
      ? { step: "paying" as const, ...(await loadPaying(args, inView, language)) }
      : step === "upload"
        ? { step, ...(await loadUpload(args, inView, language)) }
        : step === "in-progress"
          ? { step, ...(await loadInProgress(args, inView, language)) }
          : { step, ...(await loadDelivered(args, inView, language, new URL(page.seo.canonical).origin)) };
  const { status, ...rest } = stepData;
  return data(
    { ...shared, ...rest, strings: shownStrings(page.strings, rest.view) },
    { status, headers: { "Cache-Control": "private, no-cache", Vary: "Cookie" } },
  );
}

const maxFormBytes = 4 * 1024;

const refuse = (intent: Intent, error: UploadError, status: number) => reply({ intent, error }, status);

/**
 * The page's forms, each for the order the browser's private link names and only at the step it
 * belongs to; the photos (multipart) are the upload step's, read part by part.
 */
export async function orderAction(args: Pick<ActionFunctionArgs, "request" | "context">) {
  const { request, context } = args;
  if (!isSameOrigin(request)) return refuse("upload", "foreign", 403);

  // Every form here is for the order the browser holds (or is offered): without one, the answer
  // comes from the headers, before a byte of the body is read.
  const held = await heldOrder(args);
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    if (uploadTooLarge(request)) return refuse("upload", "requestTooLarge", 413);
    if ("problem" in held) return refuse("upload", held.problem, accessError(held));
    if (stepOfOrder(held.order) !== "upload") return refuse("upload", "closed", 409);
    return receiveUpload(args, held);
  }

  // Choosing between the held order and an offered one needs only the offer.
  if ("problem" in held && !holdsOffer(request)) return refuse("upload", held.problem, accessError(held));
  const fields = await readFormOrRejection(request, maxFormBytes);
  if (fields instanceof RequestRejected) return refuse("upload", "none", fields.status);
  const intent = fields.get("intent");
  const choice = orderChoices.find((name) => name === intent);
  if (choice) return payingAction(args, choice);
  const access = namedByForm(held, fields.get("order"));
  const galleryIntent = galleryIntents.find((name) => name === intent);
  if (galleryIntent) {
    const image = fields.get("image") ?? "";
    if ("problem" in access) return reply({ intent: galleryIntent, image, error: access.problem }, accessError(access));
    if (stepOfOrder(access.order) !== "delivered") return reply({ intent: galleryIntent, image, error: "notDelivered" }, 409);
    return deliveredAction(args, galleryIntent, fields, access.order);
  }
  const formIntent = intents.find((name) => name === intent);
  if (!formIntent || formIntent === "upload") return refuse("upload", "none", 400);
  if ("problem" in access) return refuse(formIntent, access.problem, accessError(access));
  const { order } = access;
  // What the buyer may do with their data is part of every step: having it deleted now.
  if (formIntent === "delete") {
    // Nothing can bring the photos back: only with the box ticked.
    if (fields.get("confirm") !== "yes") return refuse(formIntent, "confirmDelete", 400);
    await deleteAtOnce(context.cloudflare.env, context.cloudflare.ctx, order.id);
    return backToPage(request);
  }
  if (formIntent === "refund") {
    if (stepOfOrder(order) !== "delivered") return refuse(formIntent, "refundClosed", 409);
    return refundAction(args, fields, order);
  }
  const uploadIntent = uploadIntents.find((name) => name === formIntent)!;
  if (stepOfOrder(order) !== "upload") return refuse(uploadIntent, "closed", 409);
  return uploadAction(args, uploadIntent, fields, order);
}
