/**
 * Which order /create-headshot shows, without an account. The e-mailed link (`?order=`, a signed
 * token) is moved into a cookie that only the server reads, and the page is shown at its plain
 * address: the secret never sits in the address bar, the history, a screenshot or an analytics hit.
 * Right after paying, the checkout's reference finds the order, but only in the browser it was
 * issued to (app/features/orders/checkout-ref.server.ts), and only with the proof that this browser
 * watched the payment; `?checkout=` says that the buyer is back, with that proof (`&paid=`) when the
 * overlay had it. Without it the page says where the order's link went, and no more: whoever paid
 * may be someone else, to whom the holder of the reference handed the checkout. Neither replaces an
 * order the browser already holds without asking, by a form.
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type PlanId, type Style, planById } from "~/content/business";
import { isCollecting, isRunning, type OrderStatus, type Subject } from "~/features/orders/states";
import { listHeadshots, localPreview } from "~/features/photos/jobs/headshots.server";
import { photoUrl, type PhotoSize } from "~/features/photos/photo-urls.server";
import { listPhotos, type StoredPhoto } from "~/features/photos/upload/photos.server";
import { deletionUnderWay } from "~/features/photos/retention/deletion.server";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { getCompany, getEnv } from "~/utils/env.server";
import { localizePath, type Language } from "~/utils/i18n";
import type { PageData } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { feedbackOf } from "~/features/photos/gallery/feedback.server";
import { publishedOf } from "~/features/photos/gallery/gallery.server";
import { checkOrderLink, linkExpiry, orderLinkToken } from "~/features/orders/order-links.server";
import { formatAmount, formatDay, formatDuration } from "~/utils/format.server";
import { cvCountries, cvCountryFor } from "~/features/photos/gallery/formats";
import { resources } from "~/locales/resources.server";
import { edgeCountry } from "~/utils/edge.server";
import { claimOrderByCheckoutRef, findOrder, orderPaidThroughCheckout, type Order } from "~/features/orders/orders.server";
import { forgetCheckout, heldCheckout, keepCheckout, paymentProofOf } from "~/features/orders/checkout-ref.server";

const orderCookie = "order_access";
// An order a link (or a finished checkout) would put in place of the one the browser holds, until
// the buyer says which to keep; long enough to read the question.
const offerCookie = "order_offer";
const offerSeconds = 3600;
// Webhooks normally arrive within seconds; after this long the page stops checking, says so
// honestly, and names the support address (a later webhook still sends the e-mailed link).
export const pendingSeconds = 120;

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
      /** Once delivered: the images, each with its style and signed addresses of it and its thumbnail. */
      headshots: Array<{ id: string; style: Style; url: string | null; thumbnail: string | null }>;
      /** Once delivered by the local generator: the previews' side, and the side the plan promises. */
      preview: { side: number; promised: number } | null;
    };

type Args = Pick<LoaderFunctionArgs, "request" | "context">;

