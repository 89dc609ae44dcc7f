import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { decode, getPage, structuredData } from "../setup/html";
import { orderEvent, paymentVars, sendWebhook, storeVars } from "../setup/payments";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * A visitor is shown prices in the currency the checkout will charge them: euros for a German
 * visitor only where the store has euro variants, otherwise the store's currency; the pricing
 * page, its structured data and the buy links agree.
 */

const euroStore = {
  LEMONSQUEEZY_CHECKOUT_EUR_BASIC: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a1001",
  LEMONSQUEEZY_CHECKOUT_EUR_PREMIUM: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a1002",
  LEMONSQUEEZY_CHECKOUT_EUR_ULTIMATE: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a1003",
  LEMONSQUEEZY_VARIANT_EUR_BASIC: "871601",
  LEMONSQUEEZY_VARIANT_EUR_PREMIUM: "871602",
  LEMONSQUEEZY_VARIANT_EUR_ULTIMATE: "871603",
};
const german = { Cookie: "preferred-language=de" };

let dollarStore: TestWorker;
let bothStore: TestWorker;

beforeAll(async () => {
  [dollarStore, bothStore] = await Promise.all([
    startWorker({ vars: { ...paymentVars, ...storeVars } }),
    startWorker({ vars: { ...paymentVars, ...storeVars, ...euroStore } }),
  ]);
});

afterAll(async () => {
  await Promise.all([dollarStore?.dispose(), bothStore?.dispose()]);
});

async function pricing(worker: TestWorker, headers: Record<string, string> = {}) {
  const page = await getPage(worker, "/pricing", { headers });
  const amounts = [...page.html.matchAll(/<span class="plan-card__amount">([^<]*)<\/span>/g)].map((match) => decode(match[1]!));
  const buy = /<a\b[^>]*href="([^"]*)"[^>]*data-checkout="BASIC"/.exec(page.html)?.[1] ?? "";
  const product = structuredData(page.html).find((node) => node["@type"] === "Product") as unknown as {
    offers: Array<{ priceCurrency: string }>;
  };
  // Where the buy link leads: the checkout its route sends the browser on to.
  const checkout = buy ? (await worker.fetch(decode(buy), { headers })).headers.get("Location") : null;
  return {
    amounts,
    buy: checkout ?? "",
    currencies: [...new Set(product.offers.map((offer) => offer.priceCurrency))],
    title: /<title>([^<]*)<\/title>/.exec(page.html)?.[1],
  };
}

describe("a store that charges dollars only", () => {
  test("a German visitor sees dollars everywhere: the cards, the title, the structured data; and buys in dollars", async () => {
    const page = await pricing(dollarStore, german);
    expect(page.amounts).toEqual(["19\u00a0$", "29\u00a0$", "49\u00a0$"]);
    expect(page.title).toContain("19\u00a0$");
    expect(page.currencies).toEqual(["USD"]);
    expect(page.buy.startsWith(storeVars.LEMONSQUEEZY_CHECKOUT_BASIC)).toBe(true);
  });
});

describe("a store with euro variants", () => {
  test("a German visitor sees euros and buys through the euro variant", async () => {
    const page = await pricing(bothStore, german);
    expect(page.amounts).toEqual(["19\u00a0€", "29\u00a0€", "49\u00a0€"]);
    expect(page.currencies).toEqual(["EUR"]);
    expect(page.buy.startsWith(euroStore.LEMONSQUEEZY_CHECKOUT_EUR_BASIC)).toBe(true);
  });

  test("an English visitor still sees and buys in dollars", async () => {
    const page = await pricing(bothStore);
    expect(page.amounts).toEqual(["$19", "$29", "$49"]);
    expect(page.currencies).toEqual(["USD"]);
    expect(page.buy.startsWith(storeVars.LEMONSQUEEZY_CHECKOUT_BASIC)).toBe(true);
  });

  test("an order of a euro variant is recognised as its plan", async () => {
    const event = orderEvent({ variantId: euroStore.LEMONSQUEEZY_VARIANT_EUR_PREMIUM, currency: "EUR", total: 2900 });
    expect(await sendWebhook(bothStore, event)).toMatchObject({ status: 200, json: { outcome: "order-created" } });
    const row = await (
      await bothStore.db()
    )
      .prepare("SELECT plan, currency FROM orders WHERE provider_order_id = ?")
      .bind(event.data.id)
      .first();
    expect(row).toEqual({ plan: "PREMIUM", currency: "EUR" });
  });

  test("half of the euro variables is a configuration error", async () => {
    const { LEMONSQUEEZY_VARIANT_EUR_ULTIMATE: _, ...half } = euroStore;
    const broken = await startWorker({ vars: { ...paymentVars, ...storeVars, ...half } });
    try {
      expect((await getPage(broken, "/pricing")).status).toBe(500);
    } finally {
      await broken.dispose();
    }
  });
});

describe("what the cards promise", () => {
  // The sides the generators deliver (generation.test.ts: Basic's 768 px; astria.test.ts: Premium's 1024 px).
  test("each card names the size of its headshots in pixels, in each language", async () => {
    const expected = [
      {
        path: "/pricing",
        headers: {},
        basic: "Standard resolution, 768\u00a0×\u00a0768\u00a0px",
        more: "High-resolution downloads, 1024\u00a0×\u00a01024\u00a0px",
      },
      {
        path: "/pricing",
        headers: german,
        basic: "Standardauflösung, 768\u00a0×\u00a0768\u00a0px",
        more: "Downloads in hoher Auflösung, 1024\u00a0×\u00a01024\u00a0px",
      },
      {
        path: "/es/pricing",
        headers: {},
        basic: "Resolución estándar, 768\u00a0×\u00a0768\u00a0px",
        more: "Descargas en alta resolución, 1024\u00a0×\u00a01024\u00a0px",
      },
    ];
    for (const { path, headers, basic, more } of expected) {
      const { html } = await getPage(dollarStore, path, { headers });
      const cards = html
        .split('<li class="plan-card">')
        .slice(1)
        .map((card) => decode(card.replace(/<[^>]*>/g, " ").replace(/[ \t\n]+/g, " ")));
      expect(cards).toHaveLength(3);
      expect(cards[0]).toContain(basic);
      expect(cards[1]).toContain(more);
      expect(cards[2]).toContain(more);
    }
  });
});
