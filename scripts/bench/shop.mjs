/** The shop: the site's Worker with the local checkout's secrets, and a buyer's session in it. */
import { startMiniflare } from "../lib/worker.mjs";
import { benchDist } from "./site-worker.mjs";
import { startInstance } from "./workerd.mjs";

/** The operator's token, which opens the shop's dashboard. */
export const shopAdminToken = "bench-admin-token-0123456789abcdef";

/**
 * `options` go to startMiniflare too: `persist` to start it again on the same orders, `inspectorPort`
 * to read its memory; `vars` are variables on top of the shop's own.
 */
export const startShop = ({ vars = {}, ...options } = {}) =>
  startInstance(() =>
    startMiniflare({
      ...options,
      dist: benchDist,
      bindings: {
        APP_ENV: "test",
        ORDER_LINK_SECRET: "bench-order-link-secret-0123456789abcdef",
        LEMONSQUEEZY_WEBHOOK_SECRET: "bench-webhook",
        ADMIN_TOKEN: shopAdminToken,
        ...vars,
      },
    }),
  );

/**
 * A browser's session on `shop` through the local checkout to an order, its cookies kept. `shop` is a
 * Miniflare instance, or `{ dispatchFetch: fetch }` with the `origin` of a server over HTTP.
 */
export function shopSession(shop, origin = "http://localhost") {
  let cookies = "";
  const browse = async (pathname, init = {}) => {
    const response = await shop.dispatchFetch(`${origin}${pathname}`, {
      redirect: "manual",
      ...init,
      headers: { "Sec-Fetch-Site": "same-origin", "X-Forwarded-Host": new URL(origin).host, Cookie: cookies, ...init.headers },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const name = pair.split("=")[0];
      cookies = [...cookies.split("; ").filter((cookie) => cookie && !cookie.startsWith(`${name}=`)), pair].join("; ");
    }
    return response;
  };
  /**
   * Follows `plan`'s buy link, pays in the local checkout and follows it to the order page, which the
   * session then holds (and no other): as a browser does, with the checkout reference the buy link issued.
   */
  async function buy(plan) {
    // Each order in a browser of its own: one that holds an order is asked before a second replaces it.
    cookies = "";
    const follow = async (first) => {
      let response = first;
      for (let next = response.headers.get("Location"); next; next = response.headers.get("Location")) {
        const url = new URL(next, origin);
        if (url.pathname.startsWith("/local-checkout/")) return { response, checkout: url };
        response = await browse(url.pathname + url.search);
      }
      return { response, checkout: null };
    };
    const { checkout } = await follow(await browse(`/buy/${plan}`));
    const ref = checkout?.searchParams.get("checkout[custom][checkout_ref]");
    if (!checkout || !ref) throw new Error(`the buy link of ${plan} did not lead to the local checkout`);
    const paid = await browse(checkout.pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "bench@example.com", plan, "custom.checkout_ref": ref }).toString(),
    });
    const { response } = await follow(paid);
    const page = await response.text();
    const orderId = /name="order" value="([0-9a-f-]{36})"/.exec(page)?.[1];
    if (!orderId) throw new Error(`the local checkout of ${plan} did not lead to an order`);
    return { orderId, page };
  }
  /** Sends a form (`body`, and `headers` if any) to the uploader's endpoint; throws with its reply unless it did all it was asked. */
  async function send(form) {
    const response = await browse("/create-headshot/photos", { method: "POST", ...form });
    const reply = await response.json();
    if (!response.ok || reply.outcomes?.some((outcome) => !outcome.accepted))
      throw new Error(`the upload page refused: ${JSON.stringify(reply)}`);
    return reply;
  }
  /** The cookie `name` as the session holds it (`name=value`), to be sent by another client. */
  const cookie = (name) => cookies.split("; ").find((pair) => pair.startsWith(`${name}=`));
  return { browse, buy, send, cookie };
}
