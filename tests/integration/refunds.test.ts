import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orderLinkToken } from "~/features/orders/order-links.server";
import { decode, main } from "../setup/html";
import { strings } from "../setup/languages";
import { allowForJobs, type TestOrder } from "../setup/orders";
import { orderEvent, orderLinkSecret, paymentVars, sendWebhook, storeVars } from "../setup/payments";
import { seedOrder } from "../setup/seed-order";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";
import { startFakeLemonSqueezyApi, type FakeLemonSqueezyApi } from "../fakes/lemonsqueezy-api";

allowForJobs();

/**
 * "Refund my order" on the delivered order's page (ADR 091), in workerd with real D1 and R2 and the
 * store's API at its network edge: at once with the box ticked while nothing was downloaded (the
 * store refunds, the order is refunded and then deleted as after any refund, and the store's webhook
 * changes nothing more); a store that fails or does not answer changes nothing, and asking again
 * works; after a download, a request with a reason that the dashboard grants or declines in one
 * click; after 30 days, and for forged forms, the translated refusal.
 */

const day = 86_400_000;
const t = (language: "en" | "de" | "es") => strings[language].createHeadshot;
let api: FakeLemonSqueezyApi;
let worker: TestWorker;

beforeAll(async () => {
  api = await startFakeLemonSqueezyApi({ webhookSecret: paymentVars.LEMONSQUEEZY_WEBHOOK_SECRET });
  // A store's refunds wait at most a second here: the test of one that does not answer waits that long.
  worker = await startWorker({ vars: { ...paymentVars, ...storeVars, ...api.vars, UPSTREAM_TIMEOUT_MS: "1000" } });
  api.deliverTo(({ body, headers }) => worker.fetch("/api/webhooks/lemonsqueezy", { method: "POST", headers, body }));
});
afterAll(async () => {
  await worker?.dispose();
  await api?.close();
});

type Bought = TestOrder & { providerId: string };

/**
 * A delivered Basic order, bought at the store (which then knows it), seeded with `downloads` of its
 * first image and paid `daysAgo`; its link opens it until tomorrow. (An order of the local checkout,
 * refunded without the store, is the browser test's: tests/e2e/delete-now.test.ts.)
 */
async function deliveredOrder({ downloads = 0, daysAgo = 0 } = {}): Promise<Bought> {
  const providerId = String(8_100_000 + Math.floor(Math.random() * 1_800_000));
  const event = orderEvent({
    orderId: providerId,
    variantId: storeVars.LEMONSQUEEZY_VARIANT_BASIC,
    createdAt: new Date(Date.now() - daysAgo * day).toISOString(),
  });
  api.sell(event.data);
  expect((await sendWebhook(worker, event)).status).toBe(200);
  const db = await worker.db();
  const id = (await db.prepare("SELECT id FROM orders WHERE provider_order_id = ?").bind(providerId).first<string>("id"))!;
  await seedOrder(
    { db, photos: await worker.photos() },
    { state: "delivered", bought: id, styles: ["corporate"], downloads, secret: orderLinkSecret },
  );
  const token = await orderLinkToken(orderLinkSecret, id, new Date(Date.now() + day));
  return { id, providerId, cookie: `order_access=${token}` };
}

const language = { en: "", de: "; preferred-language=de", es: "" } as const;

