/**
 * The hosted checkout of the test store (./lemonsqueezy-store.ts), for the browser tests: at the
 * store's links (https://resoume-test.lemonsqueezy.com/checkout/buy/<uuid>), which the overlay frames
 * with embed=1 and a buyer without the overlay sees as a page. It is filled in from the link's
 * `checkout[email]` and `checkout[discount_code]`; paying sends the app the store's signed
 * `order_created` webhook with the link's custom data (docs.lemonsqueezy.com/help/webhooks), then
 * tells lemon.js `Checkout.Success` with the order (docs.lemonsqueezy.com/help/lemonjs/handling-events),
 * and offers the confirmation button the README has a store point at the order page. Cancel asks
 * lemon.js to close the overlay.
 */
import { createHmac } from "node:crypto";
import type { Route } from "@playwright/test";
import { discounts, plans, type Currency, type DiscountCode } from "~/content/business";
import { orderDocument, orderEventBody, type LocalOrder } from "~/routes/local-checkout/purchase.server";
import { euroStoreVars, storeVars } from "./lemonsqueezy-store";

/** The host of the store's hosted checkout. */
export const storeHost = new URL(storeVars.LEMONSQUEEZY_CHECKOUT_BASIC).host;

/** What the checkout tells lemon.js once the order is paid: the event's `data` is the order object itself. */
export const checkoutSuccess = (order: LocalOrder) => ({ event: "Checkout.Success" as const, data: order });

const store: Record<string, string> = { ...storeVars, ...euroStoreVars };

/** What each checkout link sells: a plan, in a currency, as a variant its webhook names. */
const sold = new Map(
  plans.flatMap((plan) =>
    (["USD", "EUR"] satisfies Currency[]).map((currency) => {
      const infix = currency === "EUR" ? "EUR_" : "";
      const sale = { plan, currency, variantId: Number(store[`LEMONSQUEEZY_VARIANT_${infix}${plan.id}`]) };
      return [store[`LEMONSQUEEZY_CHECKOUT_${infix}${plan.id}`]!, sale] as const;
    }),
  ),
);

export type HostedCheckout = {
  /** The app's webhook endpoint, which the store was set up to call. */
  webhookUrl: string;
  /** The webhook's signing secret, as the app was given it. */
  secret: string;
  /** Where the confirmation button leads (the README: the order page). */
  confirmationUrl: string;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const page = (title: string, body: string, script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><main><h1>${title}</h1>${body}</main><script>${script}</script></body></html>`;

let orders = 0;

/** Answers a request to the store's hosted checkout: the checkout of a link, or its payment. */
export async function hostedCheckout(route: Route, { webhookUrl, secret, confirmationUrl }: HostedCheckout): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const sale = sold.get(url.origin + url.pathname);
  if (!sale) return route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" });
  const html = (title: string, body: string, script: string) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: page(title, body, script) });

  if (request.method() !== "POST") {
    const field = (label: string, name: string, value: string, extra = "") =>
      `<p><label>${label} <input name="${name}" value="${escape(value)}"${extra}></label></p>`;
    return html(
      "Test store checkout",
      `<form method="post" action="${escape(url.pathname + url.search)}">` +
        field("Pack", "pack", sale.plan.key, " readonly") +
        field("Email address", "email", url.searchParams.get("checkout[email]") ?? "", ' type="email" required') +
        field("Discount code (optional)", "discount", url.searchParams.get("checkout[discount_code]") ?? "") +
        `<p><button type="submit">Pay</button> <button type="button" id="cancel">Cancel</button></p></form>`,
      `parent.postMessage("mounted", "*"); document.getElementById("cancel").onclick = () => parent.postMessage("close", "*");`,
    );
  }

  const form = new URLSearchParams(request.postData() ?? "");
  const code = form.get("discount")?.trim().toUpperCase() ?? "";
  const subtotal = sale.plan.price * 100;
  const discount = code in discounts ? Math.round((subtotal * discounts[code as DiscountCode]) / 100) : 0;
  const custom = Object.fromEntries(
    [...url.searchParams].flatMap(([name, value]) => {
      const key = /^checkout\[custom\]\[(\w+)\]$/.exec(name)?.[1];
      return key ? [[key, value]] : [];
    }),
  );
  orders += 1;
  const order = orderDocument({
    id: String(Date.now() * 1000 + (orders % 1000)),
    number: orders,
    email: form.get("email") ?? "",
    currency: sale.currency,
    subtotal,
    discount,
    variantId: sale.variantId,
    variantName: sale.plan.name,
    status: "paid",
    refunded: null,
    // The store is in test mode, as a rehearsal before launch is.
    testMode: true,
    createdAt: new Date().toISOString(),
  });
  const body = JSON.stringify(orderEventBody("order_created", custom, order));
  const answer = await fetch(webhookUrl, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Event-Name": "order_created",
      "X-Signature": createHmac("sha256", secret).update(body).digest("hex"),
    },
    body,
  });
  if (!answer.ok) return html("Payment failed", `<p>The store's webhook was answered ${answer.status}.</p>`, "");
  return html(
    "Thank you for your order",
    `<p><a href="${escape(confirmationUrl)}">Continue</a></p>`,
    `parent.postMessage(${JSON.stringify(checkoutSuccess(order)).replace(/</g, "\\u003c")}, "*");`,
  );
}
