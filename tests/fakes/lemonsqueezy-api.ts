/**
 * The test store's API (docs.lemonsqueezy.com/api), held to the documentation's examples in
 * tests/fixtures/vendors/lemonsqueezy-api/: `POST /v1/orders/:id/refund` with a Bearer key and
 * JSON:API headers, full without an amount, partial with one; it answers the order with its refunded
 * attributes in a JSON:API document, and errors as JSON:API error objects: 401 for a missing or wrong
 * key, 404 for an order the store does not have, 422 for an order refunded in full already or an
 * amount beyond what is left. After a refund it sends the app the signed `order_refunded` webhook, as
 * the store does for a refund made in its dashboard (docs.lemonsqueezy.com/help/webhooks/event-types).
 */
import { createHmac } from "node:crypto";
import { orderEventBody, type LocalOrder } from "~/routes/local-checkout/purchase.server";
import { startFakeServer, type FakeServer, type Reply } from "./http";

export type FakeLemonSqueezyApi = FakeServer & {
  apiKey: string;
  /** The store's orders by id, as the API's order object shows them. */
  orders: Map<string, LocalOrder>;
  /** Takes an order the store sold (the `data` of its `order_created` webhook). */
  sell: (order: LocalOrder) => void;
  /** Where the store sends its webhooks: the app's endpoint, as the request it would receive. */
  deliverTo: (deliver: (request: { body: string; headers: Record<string, string> }) => Promise<unknown>) => void;
  /** The `order_refunded` webhooks sent so far, answered or not. */
  webhooks: string[];
  /** The delivery of every webhook sent so far, settled. */
  delivered: () => Promise<void>;
  vars: Record<string, string>;
};

const error = (status: number, title: string, detail: string): Reply => ({
  status,
  body: { jsonapi: { version: "1.0" }, errors: [{ detail, status: String(status), title }] },
  headers: { "Content-Type": "application/vnd.api+json" },
});

const refundPath = /^\/v1\/orders\/([^/?#]+)\/refund$/;

export async function startFakeLemonSqueezyApi({ apiKey = "ls_test_key", webhookSecret = "" } = {}): Promise<FakeLemonSqueezyApi> {
  const orders = new Map<string, LocalOrder>();
  const webhooks: string[] = [];
  const deliveries: Array<Promise<unknown>> = [];
  let deliver: ((request: { body: string; headers: Record<string, string> }) => Promise<unknown>) | null = null;

  const server = await startFakeServer((request) => {
    const match = refundPath.exec(request.path);
    if (!match) return error(404, "Not Found", "The route could not be found.");
    if (request.method !== "POST") return error(405, "Method Not Allowed", "The method is not supported for this route.");
    if (request.headers.authorization !== `Bearer ${apiKey}`) return error(401, "Unauthorized", "Unauthenticated.");
    const order = orders.get(decodeURIComponent(match[1]!));
    if (!order) return error(404, "Not Found", "The requested resource could not be found.");
    const attributes = order.attributes as Record<string, unknown> & { total: number; refunded_amount?: number };
    const left = attributes.total - (attributes.refunded_amount ?? 0);
    const asked = (request.body as { data?: { attributes?: { amount?: unknown } } } | undefined)?.data?.attributes?.amount;
    if (left <= 0) return error(422, "Unprocessable Entity", "This order has already been refunded.");
    if (asked !== undefined && (typeof asked !== "number" || !Number.isInteger(asked) || asked <= 0 || asked > left))
      return error(422, "Unprocessable Entity", "The amount field must be a positive amount no greater than what is left to refund.");
    const amount = typeof asked === "number" ? asked : left;
    const refunded = (attributes.refunded_amount ?? 0) + amount;
    const full = refunded >= attributes.total;
    const now = new Date().toISOString();
    Object.assign(attributes, {
      refunded_amount: refunded,
      refunded_amount_usd: refunded,
      status: full ? "refunded" : attributes.status,
      status_formatted: full ? "Refunded" : attributes.status_formatted,
      refunded: full,
      refunded_at: full ? now : attributes.refunded_at,
      updated_at: now,
    });
    sendRefunded(order);
    return {
      status: 200,
      body: { jsonapi: { version: "1.0" }, links: { self: `https://api.lemonsqueezy.com/v1/orders/${order.id}` }, data: order },
      headers: { "Content-Type": "application/vnd.api+json" },
    };
  });

  // After the answer, as the store sends its webhooks on their own.
  function sendRefunded(order: LocalOrder) {
    const body = JSON.stringify(orderEventBody("order_refunded", null, order));
    webhooks.push(body);
    const headers = {
      "Content-Type": "application/json",
      "X-Event-Name": "order_refunded",
      "X-Signature": createHmac("sha256", webhookSecret).update(body).digest("hex"),
    };
    if (deliver) deliveries.push(new Promise((resolve) => setTimeout(resolve, 10)).then(() => deliver!({ body, headers })));
  }

  return {
    ...server,
    apiKey,
    orders,
    sell: (order) => orders.set(order.id, structuredClone(order)),
    deliverTo: (next) => {
      deliver = next;
    },
    webhooks,
    delivered: async () => {
      await Promise.allSettled(deliveries);
    },
    vars: { LEMONSQUEEZY_API_URL: server.url, LEMONSQUEEZY_API_KEY: apiKey },
  };
}