/** The refund form as the page sends it without JavaScript, from the page in `lng`. */
async function refund(order: TestOrder, fields: Record<string, string>, lng: "en" | "de" | "es" = "en") {
  const response = await worker.fetch(lng === "es" ? "/es/create-headshot" : "/create-headshot", {
    method: "POST",
    headers: { Cookie: order.cookie + language[lng], "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ order: order.id, intent: "refund", ...fields }),
  });
  return { status: response.status, text: decode(main(await response.text())) };
}

async function page(order: TestOrder, lng: "en" | "de" | "es" = "en") {
  const response = await worker.fetch(lng === "es" ? "/es/create-headshot" : "/create-headshot", {
    headers: { Cookie: order.cookie + language[lng] },
  });
  return decode(main(await response.text()));
}

const row = async (order: TestOrder) =>
  (await worker.db())
    .prepare("SELECT status, refunded_total, total FROM orders WHERE id = ?")
    .bind(order.id)
    .first<{ status: string; refunded_total: number; total: number }>();

const refundsAsked = (order: Bought) => api.requests.filter((request) => request.path === `/v1/orders/${order.providerId}/refund`).length;

const operator = (order: TestOrder, decision: "grant" | "decline") =>
  worker.fetch("/dashboard/refund", {
    method: "POST",
    headers: {
      Authorization: `Bearer ${testAdminToken}`,
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
    },
    body: new URLSearchParams({ order: order.id, decision }),
  });

describe("before any download: one confirmed step", () => {
  test("the store failing or not answering changes nothing; asked again, it refunds, and the order is refunded, then deleted", async () => {
    const order = await deliveredOrder();
    expect(await page(order)).toContain(t("en").refund.confirm);

    api.misbehave({ kind: "status", status: 500, body: { errors: [{ status: "500", title: "Server Error" }] } });
    const failed = await refund(order, { confirm: "yes" });
    expect(failed.status).toBe(502);
    expect(failed.text).toContain(t("en").upload.errors.refundFailed);
    expect(await row(order)).toMatchObject({ status: "delivered", refunded_total: 0 });

    // Longer than the Worker waits: a timeout, said in German.
    api.misbehave({ kind: "slow", delayMs: 2_000 });
    const silent = await refund(order, { confirm: "yes" }, "de");
    expect(silent.status).toBe(502);
    expect(silent.text).toContain(t("de").upload.errors.refundFailed);
    expect(await row(order)).toMatchObject({ status: "delivered", refunded_total: 0 });
    expect(await page(order)).toContain(t("en").refund.confirm);

    const done = await refund(order, { confirm: "yes" });
    expect(done.status).toBe(303);
    const refunded = await row(order);
    expect(refunded).toMatchObject({ status: "refunded" });
    expect(refunded!.refunded_total).toBe(refunded!.total);
    const shown = await page(order);
    expect(shown).toContain(t("en").order.refunded.split("{{date}}")[0]);
    expect(shown).not.toContain(t("en").refund.confirm);

    // The store's webhook follows and changes nothing more.
    await api.delivered();
    const outcome = await (
      await worker.db()
    )
      .prepare("SELECT outcome FROM webhook_events WHERE resource_id = ? AND event_name = 'order_refunded'")
      .bind(order.providerId)
      .first<string>("outcome");
    expect(outcome).toBe("refund");
    expect(await row(order)).toEqual(refunded);

    // Deleted as after any refund: by the deletion's next run.
    await worker.cron(new Date());
    expect((await row(order))!.status).toBe("deleted");
    expect((await (await worker.photos()).list({ prefix: `orders/${order.id}/` })).objects).toHaveLength(0);
  });

  test("without the box ticked, or sent again once refunded, nothing happens and the page says why", async () => {
    const order = await deliveredOrder();
    const unticked = await refund(order, {}, "es");
    expect(unticked.status).toBe(400);
    expect(unticked.text).toContain(t("es").upload.errors.confirmRefund);
    expect(refundsAsked(order)).toBe(0);
    expect((await row(order))!.status).toBe("delivered");

    expect((await refund(order, { confirm: "yes" })).status).toBe(303);
    const again = await refund(order, { confirm: "yes" });
    expect(again.status).toBe(409);
    expect(refundsAsked(order)).toBe(1);
  });
});

describe("after a download: a request the operator answers", () => {
  test("the reason is asked for, the dashboard lists it, and one click grants it with the same refund", async () => {
    const order = await deliveredOrder({ downloads: 1 });
    const offered = await page(order, "de");
    expect(offered).toContain(t("de").refund.reason);
    expect(offered).not.toContain(t("de").refund.confirm);

    // A forged one-step form: the order needs a reason now.
    const forged = await refund(order, { confirm: "yes" }, "de");
    expect(forged.status).toBe(400);
    expect(forged.text).toContain(t("de").upload.errors.refundReason);
    expect(refundsAsked(order)).toBe(0);

    expect((await refund(order, { reason: "Die Fotos sehen mir nicht ähnlich." }, "de")).status).toBe(303);
    expect(await page(order, "de")).toContain(t("de").refund.requests.pending);
    expect((await row(order))!.status).toBe("delivered");
    expect(refundsAsked(order)).toBe(0);

    const dashboard = decode(await (await worker.fetch("/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } })).text());
    expect(dashboard).toContain("Die Fotos sehen mir nicht ähnlich.");

    api.misbehave({ kind: "status", status: 503, body: { errors: [{ status: "503", title: "Service Unavailable" }] } });
    const failed = await operator(order, "grant");
    expect(failed.headers.get("Location")).toBe("/dashboard?refund=failed#refunds");
    expect((await row(order))!.status).toBe("delivered");

    const granted = await operator(order, "grant");
    expect(granted.status).toBe(303);
    expect(granted.headers.get("Location")).toBe("/dashboard?refund=granted#refunds");
    expect((await row(order))!.status).toBe("refunded");
    expect(refundsAsked(order)).toBe(2);
    expect(await page(order, "de")).toContain(t("de").order.refunded.split("{{date}}")[0]);
    // Answered once: a second click changes nothing.
    expect((await operator(order, "decline")).headers.get("Location")).toBe("/dashboard?refund=undecided#refunds");
  });

  test("headshots taken away in the data export count as downloaded", async () => {
    const order = await deliveredOrder();
    const exported = await worker.fetch(`/create-headshot/export/${order.id}`, { headers: { Cookie: order.cookie } });
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();
    const forged = await refund(order, { confirm: "yes" });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain(t("en").upload.errors.refundReason);
    expect(refundsAsked(order)).toBe(0);
    expect((await row(order))!.status).toBe("delivered");
    expect(await page(order)).toContain(t("en").refund.reason);
  });

  test("declined, the order stays as it was and its page says so", async () => {
    const order = await deliveredOrder({ downloads: 2 });
    const tooShort = await refund(order, { reason: "no" });
    expect(tooShort.status).toBe(400);
    expect(tooShort.text).toContain(t("en").upload.errors.refundReason);

    expect((await refund(order, { reason: "Not me in these photos." })).status).toBe(303);
    expect((await operator(order, "decline")).headers.get("Location")).toBe("/dashboard?refund=declined#refunds");
    expect((await row(order))!.status).toBe("delivered");
    expect(refundsAsked(order)).toBe(0);
    const shown = await page(order, "es");
    expect(shown).toContain(t("es").refund.requests.declined);
    // One request per order.
    expect((await refund(order, { reason: "Again, please." })).status).toBe(409);
  });
});

describe("after 30 days", () => {
  test("the button is not offered, and a forged form is refused with the translated message", async () => {
    const order = await deliveredOrder({ daysAgo: 31 });
    const shown = await page(order);
    expect(shown).not.toContain(t("en").refund.heading);
    for (const lng of ["en", "de", "es"] as const) {
      const forged = await refund(order, { confirm: "yes" }, lng);
      expect(forged.status).toBe(409);
      expect(forged.text).toContain(t(lng).upload.errors.refundClosed);
    }
    expect(refundsAsked(order)).toBe(0);
    expect((await row(order))!.status).toBe("delivered");
  });
});
