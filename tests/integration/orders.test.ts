import { afterAll, beforeAll, describe, expect, test } from "vitest";
import deCreate from "~/locales/de/create-headshot";
import deEmail from "~/locales/de/order-email";
import enCreate from "~/locales/en/create-headshot";
import enEmail from "~/locales/en/order-email";
import esCreate from "~/locales/es/create-headshot";
import esEmail from "~/locales/es/order-email";
import { pageSays, postForm } from "../setup/forms";
import { getPage } from "../setup/html";
import {
  cookiesFrom,
  followBuyLink,
  orderEvent,
  paymentVars,
  sendWebhook,
  sign,
  storeVars,
  type OrderEventOptions,
} from "../setup/payments";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * Payment webhooks and the buyer's way back to the order: an order exists only because a signed
 * webhook said it was paid; anything unsigned, forged, replayed or malformed changes nothing; the
 * buyer's e-mail carries a signed link that works for the retention period and no longer.
 */

type OrderRow = {
  id: string;
  provider_order_id: string;
  plan: string;
  email: string;
  language: string;
  currency: string;
  total: number;
  discount_total: number;
  discount_code: string | null;
  status: string;
  paid_at: string;
  refunded_at: string | null;
  checkout_ref: string | null;
};
type MailRow = { kind: string; reference: string; to_addresses: string; subject: string; text_body: string; status: string };

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker({ vars: paymentVars });
});

afterAll(async () => {
  await worker?.dispose();
});

const db = () => worker.db();

