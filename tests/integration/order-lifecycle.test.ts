import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orderLinkToken } from "~/features/orders/order-links.server";
import { changeStatus, statusChange } from "~/features/orders/lifecycle.server";
import { orderStatuses, type OrderStatus } from "~/features/orders/states";
import { allowForServerFaces, buyer, selfies, type TestOrder } from "../setup/orders";
import { orderEvent, orderLinkSecret, paymentVars, sendWebhook } from "../setup/payments";
import { startWorker, type TestWorker } from "../setup/worker";

allowForServerFaces();

/**
 * An order's life (app/features/orders/lifecycle.server.ts) as the database keeps it: every change
 * the table allows is made, every other is refused and changes nothing, whoever asks (the store's
 * webhook, the buyer's page, the job, the operator).
 */
let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker({ vars: paymentVars });
});
afterAll(async () => {
  await worker?.dispose();
});

const { paidOrder, upload, post, status } = buyer(() => worker);

async function putIn(order: TestOrder, state: OrderStatus) {
  await (await worker.db()).prepare("UPDATE orders SET status = ? WHERE id = ?").bind(state, order.id).run();
}

/**
 * The changes an order may go through, written out here from what the product promises rather than
 * read from the table under test, so that a change to the table alone fails this test.
 */
const allowed = [
  // Paid, the buyer uploads: photos ready once the minimum is in, paid again when photos are removed below it.
  "paid → photos_ready",
  "photos_ready → paid",
  // The buyer asks to start; the job waits for a slot, trains, generates and delivers.
  "photos_ready → queued",
  "queued → training",
  "training → generating",
  "generating → delivered",
  // A job that gives up, at any of its steps, and the operator's retry.
  "queued → failed",
  "training → failed",
  "generating → failed",
  "failed → queued",
  // A refund may come at any time before the order is deleted.
  "paid → refunded",
  "photos_ready → refunded",
  "queued → refunded",
  "training → refunded",
  "generating → refunded",
  "delivered → refunded",
  "failed → refunded",
  // Deleted at the buyer's request, after a refund, or by the retention sweep, from every state; nothing leaves it.
  "paid → deleted",
  "photos_ready → deleted",
  "queued → deleted",
  "training → deleted",
  "generating → deleted",
  "delivered → deleted",
  "failed → deleted",
  "refunded → deleted",
];

describe("the database refuses a change the table does not allow", () => {
  test.each([
    ["deleted", "paid"],
    ["deleted", "queued"],
    ["deleted", "refunded"],
    ["deleted", "delivered"],
    ["delivered", "queued"],
    ["delivered", "generating"],
    ["paid", "training"],
    ["paid", "queued"],
    ["paid", "delivered"],
    ["refunded", "queued"],
    ["failed", "delivered"],
    ["queued", "delivered"],
  ] satisfies Array<[OrderStatus, OrderStatus]>)("%s → %s", async (from, to) => {
    const order = await paidOrder();
    await putIn(order, from);
    expect(await changeStatus(await worker.db(), to, { id: order.id })).toBe(false);
    expect(await status(order)).toBe(from);
  });

  test("of all 81 pairs of states, exactly the allowed ones are made", { timeout: 60_000 }, async () => {
    const order = await paidOrder();
    const db = await worker.db();
    const made: string[] = [];
    for (const from of orderStatuses)
      for (const to of orderStatuses) {
        // One round trip per pair: put the order in `from`, ask for `to`, read where it is.
        const [, change, after] = await db.batch([
          db.prepare("UPDATE orders SET status = ? WHERE id = ?").bind(from, order.id),
          statusChange(db, to, { id: order.id }),
          db.prepare("SELECT status FROM orders WHERE id = ?").bind(order.id),
        ]);
        const moved = change.meta.changes > 0;
        expect((after.results[0] as { status: string }).status).toBe(moved ? to : from);
        if (moved) made.push(`${from} → ${to}`);
      }
    expect(made.sort()).toEqual([...allowed].sort());
  });
});

describe("through the site", () => {
  test("a refund that arrives after the order was deleted leaves it deleted, and its link still says it is gone", async () => {
    const providerId = "7990001";
    expect((await sendWebhook(worker, orderEvent({ orderId: providerId, email: "late-refund@example.com" }))).status).toBe(200);
    const db = await worker.db();
    const id = (await db.prepare("SELECT id FROM orders WHERE provider_order_id = ?").bind(providerId).first<string>("id"))!;
    const token = await orderLinkToken(orderLinkSecret, id, new Date(Date.now() + 86_400_000));
    const order = { id, cookie: `order_access=${token}` };
    expect((await upload(order, selfies(1))).status).toBe(200);
    expect((await post(order, { intent: "delete", confirm: "yes" })).status).toBe(303);
    expect(await status(order)).toBe("deleted");

    const refund = orderEvent({ event: "order_refunded", orderId: providerId, email: "late-refund@example.com" });
    expect((await sendWebhook(worker, refund)).status).toBe(200);
    expect(await status(order)).toBe("deleted");
    const link = await worker.fetch(`/create-headshot?order=${token}`);
    const cookie = /order_access=[^;]+/.exec(link.headers.get("Set-Cookie") ?? "")![0];
    expect((await worker.fetch(link.headers.get("Location")!, { headers: { Cookie: cookie } })).status).toBe(410);
  });
});
