/**
 * Orders for `npm run lighthouse` to measure the buyer's pages with: made on a running server over
 * HTTP as a buyer's browser makes them (the bench's shop session), through the local checkout and
 * the local generator, so the server must be in local mode.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { orderReadyToStart } from "../bench/generation.mjs";
import { shopSession } from "../bench/shop.mjs";
import { testPortrait } from "../bench/test-photos.mjs";

// The cookie that holds a buyer's private link to their order (app/routes/create-headshot/order.server.ts).
const orderCookie = "order_access";

/**
 * On the server at `origin`: a Basic order paid and waiting for its photos, and a second one
 * delivered, one of its headshots published with its buyer's consent and listed for search engines,
 * as a page meant to be found is. Returns the cookie that opens each order's page (the upload page
 * and the delivered gallery) and the public page's path.
 */
export async function seedOrders(origin) {
  const session = shopSession({ dispatchFetch: fetch }, origin);
  await session.buy("basic");
  const uploadCookie = session.cookie(orderCookie);

  const { order } = await orderReadyToStart(session, "basic", testPortrait());
  const started = await session.browse("/create-headshot/photos", {
    method: "POST",
    body: new URLSearchParams({ order, intent: "start" }),
  });
  if (started.status !== 303) throw new Error(`the order's start answered ${started.status}`);
  const image = /name="image" value="([^"]+)"/.exec(await deliveredPage(session.browse))?.[1];
  if (!image) throw new Error("the delivered order page offers no headshot to publish");
  await session.send({ body: new URLSearchParams({ order, intent: "publish", image, consent: "yes", findable: "yes" }) });
  const published = await (await session.browse("/create-headshot")).text();
  const galleryPath = /href="[^"]*(\/gallery\/[\w-]+)"/.exec(published)?.[1];
  if (!uploadCookie || !galleryPath) throw new Error("the orders' pages could not be reached");
  return { uploadCookie, deliveredCookie: session.cookie(orderCookie), galleryPath };
}

/** The order page once its job has delivered, asked for as its own page does without JavaScript. */
async function deliveredPage(browse) {
  for (const deadline = Date.now() + 600_000; Date.now() < deadline; await sleep(2_000)) {
    // A request workerd dropped while the job held its one thread is asked again, as a browser would.
    const page = await browse("/create-headshot")
      .then((response) => response.text())
      .catch(() => "");
    if (page.includes('id="results-heading"')) return page;
  }
  throw new Error("the order was not delivered within ten minutes");
}