async function counts() {
  const database = await db();
  const count = async (table: string) => (await database.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  return { orders: await count("orders"), events: await count("webhook_events"), emails: await count("email_outbox") };
}

const orderOf = async (providerId: string) =>
  (await db()).prepare("SELECT * FROM orders WHERE provider_order_id = ?").bind(providerId).first<OrderRow>();
const mailsTo = async (email: string) =>
  (await (await db()).prepare("SELECT * FROM email_outbox WHERE to_addresses = ?").bind(email).all<MailRow>()).results;

/** Sends a paid order and returns its row and the e-mail that went out for it. */
async function paidOrder(options: OrderEventOptions = {}) {
  const event = orderEvent(options);
  expect((await sendWebhook(worker, event)).status).toBe(200);
  const row = await orderOf(event.data.id);
  const [mail] = await mailsTo(event.data.attributes.user_email.trim().toLowerCase());
  return { event, row: row!, mail: mail! };
}

const linkIn = (text: string) => /https?:\/\/\S+\/create-headshot\?order=\S+/.exec(text)?.[0] ?? "";

/** Opens a link as a browser would: follows the redirect with the cookies it sets. */
async function open(link: string, cookie = "") {
  const first = await worker.fetch(link, { headers: cookie ? { Cookie: cookie } : {} });
  if (first.status !== 302 && first.status !== 303) return { ...(await readPage(first)), cookie, redirected: null as string | null };
  const jar = cookiesFrom(first, cookie);
  const location = first.headers.get("Location")!;
  const second = await worker.fetch(location, { headers: { Cookie: jar } });
  return { ...(await readPage(second)), cookie: cookiesFrom(second, jar), redirected: location };
}

async function readPage(response: Response) {
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe("the webhook refuses what Lemon Squeezy did not send", () => {
  test.each([
    ["no signature", null],
    ["a signature made with another secret", "forged"],
    ["a signature of another body", "other-body"],
    ["a signature that is not hex", "not-hex"],
    ["an empty signature", ""],
  ] as const)("%s: 401, and nothing is recorded or sent", async (_, kind) => {
    const before = await counts();
    const event = orderEvent();
    const body = JSON.stringify(event);
    const signature =
      kind === null
        ? null
        : kind === "forged"
          ? sign(body, "someone-elses-secret")
          : kind === "other-body"
            ? sign(JSON.stringify(orderEvent()))
            : kind === "not-hex"
              ? "z".repeat(64)
              : "";
    const response = await sendWebhook(worker, body, { signature });
    expect(response.status).toBe(401);
    expect(await counts()).toEqual(before);
    expect(await orderOf(event.data.id)).toBeNull();
  });

  test("a signed body that was changed on the way: 401", async () => {
    const event = orderEvent();
    const body = JSON.stringify(event);
    const signature = sign(body);
    const tampered = body.replace('"total":1900', '"total":1');
    expect(tampered).not.toBe(body);
    expect((await sendWebhook(worker, tampered, { signature })).status).toBe(401);
    expect(await orderOf(event.data.id)).toBeNull();
  });

  test.each([
    ["not JSON", "{this is not json"],
    ["JSON that is not an event", JSON.stringify({ hello: "world" })],
    [
      "an order without an e-mail",
      JSON.stringify({ ...orderEvent(), data: { ...orderEvent().data, attributes: { ...orderEvent().data.attributes, user_email: "" } } }),
    ],
  ])("a signed body that is %s: 400, and nothing changes", async (_, body) => {
    const before = await counts();
    const response = await sendWebhook(worker, body);
    expect(response.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  test("an order of a variant no plan is configured with: 422, so the store keeps it as failed", async () => {
    const before = await counts();
    const response = await sendWebhook(worker, orderEvent({ variantId: 999999 }));
    expect(response.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  test("a webhook that is not a POST: 405", async () => {
    expect((await worker.fetch("/api/webhooks/lemonsqueezy")).status).toBe(405);
  });
});

describe("paid, unpaid, replayed, refunded", () => {
  test("a paid order is recorded with its plan, buyer, language, amount and discount, and the buyer gets one e-mail", async () => {
    const { event, row, mail } = await paidOrder({
      variantId: "local-premium",
      email: "  Grace.Hopper@Example.COM ",
      total: 2030,
      discountTotal: 870,
      custom: { locale: "en", discount_code: "RESOUME30", referral: "producthunt", cta_variant: "variant_b" },
    });
    expect(row).toMatchObject({
      plan: "PREMIUM",
      email: "grace.hopper@example.com",
      language: "en",
      currency: "USD",
      total: 2030,
      discount_total: 870,
      discount_code: "RESOUME30",
      status: "paid",
    });
    expect(row.paid_at).toBe(new Date(event.data.attributes.created_at).toISOString());
    const mails = await mailsTo("grace.hopper@example.com");
    expect(mails).toHaveLength(1);
    expect(mail).toMatchObject({
      kind: "order-confirmation",
      reference: `order:${row.id}`,
      subject: "Your Resoume order: the Premium pack",
      status: "stored",
    });
    expect(mail.text_body).toContain("$20.30");
    // The same selfie advice as the upload page, every figure filled in.
    expect(mail.text_body).toContain("upload 8 to 10 recent selfies (at least 5)");
    expect(mail.text_body).not.toContain("{{");
    expect(linkIn(mail.text_body)).toMatch(/^http:\/\/localhost\/create-headshot\?order=/);
  });

  test("the same delivery again (a retry or a replay): 200, still one order and one e-mail", async () => {
    const event = orderEvent({ email: "replay@example.com" });
    expect((await sendWebhook(worker, event)).status).toBe(200);
    const before = await counts();
    const again = await sendWebhook(worker, event);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ duplicate: true });
    expect(await counts()).toEqual(before);
    expect(await mailsTo("replay@example.com")).toHaveLength(1);
  });

  test("the same order in a differently worded delivery: still one order and one e-mail", async () => {
    const event = orderEvent({ email: "reworded@example.com" });
    await sendWebhook(worker, event);
    const reworded = { ...event, meta: { ...event.meta, webhook_id: "another-delivery" } };
    expect((await sendWebhook(worker, reworded)).json).toMatchObject({ outcome: "duplicate-order" });
    expect(await mailsTo("reworded@example.com")).toHaveLength(1);
  });

  test.each(["pending", "failed", "void"])("an order that is %s creates nothing and sends nothing", async (status) => {
    const email = `unpaid.${status}@example.com`;
    const before = await counts();
    const event = orderEvent({ status, email });
    const response = await sendWebhook(worker, event);
    expect(response.status).toBe(200);
    expect(await orderOf(event.data.id)).toBeNull();
    expect(await mailsTo(email)).toEqual([]);
    expect((await counts()).orders).toBe(before.orders);
  });

  test("an event the app does not act on is acknowledged and changes nothing", async () => {
    const before = await counts();
    const response = await sendWebhook(worker, { ...orderEvent(), meta: { event_name: "subscription_created", custom_data: null } });
    expect(response.status).toBe(200);
    expect(await counts()).toEqual(before);
  });

  test("a refund marks the order refunded, and its page says so", async () => {
    const { event, mail } = await paidOrder({ email: "refund@example.com" });
    const refund = orderEvent({
      event: "order_refunded",
      orderId: event.data.id,
      email: "refund@example.com",
      refundedAt: "2026-11-20T10:00:00.000Z",
    });
    expect((await sendWebhook(worker, refund)).json).toMatchObject({ outcome: "refunded" });
    expect(await orderOf(event.data.id)).toMatchObject({ status: "refunded", refunded_at: "2026-11-20T10:00:00.000Z" });

    const page = await open(linkIn(mail.text_body));
    expect(page.status).toBe(200);
    expect(pageSays(page.html, enCreate.order.refunded.replace("{{date}}", "November 20, 2026"))).toBe(true);
  });

  test("a refund of an order the app has not recorded yet is kept, and changes no order", async () => {
    const before = await counts();
    const response = await sendWebhook(worker, orderEvent({ event: "order_refunded", orderId: "404404" }));
    expect(response.json).toMatchObject({ outcome: "refund-kept" });
    expect((await counts()).orders).toBe(before.orders);
  });
});

describe("the e-mail and the page speak the buyer's language", () => {
  test.each([
    ["en", enEmail, enCreate, "/create-headshot", "$19", "Your Resoume order: the Basic pack"],
    ["de", deEmail, deCreate, "/create-headshot", "19\u00a0€", "Deine Resoume-Bestellung: das Paket Basic"],
    ["es", esEmail, esCreate, "/es/create-headshot", "19\u00a0US$", "Tu pedido de Resoume: el pack Basic"],
  ] as const)("%s", async (language, email, page, path, amount, subject) => {
    const currency = language === "de" ? "EUR" : "USD";
    const { mail } = await paidOrder({ email: `language.${language}@example.com`, currency, custom: { locale: language } });
    expect(mail.subject).toBe(subject);
    expect(mail.text_body.startsWith(email.body[0])).toBe(true);
    expect(mail.text_body).toContain(amount);
    const link = linkIn(mail.text_body);
    expect(new URL(link).pathname).toBe(path);

    const headers = language === "de" ? "preferred-language=de" : "";
    const shown = await open(link, headers);
    expect(shown.status).toBe(200);
    expect(pageSays(shown.html, page.order.heading.replace("{{plan}}", "Basic"))).toBe(true);
    expect(pageSays(shown.html, page.order.email.replace("{{email}}", `language.${language}@example.com`))).toBe(true);
  });
});

describe("the private link", () => {
  test("points at the configured site, whatever host the webhook was sent to", async () => {
    const event = orderEvent({ email: "host.header@example.com" });
    const body = JSON.stringify(event);
    const response = await worker.fetch("http://evil.example/api/webhooks/lemonsqueezy", {
      method: "POST",
      headers: { Host: "evil.example", "Content-Type": "application/json", "X-Event-Name": "order_created", "X-Signature": sign(body) },
      body,
    });
    expect(response.status).toBe(200);
    const [mail] = await mailsTo("host.header@example.com");
    expect(mail.text_body).not.toContain("evil.example");
    expect(linkIn(mail.text_body)).toMatch(/^http:\/\/localhost\/create-headshot\?order=/);
  });

  test("opens the order at the page's plain address, with the token kept out of it", async () => {
    const { mail } = await paidOrder({ variantId: "local-ultimate", total: 4900, email: "link@example.com" });
    const link = linkIn(mail.text_body);
    const first = await worker.fetch(link);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/create-headshot");
    const cookie = first.headers.getSetCookie().find((header) => header.startsWith("order_access="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=25\d{5}/);

    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(pageSays(page.html, enCreate.heading)).toBe(true);
    expect(pageSays(page.html, enCreate.order.heading.replace("{{plan}}", "Ultimate"))).toBe(true);
    expect(pageSays(page.html, "$49")).toBe(true);
    expect(page.html).not.toContain(new URL(link).searchParams.get("order")!);

    // The cookie brings the buyer back without the link.
    const again = await getPage(worker, "/create-headshot", { headers: { Cookie: page.cookie } });
    expect(pageSays(again.html, enCreate.order.heading.replace("{{plan}}", "Ultimate"))).toBe(true);
  });

  test.each([
    ["a changed signature", (token: string) => token.slice(0, -1) + (token.endsWith("A") ? "B" : "A")],
    ["a later expiry", (token: string) => token.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 86_400}.`)],
    ["another order's id", (token: string) => `00000000-0000-4000-8000-000000000000${token.slice(36)}`],
    ["a cut-off token", (token: string) => token.slice(0, 50)],
    ["no token", () => ""],
  ])("with %s: a clear message and no order data", async (_, tamper) => {
    const { mail } = await paidOrder({ email: "tampered@example.com" });
    const token = new URL(linkIn(mail.text_body)).searchParams.get("order")!;
    const page = await open(`/create-headshot?order=${encodeURIComponent(tamper(token))}`);
    expect(page.status).toBe(404);
    expect(page.headers.getSetCookie().some((header) => header.startsWith("order_access=") && !/Max-Age=0/.test(header))).toBe(false);
    expect(pageSays(page.html, enCreate.invalid.heading)).toBe(true);
    expect(pageSays(page.html, enCreate.invalid.text)).toBe(true);
    expect(page.html).not.toContain("tampered@example.com");
    expect(pageSays(page.html, enCreate.order.heading.replace("{{plan}}", "Basic"))).toBe(false);
  });

  test("a link signed with another secret does not work", async () => {
    const other = await startWorker({ vars: { ...paymentVars, ORDER_LINK_SECRET: "another-order-link-secret-0123456789" } });
    try {
      const event = orderEvent({ email: "other.secret@example.com" });
      await sendWebhook(other, event);
      const mail = (await (
        await other.db()
      )
        .prepare("SELECT text_body FROM email_outbox WHERE to_addresses = ?")
        .bind("other.secret@example.com")
        .first<{ text_body: string }>())!;
      const page = await open(new URL(linkIn(mail.text_body)).pathname + new URL(linkIn(mail.text_body)).search);
      expect(page.status).toBe(404);
      expect(pageSays(page.html, enCreate.invalid.heading)).toBe(true);
    } finally {
      await other.dispose();
    }
  });

  test("works until the retention period ends", async () => {
    const paidAt = new Date(Date.now() - 29 * 86_400_000).toISOString();
    const { mail } = await paidOrder({ email: "day29@example.com", createdAt: paidAt });
    const page = await open(linkIn(mail.text_body));
    expect(page.status).toBe(200);
    expect(pageSays(page.html, enCreate.order.heading.replace("{{plan}}", "Basic"))).toBe(true);
  });

  test("after the retention period: expired, with a clear message and no order data", async () => {
    const paidAt = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const { mail, row } = await paidOrder({ email: "day31@example.com", createdAt: paidAt });
    expect(row.paid_at).toBe(paidAt);
    const page = await open(linkIn(mail.text_body));
    expect(page.status).toBe(410);
    expect(pageSays(page.html, enCreate.expired.heading)).toBe(true);
    expect(pageSays(page.html, enCreate.expired.text.replace("{{days}}", "30"))).toBe(true);
    expect(page.html).not.toContain("day31@example.com");
  });
});

describe("right after the checkout, before and after the webhook", () => {
  const ref = () => crypto.randomUUID();
  /**
   * The webhook of an order paid through the checkout `checkoutRef` was issued for, and the way back
   * to the order page of the browser that paid in the overlay, with the identifiers that lemon.js's
   * `Checkout.Success` handed it.
   */
  const paidThrough = async (checkoutRef: string, email: string, variantId = "local-basic") => {
    const event = orderEvent({ email, variantId, custom: { locale: "en", checkout_ref: checkoutRef } });
    expect((await sendWebhook(worker, event)).status).toBe(200);
    return { event, back: `/create-headshot?checkout=${checkoutRef}&paid=${event.data.id}.${String(event.data.attributes.identifier)}` };
  };

  test("the page confirms the payment by itself until the order arrives, then shows it", async () => {
    const issued = await followBuyLink(worker, "/buy/premium?checkout[custom][locale]=en");
    // The overlay's page knows the order's identifiers at once; the webhook may take longer.
    const event = orderEvent({
      email: "after.checkout@example.com",
      variantId: "local-premium",
      custom: { locale: "en", checkout_ref: issued.ref },
    });
    const paid = `${event.data.id}.${String(event.data.attributes.identifier)}`;
    const first = await worker.fetch(`/create-headshot?checkout=${issued.ref}&paid=${paid}`, { headers: { Cookie: issued.cookie } });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/create-headshot");
    const cookie = cookiesFrom(first, issued.cookie);
    expect(cookie).toMatch(new RegExp(`checkout_ref=${issued.ref}\\.\\d+\\.${paid}(;|$)`));

    const waiting = await getPage(worker, "/create-headshot", { headers: { Cookie: cookie } });
    expect(waiting.status).toBe(200);
    expect(pageSays(waiting.html, enCreate.pending.heading)).toBe(true);
    // Without JavaScript the page reloads itself, at its address without a fragment (a refresh of an
    // address with one only scrolls).
    expect(waiting.html).toContain('<noscript><meta http-equiv="refresh" content="3; url=/create-headshot"/></noscript>');

    expect((await sendWebhook(worker, event)).status).toBe(200);
    const arrived = await worker.fetch("/create-headshot", { headers: { Cookie: cookie } });
    const html = await arrived.text();
    expect(pageSays(html, enCreate.order.heading.replace("{{plan}}", "Premium"))).toBe(true);
    expect(html).not.toContain('http-equiv="refresh"');
    // From now on the signed link's cookie holds the order.
    expect(cookiesFrom(arrived, cookie)).toMatch(/order_access=[0-9a-f-]{36}\.\d+\./);
    expect(cookiesFrom(arrived, cookie)).not.toContain("checkout_ref=");
  });

  test("back from the store without JavaScript, on the plain page: the payment is confirmed and the order is left to its e-mailed link", async () => {
    const issued = await followBuyLink(worker, "/buy/basic?checkout[custom][locale]=en");
    await paidThrough(issued.ref, "plain.return@example.com");
    const page = await getPage(worker, "/create-headshot", { headers: { Cookie: issued.cookie } });
    expect(page.status).toBe(200);
    expect(pageSays(page.html, enCreate.emailed.heading)).toBe(true);
    expect(pageSays(page.html, enCreate.emailed.text.replace("{{email}}", "p•••@example.com"))).toBe(true);
    expect(page.html).not.toContain("plain.return@example.com");
    expect(cookiesFrom(page)).not.toContain("order_access");

    // The e-mailed link opens it here, and the reference has done its part.
    const [mail] = await mailsTo("plain.return@example.com");
    const opened = await open(linkIn(mail!.text_body), issued.cookie);
    expect(pageSays(opened.html, enCreate.order.heading.replace("{{plan}}", "Basic"))).toBe(true);
    const again = await getPage(worker, "/create-headshot", { headers: { Cookie: opened.cookie } });
    expect(again.html).toContain("plain.return@example.com");
    expect(cookiesFrom(again, opened.cookie)).not.toContain("checkout_ref=");
  });

  test("a stranger who kept the reference of a checkout someone else paid for sees that it was paid, never the order", async () => {
    // The stranger follows a buy link, keeps its cookie and hands the store's checkout (the reference in its custom data) on.
    const issued = await followBuyLink(worker, "/buy/basic?checkout[custom][locale]=en");
    const { event } = await paidThrough(issued.ref, "payer@example.com");
    const wrongIdentifier = `${event.data.id}.${crypto.randomUUID()}`;
    const otherOrder = `${Number(event.data.id) + 1}.${String(event.data.attributes.identifier)}`;
    for (const back of [
      "/create-headshot",
      `/create-headshot?checkout=${issued.ref}`,
      `/create-headshot?checkout=${issued.ref}&paid=${wrongIdentifier}`,
      `/create-headshot?checkout=${issued.ref}&paid=${otherOrder}`,
    ]) {
      const page = await open(back, issued.cookie);
      expect(page.status).toBe(200);
      expect(pageSays(page.html, enCreate.emailed.heading)).toBe(true);
      expect(pageSays(page.html, enCreate.emailed.text.replace("{{email}}", "p•••@example.com"))).toBe(true);
      expect(page.html).not.toContain("payer@example.com");
      expect(pageSays(page.html, enCreate.upload.guide.heading)).toBe(false);
      expect(page.cookie).not.toContain("order_access");
    }
    // A proof that is not one changes nothing.
    const malformed = await open(`/create-headshot?checkout=${issued.ref}&paid=not a proof`, issued.cookie);
    expect(malformed.status).toBe(404);
    expect(pageSays(malformed.html, enCreate.invalid.heading)).toBe(true);
    expect(malformed.cookie).toBe(issued.cookie);
    // Nor does any form or download of the order open for the stranger.
    const orderId = (await orderOf(event.data.id))!.id;
    const exported = await worker.fetch(`/create-headshot/export/${orderId}`, { headers: { Cookie: issued.cookie } });
    expect(exported.status).toBe(404);
    const upload = await postForm(
      worker,
      "/create-headshot",
      { intent: "choices", order: orderId },
      { headers: { Cookie: issued.cookie } },
    );
    expect(upload.status).toBe(403);
    // The reference is still the payer's to use: the order has not been spent on the stranger.
    expect((await orderOf(event.data.id))!.checkout_ref).toBe(issued.ref);
  });

  test("the payer's page, with the order's identifiers from the overlay, opens the order at once, and only once", async () => {
    const issued = await followBuyLink(worker, "/buy/basic?checkout[custom][locale]=en");
    const { back } = await paidThrough(issued.ref, "proven.payer@example.com");
    const page = await open(back, issued.cookie);
    expect(page.redirected).toBe("/create-headshot");
    expect(pageSays(page.html, enCreate.order.heading.replace("{{plan}}", "Basic"))).toBe(true);
    expect(page.html).toContain("proven.payer@example.com");
    expect(page.cookie).toMatch(/order_access=[0-9a-f-]{36}\.\d+\./);
    expect(page.cookie).not.toContain("checkout_ref=");
    // The same address with the same proof, replayed with the cookie as it was: nothing more.
    const replayed = await open(back, issued.cookie);
    expect(replayed.html).not.toContain("proven.payer@example.com");
    expect(replayed.cookie).not.toContain("order_access");
  });

  test.each([
    ["de", "preferred-language=de", deCreate],
    ["es", "", esCreate],
  ] as const)("the payment's notice comes in the page's language (%s)", async (language, languageCookie, strings) => {
    const issued = await followBuyLink(worker, `/buy/basic?checkout[custom][locale]=${language}`, languageCookie);
    await paidThrough(issued.ref, "sprache@example.com");
    const page = await getPage(worker, language === "es" ? "/es/create-headshot" : "/create-headshot", {
      headers: { Cookie: issued.cookie },
    });
    expect(pageSays(page.html, strings.emailed.heading)).toBe(true);
    expect(pageSays(page.html, strings.emailed.text.replace("{{email}}", "s•••@example.com"))).toBe(true);
    expect(pageSays(page.html, strings.emailed.why)).toBe(true);
  });

  test("a stranger who chose the reference of someone else's checkout gets nothing, and the buyer still gets the order", async () => {
    // The stranger hands the buyer a link with a reference of their choosing; the buy link replaces it.
    const chosen = ref();
    const issued = await followBuyLink(worker, `/buy/basic?checkout[custom][locale]=en&checkout[custom][checkout_ref]=${chosen}`);
    expect(issued.ref).not.toBe(chosen);
    const { back } = await paidThrough(issued.ref, "victim@example.com");

    for (const attempt of [chosen, issued.ref]) {
      const stranger = await open(`/create-headshot?checkout=${attempt}`);
      expect(stranger.status).toBe(404);
      expect(pageSays(stranger.html, enCreate.invalid.heading)).toBe(true);
      expect(stranger.html).not.toContain("victim@example.com");
      expect(cookiesFrom(stranger)).not.toMatch(/order_access|checkout_ref/);
    }
    // A stranger with a reference of their own, issued by a buy link of their own, is no closer.
    const own = await followBuyLink(worker, "/buy/basic?checkout[custom][locale]=en");
    const mixed = await open(`/create-headshot?checkout=${issued.ref}`, own.cookie);
    expect(mixed.status).toBe(404);
    expect(mixed.html).not.toContain("victim@example.com");

    const buyer = await open(back, issued.cookie);
    expect(buyer.status).toBe(200);
    expect(buyer.html).toContain("victim@example.com");
  });

  test("a reference finds its order once: replayed with the same cookie, it finds nothing", async () => {
    const issued = await followBuyLink(worker, "/buy/basic?checkout[custom][locale]=en");
    const { back } = await paidThrough(issued.ref, "once@example.com");
    const first = await open(back, issued.cookie);
    expect(first.html).toContain("once@example.com");

    // The cookie as it was before, copied or kept: the order is no longer behind it.
    const now = Math.floor(Date.now() / 1000);
    const replayed = await getPage(worker, "/create-headshot", { headers: { Cookie: `checkout_ref=${issued.ref}.${now}` } });
    expect(replayed.html).not.toContain("once@example.com");
    expect(pageSays(replayed.html, enCreate.order.heading.replace("{{plan}}", "Basic"))).toBe(false);
    const row = await (
      await db()
    )
      .prepare("SELECT checkout_ref FROM orders WHERE email = ?")
      .bind("once@example.com")
      .first<{ checkout_ref: string | null }>();
    expect(row?.checkout_ref).toBeNull();
  });

  test("a bogus ?checkout= leaves the order the browser holds in place", async () => {
    const { mail } = await paidOrder({ email: "holder@example.com" });
    const held = await open(linkIn(mail.text_body));
    expect(held.html).toContain("holder@example.com");
    for (const bogus of ["not-a-reference", ref()]) {
      const answer = await open(`/create-headshot?checkout=${bogus}`, held.cookie);
      expect(answer.status).toBe(404);
      expect(cookiesFrom(answer, held.cookie)).toBe(held.cookie);
    }
    const again = await getPage(worker, "/create-headshot", { headers: { Cookie: held.cookie } });
    expect(again.html).toContain("holder@example.com");
  });

  test.each([
    ["an e-mailed link to another order", "link"],
    ["a checkout finished in this browser", "checkout"],
  ] as const)("%s does not replace the order the browser holds without asking, by a form", async (_, how) => {
    const { mail } = await paidOrder({ email: `held.${how}@example.com`, variantId: "local-premium" });
    const held = await open(linkIn(mail.text_body));
    let cookie = held.cookie;
    if (how === "link") {
      const other = await paidOrder({ email: `offered.${how}@example.com`, variantId: "local-ultimate" });
      cookie = (await open(linkIn(other.mail.text_body), cookie)).cookie;
    } else {
      const issued = await followBuyLink(worker, "/buy/ultimate?checkout[custom][locale]=en", cookie);
      const { back } = await paidThrough(issued.ref, `offered.${how}@example.com`, "local-ultimate");
      cookie = (await open(back, issued.cookie)).cookie;
    }
    const asked = await getPage(worker, "/create-headshot", { headers: { Cookie: cookie } });
    expect(pageSays(asked.html, enCreate.replace.heading)).toBe(true);
    expect(asked.html).not.toContain(`held.${how}@example.com`);
    expect(asked.html).not.toContain(`offered.${how}@example.com`);
    expect(asked.html).toMatch(/<form method="post"[^>]*>.*name="intent" value="open-offered"/s);

    // Keeping the held order drops the offer.
    const kept = await postForm(worker, "/create-headshot", { intent: "keep-held" }, { headers: { Cookie: cookie } });
    expect(kept.status).toBe(303);
    const afterKeep = await getPage(worker, "/create-headshot", { headers: { Cookie: cookiesFrom(kept, cookie) } });
    expect(afterKeep.html).toContain(`held.${how}@example.com`);

    // Opening the offered one replaces it.
    const opened = await postForm(worker, "/create-headshot", { intent: "open-offered" }, { headers: { Cookie: cookie } });
    expect(opened.status).toBe(303);
    const afterOpen = await getPage(worker, "/create-headshot", { headers: { Cookie: cookiesFrom(opened, cookie) } });
    expect(afterOpen.html).toContain(`offered.${how}@example.com`);
    expect(pageSays(afterOpen.html, enCreate.order.heading.replace("{{plan}}", "Ultimate"))).toBe(true);
  });

  test("the question comes in the page's language", async () => {
    const first = await paidOrder({ email: "frage.eins@example.com" });
    const second = await paidOrder({ email: "frage.zwei@example.com", variantId: "local-ultimate" });
    const held = await open(linkIn(first.mail.text_body), "preferred-language=de");
    const cookie = (await open(linkIn(second.mail.text_body), held.cookie)).cookie;
    const asked = await getPage(worker, "/create-headshot", { headers: { Cookie: cookie } });
    expect(pageSays(asked.html, deCreate.replace.heading)).toBe(true);
    expect(pageSays(asked.html, deCreate.replace.open.replace("{{plan}}", "Ultimate"))).toBe(true);
  });

  test("a reference is checked for two minutes after the buyer is back, then the page stops, says so and names the support address", async () => {
    const now = Math.floor(Date.now() / 1000);
    const early = await getPage(worker, "/create-headshot", { headers: { Cookie: `checkout_ref=${ref()}.${now - 100}` } });
    expect(pageSays(early.html, enCreate.pending.heading)).toBe(true);
    expect(early.html).toContain('http-equiv="refresh"');

    const page = await getPage(worker, "/create-headshot", { headers: { Cookie: `checkout_ref=${ref()}.${now - 121}` } });
    expect(page.status).toBe(200);
    expect(pageSays(page.html, enCreate.delayed.heading)).toBe(true);
    expect(pageSays(page.html, enCreate.pending.heading)).toBe(false);
    expect(page.html).not.toContain('http-equiv="refresh"');
    expect(page.html).toContain('<a href="mailto:hello@resoume.com">hello@resoume.com</a>');
  });

  test("a reference that is not one the server could have issued: the invalid-link message", async () => {
    const page = await open("/create-headshot?checkout=not-a-reference");
    expect(page.status).toBe(404);
    expect(pageSays(page.html, enCreate.invalid.heading)).toBe(true);
  });

  test.each([
    ["en", "/create-headshot", {}, enCreate, "/pricing"],
    ["de", "/create-headshot", { Cookie: "preferred-language=de" }, deCreate, "/pricing"],
    ["es", "/es/create-headshot", {}, esCreate, "/es/pricing"],
  ] as const)("without any order (%s) the page says what it is for and leads to the plans", async (_, path, headers, strings, pricing) => {
    const page = await getPage(worker, path, { headers });
    expect(page.status).toBe(200);
    for (const state of [strings.pending.heading, strings.invalid.heading, strings.expired.heading])
      expect(pageSays(page.html, state)).toBe(false);
    expect(pageSays(page.html, strings.none.heading)).toBe(true);
    expect(page.html).toMatch(new RegExp(`<a [^>]*href="${pricing}"[^>]*>${strings.none.cta}</a>`));
  });

  // The page's data is inlined in the document: texts of panels it cannot show would only weigh it down.
  test("the document carries the texts of the state it shows, not those of the others", async () => {
    const none = await getPage(worker, "/create-headshot");
    const issued = await followBuyLink(worker, "/buy/basic?checkout[custom][locale]=en");
    const { back } = await paidThrough(issued.ref, "texts@example.com");
    const order = await open(back, issued.cookie);
    expect(pageSays(order.html, enCreate.upload.guide.heading)).toBe(true);
    expect(none.html).toContain(enCreate.none.heading);
    for (const other of [
      enCreate.none.heading,
      enCreate.pending.heading,
      enCreate.delayed.heading,
      enCreate.expired.heading,
      enCreate.progress.heading,
    ])
      expect(order.html).not.toContain(other);
    for (const other of [
      enCreate.upload.guide.heading,
      enCreate.order.heading.replace(" {{plan}}", ""),
      enCreate.deleteNow.heading,
      enCreate.pending.heading,
    ])
      expect(none.html).not.toContain(other);
  });
});

describe("with a store configured", () => {
  let store: TestWorker;
  beforeAll(async () => {
    store = await startWorker({ vars: { ...paymentVars, ...storeVars } });
  });
  afterAll(() => store?.dispose());

  test.each([
    [storeVars.LEMONSQUEEZY_VARIANT_BASIC, "BASIC"],
    [Number(storeVars.LEMONSQUEEZY_VARIANT_PREMIUM), "PREMIUM"],
    [storeVars.LEMONSQUEEZY_VARIANT_ULTIMATE, "ULTIMATE"],
  ])("variant %s is the %s plan", async (variantId, plan) => {
    const event = orderEvent({ variantId });
    expect((await sendWebhook(store, event)).status).toBe(200);
    const row = await (
      await store.db()
    )
      .prepare("SELECT plan FROM orders WHERE provider_order_id = ?")
      .bind(event.data.id)
      .first<{ plan: string }>();
    expect(row?.plan).toBe(plan);
  });

  test("the local checkout's variants are not the store's: 422", async () => {
    expect((await sendWebhook(store, orderEvent({ variantId: "local-basic" }))).status).toBe(422);
  });
});

describe("without the secrets", () => {
  test("webhooks are refused with 503 and nothing is recorded", async () => {
    const unconfigured = await startWorker();
    try {
      const response = await sendWebhook(unconfigured, orderEvent());
      expect(response.status).toBe(503);
      const { n } = (await (await unconfigured.db()).prepare("SELECT COUNT(*) AS n FROM orders").first<{ n: number }>())!;
      expect(n).toBe(0);
    } finally {
      await unconfigured.dispose();
    }
  });
});
