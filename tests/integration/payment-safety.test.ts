import { afterAll, beforeAll, describe, expect, test } from "vitest";
import enDashboard from "~/locales/en/dashboard";
import { startMiniflare } from "../../scripts/lib/worker.mjs";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { getPage } from "../setup/html";
import { orderEvent, paymentVars, sendWebhook, storeVars } from "../setup/payments";
import { sendForm } from "../setup/forms";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * What keeps a deployment from giving orders away and from losing or doubling the e-mails it owes:
 * production is the default, the local checkout exists only in local mode without a store, a store's
 * test-mode orders are refused in production, and an order and its e-mail are written together and
 * sent exactly once whatever fails in between.
 */

const countOrders = async (worker: TestWorker) =>
  (await (await worker.db()).prepare("SELECT COUNT(*) AS n FROM orders").first<{ n: number }>())!.n;

async function buyLocally(worker: TestWorker, email: string) {
  return sendForm(worker, "/local-checkout/basic", { email, plan: "basic", "custom.locale": "en" });
}

describe("no free orders", () => {
  test("a deployment configured as wrangler.toml says is production: the local checkout does not exist", async () => {
    // wrangler.toml's [vars] alone, with the secrets a deployment sets: no APP_ENV from a test setup.
    const mf = await startMiniflare({ bindings: paymentVars });
    try {
      const response = await mf.dispatchFetch("http://localhost/local-checkout/basic");
      expect(response.status).toBe(404);
      await response.arrayBuffer();
    } finally {
      await mf.dispose();
    }
  });

  test.each([
    ["production with a store", { APP_ENV: "production", ...storeVars }],
    ["production without a store", { APP_ENV: "production" }],
    ["local mode with a store", { APP_ENV: "local", ...storeVars }],
    ["test mode with a store", { APP_ENV: "test", ...storeVars }],
  ])("%s: the local checkout answers 404 and a purchase there creates nothing", async (_, vars) => {
    const worker = await startWorker({ vars: { ...paymentVars, ...vars } });
    try {
      expect((await getPage(worker, "/local-checkout/basic")).status).toBe(404);
      const response = await buyLocally(worker, "free.order@example.com");
      expect(response.status).toBe(404);
      expect(await countOrders(worker)).toBe(0);
    } finally {
      await worker.dispose();
    }
  });

  test("local mode without a store: the local checkout sells, as npm start promises", async () => {
    const worker = await startWorker({ vars: { ...paymentVars, APP_ENV: "local" } });
    try {
      expect((await buyLocally(worker, "local.buyer@example.com")).status).toBe(303);
      expect(await countOrders(worker)).toBe(1);
    } finally {
      await worker.dispose();
    }
  });

  describe("in production with a store", () => {
    let production: TestWorker;
    let allowing: TestWorker;
    beforeAll(async () => {
      production = await startWorker({ vars: { ...paymentVars, ...storeVars, APP_ENV: "production" } });
      allowing = await startWorker({ vars: { ...paymentVars, ...storeVars, APP_ENV: "production", LEMONSQUEEZY_ALLOW_TEST_MODE: "true" } });
    });
    afterAll(async () => {
      await production?.dispose();
      await allowing?.dispose();
    });

    test("a test-mode order is refused: no order, no e-mail", async () => {
      const response = await sendWebhook(production, orderEvent({ variantId: storeVars.LEMONSQUEEZY_VARIANT_BASIC, testMode: true }));
      expect(response).toMatchObject({ status: 200, json: { outcome: "test-mode-refused" } });
      expect(await countOrders(production)).toBe(0);
      const { n } = (await (await production.db()).prepare("SELECT COUNT(*) AS n FROM email_outbox").first<{ n: number }>())!;
      expect(n).toBe(0);
    });

    test("a live order is taken", async () => {
      const response = await sendWebhook(production, orderEvent({ variantId: storeVars.LEMONSQUEEZY_VARIANT_BASIC, testMode: false }));
      expect(response).toMatchObject({ status: 200, json: { outcome: "order-created" } });
      expect(await countOrders(production)).toBe(1);
    });

    test("LEMONSQUEEZY_ALLOW_TEST_MODE=true takes a test-mode order (a rehearsal before launch)", async () => {
      const response = await sendWebhook(allowing, orderEvent({ variantId: storeVars.LEMONSQUEEZY_VARIANT_BASIC, testMode: true }));
      expect(response).toMatchObject({ status: 200, json: { outcome: "order-created" } });
      expect(await countOrders(allowing)).toBe(1);
    });
  });
});