export async function orderView({ request, context }: Args, language: Language): Promise<{ view: OrderView; status: number }> {
  const env = context.cloudflare.env;
  const secret = getEnv(context).ORDER_LINK_SECRET;
  const url = new URL(request.url);
  const secure = url.protocol === "https:";
  const keep = (name: string, value: string, maxAge: number) =>
    context.responseCookies.push(serializeCookie(name, value, { maxAge, secure, httpOnly: true }));
  const forget = (name: string) => context.responseCookies.push(serializeCookie(name, "", { maxAge: 0, secure, httpOnly: true }));
  const problem = (state: "invalid" | "expired") => ({ view: { state }, status: state === "expired" ? 410 : 404 });
  const shown = async (order: Order, token: string) => {
    // Its photos and details are gone, as the link said they would be: gone, not missing.
    // Once the buyer asked, the page says so, even while the sweep still finishes at Astria.
    if (order.status === "deleted" || order.deletionRequestedAt) {
      return { view: { state: "deleted" as const, underWay: await deletionUnderWay(env, order.id) }, status: 410 };
    }
    const expiresAt = linkExpiry(order.paidAt);
    keep(orderCookie, token, Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)));
    const signed = async (id: string, size: PhotoSize = "full") => (secret ? await photoUrl(secret, order.id, id, { size }) : null);
    const photos = await Promise.all((await listPhotos(env, order.id)).map(async (photo) => ({ ...photo, url: await signed(photo.id) })));
    const made = await listHeadshots(env, order.id);
    const plan = planById(order.plan)!;
    const running = isRunning(order.status);
    return {
      view: {
        ...present(order, expiresAt, language, photos),
        progress: running
          ? {
              ready: made.length,
              total: plan.photos,
              expected: formatDuration(plan.deliveryMinutes, language),
              estimate: order.status === "training" ? providerEstimate(order.providerEta, language) : null,
            }
          : null,
        headshots:
          order.status === "delivered"
            ? await Promise.all(
                made.map(async (image) => ({ ...image, url: await signed(image.id), thumbnail: await signed(image.id, "thumb") })),
              )
            : [],
        preview: order.status === "delivered" ? localPreview(env, order.plan) : null,
      },
      status: 200,
    };
  };

  // The order this browser holds, if it may still be shown: one deleted or gone is replaced without asking.
  const cookies = request.headers.get("Cookie");
  const heldToken = readCookie(cookies, orderCookie);
  const heldLink = heldToken && secret ? await checkOrderLink(secret, heldToken) : null;
  const held = heldLink?.status === "valid" ? await findOrder(env, heldLink.orderId) : null;
  const current = held && held.status !== "deleted" && !held.deletionRequestedAt ? held : null;

  const replacing = (current: Order, offered: Order) => ({
    view: { state: "replace" as const, held: summary(current, language), offered: summary(offered, language) },
    status: 200,
  });

  const token = url.searchParams.get("order");
  const ref = url.searchParams.get("checkout");
  if (token !== null) {
    const link = secret ? await checkOrderLink(secret, token) : ({ status: "invalid" } as const);
    // A link that does not work changes nothing the browser holds.
    if (link.status !== "valid") return problem(link.status);
    if (current && current.id !== link.orderId) {
      // Another order is on this browser: the page asks (by form) before it replaces it.
      keep(offerCookie, token, offerSeconds);
    } else {
      keep(orderCookie, token, Math.floor((link.expiresAt.getTime() - Date.now()) / 1000));
      forget(offerCookie);
    }
  } else if (ref !== null) {
    const pending = heldCheckout(cookies);
    // Only the browser the reference was issued to may follow it; anyone else's changes nothing.
    if (!pending || pending.ref !== ref) return problem("invalid");
    const given = url.searchParams.get("paid");
    const paid = given === null ? pending.paid : paymentProofOf(given);
    if (!paid && given !== null) return problem("invalid");
    if (pending.arrivedAt === null || paid !== pending.paid)
      keepCheckout(context, request, { ref, arrivedAt: pending.arrivedAt ?? Math.floor(Date.now() / 1000), paid });
  }
  if (token !== null || ref !== null) {
    url.searchParams.delete("order");
    url.searchParams.delete("checkout");
    url.searchParams.delete("paid");
    throw redirect(url.pathname + url.search);
  }

  const pending = heldCheckout(cookies);
  if (pending && secret) {
    const order = pending.paid ? await claimOrderByCheckoutRef(env, pending.ref, pending.paid) : null;
    if (order) {
      forgetCheckout(context, request);
      const orderToken = await orderLinkToken(secret, order.id, linkExpiry(order.paidAt));
      if (!current || current.id === order.id) return shown(order, orderToken);
      keep(offerCookie, orderToken, offerSeconds);
      return replacing(current, order);
    }
    const unproven = await orderPaidThroughCheckout(env, pending.ref);
    if (unproven && current?.id === unproven.id) {
      // Its e-mailed link, opened here, has made it this browser's: the reference has done its part.
      forgetCheckout(context, request);
    } else if (!current || pending.arrivedAt !== null) {
      // Back from the checkout (until then the order the browser holds, if any, stays in view).
      const arrivedAt = pending.arrivedAt ?? Math.floor(Date.now() / 1000);
      if (pending.arrivedAt === null) keepCheckout(context, request, { ...pending, arrivedAt });
      // Paid, but nothing shows that this browser paid (back without JavaScript, or never the payer's):
      // the e-mailed link is the way in, and only the payer's mailbox holds it.
      if (unproven) return { view: { state: "emailed", email: maskedEmail(unproven.email) }, status: 200 };
      return { view: { state: Date.now() / 1000 - arrivedAt > pendingSeconds ? "delayed" : "pending" }, status: 200 };
    }
  }

  const offered = readCookie(cookies, offerCookie);
  if (offered) {
    const link = secret ? await checkOrderLink(secret, offered) : ({ status: "invalid" } as const);
    const order = link.status === "valid" ? await findOrder(env, link.orderId) : null;
    if (order && current && current.id !== order.id) return replacing(current, order);
    forget(offerCookie);
    if (order && !current) return shown(order, offered);
  }

  if (heldToken) {
    if (held) return shown(held, heldToken);
    forget(orderCookie);
    return problem(heldLink?.status === "expired" ? "expired" : "invalid");
  }
  return { view: { state: "none" }, status: 200 };
}

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
    // A running job's progress is the heading instead.
    ...(isCollecting(view.status) || view.progress ? {} : { started }),
    ...(view.progress ? { progress } : {}),
    ...(view.headshots.length > 0 ? { results: view.preview ? results : resultsOfAstria, gallery } : { gallery: errors.gallery }),
  } as Strings;
}

/**
 * An address as someone who may not own it is shown it: enough for its owner to know which mailbox
 * to look in ("j•••@example.com"), not enough to write to it.
 */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** The provider's estimate of the time training still takes, in whole minutes; none once it has passed. */
function providerEstimate(eta: string | null, language: Language): string | null {
  const minutes = eta ? Math.ceil((Date.parse(eta) - Date.now()) / 60_000) : Number.NaN;
  return minutes > 0 ? formatDuration(minutes, language) : null;
}

const summary = (order: Order, language: Language): OrderSummary => ({
  planName: planById(order.plan)!.name,
  paidOn: formatDay(new Date(order.paidAt), language),
});

