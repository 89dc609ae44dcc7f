import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orderDocument } from "~/routes/local-checkout/purchase.server";
import { checkoutSuccess } from "../fakes/lemonsqueezy";
import { orderEvent, paymentVars, sendWebhook, storeVars } from "../setup/payments";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * Lemon Squeezy as its documentation shows it (tests/fixtures/vendors/lemonsqueezy/, each fixture
 * with the pages it comes from): the stand-ins (the tests' webhooks, the local checkout's webhook
 * and the test store's `Checkout.Success` message) send every documented field in its documented type and
 * nothing the documentation does not show, and the webhook endpoint takes the documented examples
 * exactly as they are.
 */

const fixtureDir = path.resolve(import.meta.dirname, "../fixtures/vendors/lemonsqueezy");
const fixture = (name: string) => JSON.parse(readFileSync(path.join(fixtureDir, name), "utf8")) as Record<string, unknown>;
const orderCreated = fixture("order_created.json") as { headers: Record<string, string>; body: Record<string, unknown> };
const orderRefunded = fixture("order_refunded.json") as { headers: Record<string, string>; body: Record<string, unknown> };
const success = fixture("checkout-success.json") as { message: { data: { attributes: unknown } } };
// The page abbreviates the order's attributes: they are the Order object's, as in order_created.
success.message.data.attributes = (orderCreated.body.data as { attributes: unknown }).attributes;

// What the stand-ins may send differently, and why; nothing else.
const allowed: Record<string, string> = {
  // The local checkout's variants are named ("local-basic"), so that no store's numeric id is ever taken for one.
  "data.attributes.first_order_item.variant_id": "string",
};
// Custom data is whatever the checkout link carried: its keys are ours, its values strings.
const openRecords = new Set(["meta.custom_data"]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const typeOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

/** Where `fake` differs from `documented` in its fields or their types (null stands for a field that may be empty). */
function differences(documented: unknown, fake: unknown, at = ""): string[] {
  if (openRecords.has(at)) {
    if (!isRecord(fake)) return [`${at}: ${typeOf(fake)} instead of an object`];
    return Object.entries(fake).flatMap(([key, value]) =>
      typeof value === "string" ? [] : [`${at}.${key}: ${typeOf(value)} instead of a string`],
    );
  }
  if (isRecord(documented)) {
    if (!isRecord(fake)) return [`${at}: ${typeOf(fake)} instead of an object`];
    const inside = (key: string) => (at ? `${at}.${key}` : key);
    return [
      ...Object.keys(documented).flatMap((key) =>
        key in fake ? differences(documented[key], fake[key], inside(key)) : [`${inside(key)}: missing`],
      ),
      ...Object.keys(fake)
        .filter((key) => !(key in documented))
        .map((key) => `${inside(key)}: not in the documentation`),
    ];
  }
  const [expected, given] = [typeOf(documented), typeOf(fake)];
  if (expected === given || expected === "null" || given === "null" || allowed[at] === given) return [];
  return [`${at}: ${given} instead of ${expected}`];
}

describe("the stand-ins send what the documentation shows", () => {
  test("the comparison finds a missing field, an extra one and a changed type", () => {
    expect(differences({ a: 1, b: { c: "x" } }, { b: { c: 2 }, d: true })).toEqual([
      "a: missing",
      "b.c: number instead of string",
      "d: not in the documentation",
    ]);
  });

  test.each([
    ["a paid order", orderEvent()],
    [
      "a paid order of a store's variant, with a discount",
      orderEvent({ variantId: 871501, discountTotal: 380, custom: { locale: "de", checkout_ref: crypto.randomUUID() } }),
    ],
  ])("the tests' order_created webhook: %s", (_, event) => {
    expect(differences(orderCreated.body, event)).toEqual([]);
  });

  test("the tests' order_refunded webhook", () => {
    expect(differences(orderRefunded.body, orderEvent({ event: "order_refunded", variantId: 871501 }))).toEqual([]);
  });

  test("the test store's Checkout.Success message to lemon.js", () => {
    const order = orderDocument({
      id: "1",
      number: 1,
      email: "buyer@example.com",
      currency: "EUR",
      subtotal: 1900,
      discount: 0,
      variantId: 1,
      variantName: "Basic",
      status: "paid",
      refunded: null,
      testMode: true,
      createdAt: new Date().toISOString(),
    });
    expect(differences(success.message, checkoutSuccess(order))).toEqual([]);
  });
});

describe("the webhook endpoint takes the documented examples as they are", () => {
  let store: TestWorker;
  beforeAll(async () => {
    // The examples' order is of variant 1.
    store = await startWorker({ vars: { ...paymentVars, ...storeVars, LEMONSQUEEZY_VARIANT_BASIC: "1" } });
  });
  afterAll(() => store?.dispose());

  test("order_created, then order_refunded: the order is recorded with the example's buyer, amount and date, then refunded", async () => {
    expect(orderCreated.headers["X-Event-Name"]).toBe("order_created");
    expect(await sendWebhook(store, orderCreated.body)).toEqual({ status: 200, json: { outcome: "order-created" } });
    const db = await store.db();
    const row = await db.prepare("SELECT * FROM orders WHERE provider_order_id = '1'").first<Record<string, unknown>>();
    expect(row).toMatchObject({
      plan: "BASIC",
      email: "john.doe@example.com",
      currency: "USD",
      total: 1199,
      status: "paid",
      test_mode: 0,
      paid_at: "2021-05-24T14:15:06.000Z",
    });

    expect(await sendWebhook(store, orderRefunded.body)).toEqual({ status: 200, json: { outcome: "refunded" } });
    const refunded = await db.prepare("SELECT status, refunded_total, refunded_at FROM orders WHERE provider_order_id = '1'").first();
    expect(refunded).toEqual({ status: "refunded", refunded_total: 1199, refunded_at: "2021-05-25T09:30:00.000Z" });
  });
});
