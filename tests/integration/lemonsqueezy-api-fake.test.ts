import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { LocalOrder } from "~/routes/local-checkout/purchase.server";
import { startFakeLemonSqueezyApi, type FakeLemonSqueezyApi } from "../fakes/lemonsqueezy-api";
import { expectFakeToAnswerAsDocumented, loadFixtures, send } from "../fakes/vendor-fixtures";
import { sign, webhookSecret } from "../setup/payments";

/**
 * The test store's API answers as Lemon Squeezy documents its refunds (tests/fixtures/vendors/lemonsqueezy-api/,
 * each with its pages): the order with its refunded attributes, 401 for a wrong key, 404 for an
 * unknown order, 422 for one refunded already; and after a refund it sends the signed
 * `order_refunded` webhook in the documented shape.
 */

const documented = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../fixtures/vendors/lemonsqueezy/order_created.json"), "utf8"),
) as { body: { data: LocalOrder } };
const refundedExample = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../fixtures/vendors/lemonsqueezy/order_refunded.json"), "utf8"),
) as { body: { meta: Record<string, unknown>; data: LocalOrder } };

let api: FakeLemonSqueezyApi;
const sent: Array<{ body: string; headers: Record<string, string> }> = [];

beforeAll(async () => {
  api = await startFakeLemonSqueezyApi({ webhookSecret });
  api.deliverTo(async (request) => sent.push(request));
});
afterAll(() => api?.close());
// Each example starts from the documentation's order 1, not yet refunded.
beforeEach(() => api.sell(documented.body.data));

describe("answers as Lemon Squeezy's documentation shows", () => {
  test.each(loadFixtures("lemonsqueezy-api"))("%s", async (_, fixture) => {
    await expectFakeToAnswerAsDocumented(api.url, fixture);
  });
});

test("a full refund answers the order refunded, and the store's signed order_refunded webhook follows", async () => {
  // The documented refund above sends its own webhook a moment later: it is not this test's.
  await api.delivered();
  sent.length = 0;
  const headers = { Accept: "application/vnd.api+json", "Content-Type": "application/vnd.api+json", Authorization: `Bearer ${api.apiKey}` };
  const answer = await send(api.url, {
    method: "POST",
    path: "/v1/orders/1/refund",
    headers,
    body: { data: { type: "orders", id: "1", attributes: {} } },
  });
  expect(answer.status).toBe(200);
  const order = (JSON.parse(answer.text) as { data: LocalOrder }).data;
  expect(order.attributes).toMatchObject({ status: "refunded", refunded: true, refunded_amount: 1199, refunded_amount_usd: 1199 });

  await api.delivered();
  expect(sent).toHaveLength(1);
  const webhook = sent[0]!;
  expect(webhook.headers["X-Event-Name"]).toBe("order_refunded");
  expect(webhook.headers["X-Signature"]).toBe(sign(webhook.body));
  const event = JSON.parse(webhook.body) as { meta: { event_name: string }; data: LocalOrder };
  expect(event.meta.event_name).toBe("order_refunded");
  // The documented refunded order's fields, each with its documented value where the refund sets it.
  const expected = refundedExample.body.data.attributes;
  expect(Object.keys(event.data.attributes).sort()).toEqual(Object.keys(expected).sort());
  for (const key of ["status", "status_formatted", "refunded", "refunded_amount", "refunded_amount_usd", "total"])
    expect(event.data.attributes[key], key).toEqual(expected[key]);
});