// Formatted here: the browser would need Intl code to do it, and would have to agree with the server.
function present(
  order: Order,
  expiresAt: Date,
  language: Language,
  photos: PhotoView[],
): Omit<Extract<OrderView, { state: "order" }>, "progress" | "headshots" | "preview"> {
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
  };
}

export type OrderAccess = { order: Order } | { problem: "invalid" | "expired" | "foreign" };

/**
 * The order a form may change: the one the browser's private link (its cookie) names, and only if
 * the form names the same order, so that a page of one order can never change another.
 */
export async function orderForForm(args: Args, formOrderId: string | null): Promise<OrderAccess> {
  return namedByForm(await heldOrder(args), formOrderId);
}

/**
 * The order the browser's private link (its cookie) names, judged on the request's headers alone:
 * an action asks it before it reads the body, so that a request without an order costs no more
 * than its headers.
 */
export async function heldOrder({ request, context }: Args): Promise<OrderAccess> {
  const secret = getEnv(context).ORDER_LINK_SECRET;
  const held = readCookie(request.headers.get("Cookie"), orderCookie);
  const link = secret && held ? await checkOrderLink(secret, held) : ({ status: "invalid" } as const);
  if (link.status !== "valid") return { problem: link.status };
  const order = await findOrder(context.cloudflare.env, link.orderId);
  return order ? { order } : { problem: "invalid" };
}

/** The held order if the form names it or no order at all (see {@link orderForForm}). */
export function namedByForm(access: OrderAccess, formOrderId: string | null): OrderAccess {
  if ("problem" in access || formOrderId === null || formOrderId === access.order.id) return access;
  return { problem: "foreign" };
}

/** Whether the browser is offered an order in place of the one it holds (see {@link chooseOrder}). */
export const holdsOffer = (request: Request) => readCookie(request.headers.get("Cookie"), offerCookie) !== null;

export const orderChoices = ["open-offered", "keep-held"] as const;
export type OrderChoice = (typeof orderChoices)[number];

/**
 * The answer to "replace the order this browser holds?": the offered order takes its place, or the
 * offer is dropped. Either way the page is shown again, as a GET.
 */
export async function chooseOrder({ request, context }: Args, choice: OrderChoice): Promise<Response> {
  const secret = getEnv(context).ORDER_LINK_SECRET;
  const secure = new URL(request.url).protocol === "https:";
  const offered = readCookie(request.headers.get("Cookie"), offerCookie);
  const link = secret && offered ? await checkOrderLink(secret, offered) : null;
  if (choice === "open-offered" && offered && link?.status === "valid") {
    const maxAge = Math.floor((link.expiresAt.getTime() - Date.now()) / 1000);
    context.responseCookies.push(serializeCookie(orderCookie, offered, { maxAge, secure, httpOnly: true }));
  }
  context.responseCookies.push(serializeCookie(offerCookie, "", { maxAge: 0, secure, httpOnly: true }));
  return redirect(new URL(request.url).pathname, 303);
}

/** The download formats' countries by name, and the one the CV format starts with. */
function cvChoice({ request, context }: Args, language: Language) {
  return {
    country: cvCountryFor(edgeCountry(request, context), language),
    names: Object.fromEntries(cvCountries.map((code) => [code, resources[language].reviewCountries.countries[code].name])),
  };
}

/**
 * The order page's data (./create-headshot.tsx): the page's strings, the order as the visitor's
 * cookies or link show it, and a delivered order's gallery. Here rather than in the route, so that
 * the route's browser code names one server module, not each of those it reads (an empty chunk
 * apiece), nor the download formats' country table, which only the gallery's part needs.
 */
export async function loadOrderPage(args: LoaderFunctionArgs) {
  const page = await loadPage(args, "createHeadshot");
  const { view, status } = await orderView(args, page.language);
  // Where a buyer whose payment confirmation does not arrive can write.
  const support = getCompany(args.context).email;
  // What this page shows depends on the visitor's order cookies: never kept by a shared cache, and
  // checked with the server before the browser shows it again. (With no-store, Chromium reports the
  // page's client-side data requests as aborted once Remix has read them.)
  // The styles' names are the gallery's.
  const styleNames = resources[page.language].gallery.styles;
  const delivered = view.state === "order" && view.headshots.length > 0;
  const env = args.context.cloudflare.env;
  const [feedback, pages] = delivered ? await Promise.all([feedbackOf(env, view.id), publishedOf(env, view.id)]) : [{}, new Map()];
  // Each published image's public page, as the buyer shares it: absolute, in the page's language.
  const origin = new URL(page.seo.canonical).origin;
  const published = Object.fromEntries(
    [...pages].map(([image, item]) => [
      image,
      { url: origin + localizePath(`/gallery/${item.id}`, page.language), findable: item.findable },
    ]),
  );
  const cv = cvChoice(args, page.language);
  return data(
    { ...page, strings: shownStrings(page.strings, view), view, support, styleNames, feedback, published, cv },
    { status, headers: { "Cache-Control": "private, no-cache", Vary: "Cookie" } },
  );
}