describe("e-mails exactly once", () => {
  let resend: FakeResend;
  let worker: TestWorker;
  const minute = 60_000;

  beforeAll(async () => {
    resend = await startFakeResend();
    worker = await startWorker({ vars: { ...paymentVars, ...resend.vars } });
  });
  afterAll(async () => {
    await worker?.dispose();
    await resend?.close();
  });

  const sql = async (statement: string) => (await worker.db()).prepare(statement).run();
  const orderRow = async (providerId: string) =>
    (await worker.db())
      .prepare("SELECT id, status, refunded_total FROM orders WHERE provider_order_id = ?")
      .bind(providerId)
      .first<{ id: string; status: string; refunded_total: number }>();
  const mailsTo = async (email: string) =>
    (
      await (
        await worker.db()
      )
        .prepare("SELECT id, status, attempts FROM email_outbox WHERE to_addresses = ?")
        .bind(email)
        .all<{ id: string; status: string; attempts: number }>()
    ).results;
  const sentTo = (email: string) => resend.sent.filter((mail) => mail.to.includes(email));
  const requestsFor = (email: string) =>
    resend.requests.filter((request) => (request.body as { to?: string[] } | undefined)?.to?.includes(email));

  test("a failure between the order and its e-mail writes neither; the store's retry writes both, and one e-mail goes out", async () => {
    const email = "outbox.down@example.com";
    const event = orderEvent({ email });
    await sql("CREATE TRIGGER outbox_down BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END");
    try {
      const refused = await sendWebhook(worker, event);
      expect(refused.status).toBe(500);
      expect(await orderRow(event.data.id)).toBeNull();
      expect(await mailsTo(email)).toEqual([]);
    } finally {
      await sql("DROP TRIGGER outbox_down");
    }

    expect(await sendWebhook(worker, event)).toMatchObject({ status: 200, json: { outcome: "order-created" } });
    expect(await orderRow(event.data.id)).toMatchObject({ status: "paid" });
    expect(await mailsTo(email)).toEqual([expect.objectContaining({ status: "sent", attempts: 1 })]);
    expect(sentTo(email)).toHaveLength(1);
    expect(await sendWebhook(worker, event)).toMatchObject({ status: 200, json: { duplicate: true } });
    expect(sentTo(email)).toHaveLength(1);
  });

  test("a crash while sending: the message is taken up again once its send's time is over, and the buyer gets it once", async () => {
    const email = "crash.while.sending@example.com";
    // Resend takes the message, and then the Worker dies before it can record that: every change
    // to the row other than taking it for a send fails.
    await sql(
      "CREATE TRIGGER worker_dies BEFORE UPDATE ON email_outbox WHEN NEW.attempts = OLD.attempts BEGIN SELECT RAISE(ABORT, 'worker stopped'); END",
    );
    const start = Date.now();
    try {
      expect((await sendWebhook(worker, orderEvent({ email }))).status).toBe(200);
    } finally {
      await sql("DROP TRIGGER worker_dies");
    }
    expect(sentTo(email)).toHaveLength(1);
    expect(await mailsTo(email)).toEqual([expect.objectContaining({ status: "pending", attempts: 1 })]);

    // While the first send may still be under way, no run takes the message.
    await worker.cron(new Date(start + minute));
    expect(requestsFor(email)).toHaveLength(1);

    await worker.cron(new Date(start + 5 * minute));
    expect(await mailsTo(email)).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);
    const keys = requestsFor(email).map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(sentTo(email)).toHaveLength(1);

    await worker.cron(new Date(start + 60 * minute));
    expect(requestsFor(email)).toHaveLength(2);
  });

  test("two scheduled runs at once send a due message once", async () => {
    const email = "two.runs@example.com";
    resend.misbehave({ kind: "drop" });
    const start = Date.now();
    await sendWebhook(worker, orderEvent({ email }));
    expect(await mailsTo(email)).toEqual([expect.objectContaining({ status: "failed", attempts: 1 })]);

    const later = new Date(start + 10 * minute);
    await Promise.all([worker.cron(later), worker.cron(later)]);
    expect(requestsFor(email)).toHaveLength(2);
    expect(sentTo(email)).toHaveLength(1);
    expect(await mailsTo(email)).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);
  });

  test("a refund that arrives before its order is kept and applied when the order arrives; no order e-mail for it", async () => {
    const email = "refund.first@example.com";
    const paid = orderEvent({ email, orderId: "7700001" });
    const refund = orderEvent({ event: "order_refunded", email, orderId: "7700001", refundedAt: "2026-11-21T09:00:00.000Z" });

    expect(await sendWebhook(worker, refund)).toMatchObject({ status: 200, json: { outcome: "refund-kept" } });
    expect(await orderRow("7700001")).toBeNull();

    expect(await sendWebhook(worker, paid)).toMatchObject({ status: 200, json: { outcome: "order-created" } });
    expect(await orderRow("7700001")).toMatchObject({ status: "refunded", refunded_total: 1900 });
    expect(await mailsTo(email)).toEqual([]);

    const dashboard = await worker.fetch("/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } });
    expect(await dashboard.text()).toContain(`${email}</td><td>$19</td><td>${enDashboard.orders.statuses.refunded}`);
  });
});
