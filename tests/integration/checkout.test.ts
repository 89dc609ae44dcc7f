import { afterAll, beforeAll, describe, expect, test } from "vitest";
import enCreate from "~/locales/en/create-headshot";
import deForms from "~/locales/de/forms";
import enForms from "~/locales/en/forms";
import deCheckout from "~/locales/de/checkout";
import enCheckout from "~/locales/en/checkout";
import esCheckout from "~/locales/es/checkout";
import enDashboard from "~/locales/en/dashboard";
import deLocal from "~/locales/de/local-checkout";
import enLocal from "~/locales/en/local-checkout";
import dePlans from "~/locales/de/plans";
import enPlans from "~/locales/en/plans";
import esPlans from "~/locales/es/plans";
import dePricing from "~/locales/de/pricing";
import enPricing from "~/locales/en/pricing";
import esPricing from "~/locales/es/pricing";
import { facts, plans } from "~/content/business";
import { invalidFields, messagesOf, pageSays, postForm } from "../setup/forms";
import { decode, getPage, h1Of, linkHrefs } from "../setup/html";
import { cookiesFrom, followBuyLink, payLocally, paymentVars, storeVars } from "../setup/payments";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * The pages that sell (/pricing, /checkout) and the local checkout that stands in for the store:
 * the three packs with their features and prices in the page's language and currency, buy links
 * that work without JavaScript, and a test purchase that ends on /create-headshot with the order.
 */

const strings = {
  en: { pricing: enPricing, checkout: enCheckout, plans: enPlans, prices: ["$19", "$29", "$49"] },
  de: { pricing: dePricing, checkout: deCheckout, plans: dePlans, prices: ["19\u00a0€", "29\u00a0€", "49\u00a0€"] },
  es: { pricing: esPricing, checkout: esCheckout, plans: esPlans, prices: ["19\u00a0US$", "29\u00a0US$", "49\u00a0US$"] },
};
type Lng = keyof typeof strings;
const where: Record<Lng, { prefix: string; headers: Record<string, string> }> = {
  en: { prefix: "", headers: {} },
  de: { prefix: "", headers: { Cookie: "preferred-language=de" } },
  es: { prefix: "/es", headers: {} },
};

/** The buy links of a page, by plan, as the browser would resolve them. */
function buyLinks(html: string): Record<string, URL> {
  const links: Record<string, URL> = {};
  for (const [tag] of html.matchAll(/<a\b[^>]*data-checkout="[A-Z]+"[^>]*>/g)) {
    const plan = /data-checkout="([A-Z]+)"/.exec(tag)![1]!;
    links[plan] = new URL(decode(/\shref="([^"]*)"/.exec(tag)![1]!), "http://localhost");
  }
  return links;
}

const directive = (policy: string | null, name: string) =>
  (policy ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker({ vars: paymentVars });
});

afterAll(async () => {
  await worker?.dispose();
});

describe.each(["en", "de", "es"] as const)("in %s", (language) => {
  const { prefix, headers } = where[language];
  const t = strings[language];

  test.each(["pricing", "checkout"] as const)("/%s shows the three packs with their features, prices and buy links", async (page) => {
    const response = await getPage(worker, `${prefix}/${page}`, { headers });
    expect(response.status).toBe(200);
    expect(h1Of(response.html)).toBe(t[page].heading);
    expect(pageSays(response.html, t[page].plansHeading)).toBe(true);
    plans.forEach((plan, index) => {
      expect(pageSays(response.html, `${plan.name} ${t.plans.taglines[plan.key]} ${t.prices[index]} ${t.plans.oneTime}`)).toBe(true);
      expect(pageSays(response.html, t.plans.photos.replace("{{count}}", String(plan.photos)))).toBe(true);
      expect(pageSays(response.html, t.plans.buy.replace("{{plan}}", plan.name))).toBe(true);
    });
    expect(pageSays(response.html, t.plans.styles.one)).toBe(true);
    expect(pageSays(response.html, t.plans.styles.other.replace("{{count}}", "6"))).toBe(true);
    expect(pageSays(response.html, t.plans.delivery.hours.replace("{{count}}", "2"))).toBe(true);
    expect(pageSays(response.html, t.plans.delivery.underHour)).toBe(true);
    expect(pageSays(response.html, t.plans.support.days.one)).toBe(true);
    expect(pageSays(response.html, t.plans.commercialRights)).toBe(true);
    expect(pageSays(response.html, `${t.plans.notIncluded} ${t.plans.commercialRights}`)).toBe(true);

    const links = buyLinks(response.html);
    expect(Object.keys(links).sort()).toEqual(["BASIC", "PREMIUM", "ULTIMATE"]);
    for (const plan of plans) {
      expect(links[plan.id]!.pathname).toBe(`${prefix}/buy/${plan.key}`);
      expect(links[plan.id]!.searchParams.get("checkout[custom][locale]")).toBe(language);
      expect(links[plan.id]!.searchParams.get("checkout[custom][cta_variant]")).toMatch(/^(control|variant_[abc])$/);
      expect(links[plan.id]!.searchParams.has("checkout[discount_code]")).toBe(false);
    }
  });

  test("/pricing offers team pricing by e-mail, the white-label offer, the refund and the deletion", async () => {
    const response = await getPage(worker, `${prefix}/pricing`, { headers });
    const { pricing } = t;
    expect(pageSays(response.html, pricing.team.text.replace("{{count}}", String(facts.teamMinPeople)))).toBe(true);
    expect(pageSays(response.html, pricing.whiteLabel.text.replace("{{hours}}", String(facts.whiteLabelQuoteHours)))).toBe(true);
    const items = pricing.included.items.map((item) => item.replace("{{refundDays}}", "30").replace("{{retentionDays}}", "30"));
    for (const item of items) expect(pageSays(response.html, item)).toBe(true);
    const hrefs = linkHrefs(response.html);
    expect(hrefs).toContain(`mailto:hello@resoume.com?subject=${encodeURIComponent(pricing.team.subject)}`);
    expect(hrefs).toContain(`${prefix}/white-label`);
    expect(hrefs).toContain(`${prefix}/refund-policy`);
  });

  test("/checkout says what happens after paying, the refund and the deletion", async () => {
    const response = await getPage(worker, `${prefix}/checkout`, { headers });
    const { checkout } = t;
    const figures = (item: string) =>
      item
        .replace("{{selfiesRecommendedMin}}", "8")
        .replace("{{selfiesRecommendedMax}}", "10")
        .replace("{{selfiesMin}}", "5")
        .replace("{{refundDays}}", "30")
        .replace("{{retentionDays}}", "30");
    for (const item of [...checkout.steps.items, ...checkout.promise.items]) expect(pageSays(response.html, figures(item))).toBe(true);
    expect(pageSays(response.html, checkout.more.team.replace("{{count}}", "10"))).toBe(true);
    expect(linkHrefs(response.html)).toContain(`${prefix}/white-label`);
  });
});

test("a referral visitor's buy links carry the referral code and the referral", async () => {
  const response = await getPage(worker, "/pricing?ref=producthunt");
  const links = buyLinks(response.html);
  for (const link of Object.values(links)) {
    expect(link.searchParams.get("checkout[discount_code]")).toBe("RESOUME30");
    expect(link.searchParams.get("checkout[custom][referral]")).toBe("producthunt");
  }
});

test("without a store, the pages that sell allow neither lemon.js nor any frame, and load nothing of Lemon Squeezy's", async () => {
  const response = await getPage(worker, "/pricing");
  const policy = response.headers.get("Content-Security-Policy");
  expect(directive(policy, "script-src")).toContain("'self'");
  expect(directive(policy, "script-src")!.filter((source) => source.includes("lemonsqueezy"))).toEqual([]);
  expect(directive(policy, "frame-src")).toBeUndefined();
  expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  expect(response.html).not.toContain("lemonsqueezy.com");
});

describe("with a store configured", () => {
  let store: TestWorker;
  beforeAll(async () => {
    store = await startWorker({ vars: { ...paymentVars, ...storeVars } });
  });
  afterAll(() => store?.dispose());

  test("buy links lead to the store's checkout of each plan, with the page's language and a reference for this browser", async () => {
    const response = await getPage(store, "/es/pricing");
    const links = buyLinks(response.html);
    const expected = {
      BASIC: storeVars.LEMONSQUEEZY_CHECKOUT_BASIC,
      PREMIUM: storeVars.LEMONSQUEEZY_CHECKOUT_PREMIUM,
      ULTIMATE: storeVars.LEMONSQUEEZY_CHECKOUT_ULTIMATE,
    };
    for (const [plan, storeLink] of Object.entries(expected)) {
      const { checkout, ref, cookie } = await followBuyLink(store, links[plan]!.pathname + links[plan]!.search);
      expect(checkout.origin + checkout.pathname).toBe(storeLink);
      expect(checkout.searchParams.get("checkout[custom][locale]")).toBe("es");
      expect(ref).toMatch(/^[0-9a-f-]{36}$/);
      expect(cookie).toBe(`checkout_ref=${ref}`);
    }
  });

  test("with JavaScript the overlay asks the buy link for the checkout, and the browser gets its reference all the same", async () => {
    const links = buyLinks((await getPage(store, "/pricing")).html);
    const response = await store.fetch(links.PREMIUM!.pathname + links.PREMIUM!.search, { headers: { Accept: "application/json" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { url, ref } = (await response.json()) as { url: string; ref: string };
    expect(url.startsWith(`${storeVars.LEMONSQUEEZY_CHECKOUT_PREMIUM}?`)).toBe(true);
    expect(new URL(url).searchParams.get("checkout[custom][checkout_ref]")).toBe(ref);
    expect(cookiesFrom(response)).toBe(`checkout_ref=${ref}`);
  });

  test("a buy link cannot choose the reference, nor lead anywhere but to the store", async () => {
    const chosen = "3b0d5f0e-6f4e-4d6a-9a53-0c1f2d3e4f50";
    const query = new URLSearchParams({
      "checkout[custom][checkout_ref]": chosen,
      "checkout[custom][locale]": "en",
      "checkout[email]": "someone@example.com",
      redirect: "https://evil.example/",
      "checkout[custom][../x]": "y",
    });
    const { checkout, ref } = await followBuyLink(store, `/buy/basic?${query}`);
    expect(ref).not.toBe(chosen);
    expect(checkout.searchParams.getAll("checkout[custom][checkout_ref]")).toEqual([ref]);
    expect(checkout.origin + checkout.pathname).toBe(storeVars.LEMONSQUEEZY_CHECKOUT_BASIC);
    expect([...checkout.searchParams.keys()].sort()).toEqual([
      "checkout[custom][checkout_ref]",
      "checkout[custom][locale]",
      "checkout[email]",
    ]);
  });

  test("the overlay may load lemon.js and frame the store's checkout, and nothing else", async () => {
    const response = await getPage(store, "/checkout");
    const policy = response.headers.get("Content-Security-Policy");
    expect(directive(policy, "script-src")).toContain("https://app.lemonsqueezy.com");
    expect(directive(policy, "frame-src")).toEqual(["'self'", "https://resoume-test.lemonsqueezy.com"]);
  });

  test("half a store is refused as a configuration error", async () => {
    const { LEMONSQUEEZY_VARIANT_ULTIMATE: _, ...half } = storeVars;
    const broken = await startWorker({ vars: { ...paymentVars, ...half } });
    try {
      const response = await getPage(broken, "/pricing");
      expect(response.status).toBe(500);
    } finally {
      await broken.dispose();
    }
  });
});

describe("in production without a store", () => {
  let production: TestWorker;
  beforeAll(async () => {
    production = await startWorker({ vars: { ...paymentVars, APP_ENV: "production" } });
  });
  afterAll(() => production?.dispose());

  test("the packs are shown without buy links, saying that checkout is paused", async () => {
    const response = await getPage(production, "/pricing");
    expect(Object.keys(buyLinks(response.html))).toEqual([]);
    expect(pageSays(response.html, enPlans.unavailable)).toBe(true);
  });

  test.each(["/local-checkout/basic", "/es/local-checkout/premium"])("%s does not exist", async (path) => {
    expect((await getPage(production, path)).status).toBe(404);
    const post = await postForm(production, path, { email: "nobody@example.com", plan: "basic" });
    expect(post.status).toBe(404);
    const { n } = (await (await production.db()).prepare("SELECT COUNT(*) AS n FROM orders").first<{ n: number }>())!;
    expect(n).toBe(0);
  });
});

describe("the local checkout", () => {
  const ordersOf = async (email: string) =>
    (
      await (
        await worker.db()
      )
        .prepare("SELECT * FROM orders WHERE email = ?")
        .bind(email)
        .all<{ plan: string; language: string; total: number; discount_code: string | null; currency: string; checkout_ref: string }>()
    ).results;

  test("takes the link's e-mail, discount code and custom data, and is framed by no page", async () => {
    const query = new URLSearchParams({
      "checkout[email]": "prefilled@example.com",
      "checkout[discount_code]": "WELCOME20",
      "checkout[custom][locale]": "en",
      "checkout[custom][checkout_ref]": "3b0d5f0e-6f4e-4d6a-9a53-0c1f2d3e4f50",
    });
    const response = await getPage(worker, `/local-checkout/premium?${query}`);
    expect(response.status).toBe(200);
    expect(h1Of(response.html)).toBe(enLocal.heading);
    expect(response.html).toMatch(/<input[^>]*name="email"[^>]*value="prefilled@example.com"/);
    expect(response.html).toMatch(/<input[^>]*name="discountCode"[^>]*value="WELCOME20"/);
    expect(response.html).toMatch(/<option value="premium" selected="">/);
    expect(response.html).toMatch(/<input type="hidden" name="custom.checkout_ref" value="3b0d5f0e-6f4e-4d6a-9a53-0c1f2d3e4f50"\/>/);
    expect(directive(response.headers.get("Content-Security-Policy"), "frame-ancestors")).toEqual(["'none'"]);
  });

  test("an unknown plan: 404", async () => {
    expect((await getPage(worker, "/local-checkout/platinum")).status).toBe(404);
  });

  test("a test purchase sends the signed webhook and takes the buyer to the order", async () => {
    const email = "local.buyer@example.com";
    const { checkout, ref, cookie } = await followBuyLink(
      worker,
      "/buy/premium?checkout[custom][locale]=en&checkout[custom][referral]=newsletter",
    );
    expect(checkout.pathname).toBe("/local-checkout/premium");
    const paid = await payLocally(worker, checkout, { email, plan: "ultimate", discountCode: "welcome20" }, cookie);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`/create-headshot?checkout=${ref}`);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({
      plan: "ULTIMATE",
      language: "en",
      currency: "USD",
      total: 3920,
      discount_code: "WELCOME20",
      checkout_ref: ref,
    });

    const paying = cookiesFrom(paid, cookie);
    const first = await worker.fetch(paid.headers.get("Location")!, { headers: { Cookie: paying } });
    const page = await getPage(worker, first.headers.get("Location")!, { headers: { Cookie: cookiesFrom(first, paying) } });
    expect(pageSays(page.html, enCreate.order.heading.replace("{{plan}}", "Ultimate"))).toBe(true);
    expect(pageSays(page.html, enCreate.order.testMode)).toBe(true);
    expect(pageSays(page.html, enCreate.order.discount.replace("{{code}}", "WELCOME20"))).toBe(true);
  });

  test("a checkout handed on by whoever followed its buy link: the order opens for the one who paid, not for the holder of the reference", async () => {
    const email = "handed.on@example.com";
    const holder = await followBuyLink(worker, "/buy/basic?checkout[custom][locale]=en");
    // Someone else pays at the checkout's address, in a browser of their own.
    const paid = await payLocally(worker, holder.checkout, { email, plan: "basic" });
    expect(paid.status).toBe(303);
    const payer = await worker.fetch(paid.headers.get("Location")!, { headers: { Cookie: cookiesFrom(paid) } });
    const payerPage = await getPage(worker, payer.headers.get("Location")!, { headers: { Cookie: cookiesFrom(payer, cookiesFrom(paid)) } });
    expect(pageSays(payerPage.html, enCreate.order.heading.replace("{{plan}}", "Basic"))).toBe(true);
    expect(payerPage.html).toContain(email);

    const held = await getPage(worker, "/create-headshot", { headers: { Cookie: holder.cookie } });
    // The payer's page has spent the reference: the holder's page still waits, as for a checkout never paid.
    expect(pageSays(held.html, enCreate.pending.heading)).toBe(true);
    expect(pageSays(held.html, enCreate.order.heading.replace("{{plan}}", "Basic"))).toBe(false);
    expect(held.html).not.toContain(email);
    expect(cookiesFrom(held)).not.toContain("order_access");
  });

  test("opened without a buy link, it sells in the page's language and leaves the way back to the e-mailed link", async () => {
    const email = "local.spanish@example.com";
    const paid = await postForm(worker, "/es/local-checkout/basic", { email, plan: "basic" });
    expect(paid.status).toBe(303);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ plan: "BASIC", language: "es", total: 1900, discount_code: null, checkout_ref: null });
    expect(paid.headers.get("Location")).toBe("/es/create-headshot");
  });

  test.each([
    ["an invalid e-mail", { email: "not-an-address", plan: "basic" }, "email", enForms.errors.emailInvalid],
    ["no plan", { email: "x@example.com", plan: "" }, "plan", enForms.errors.plan],
    [
      "a discount code that does not exist",
      { email: "x@example.com", plan: "basic", discountCode: "FREE100" },
      "discountCode",
      enForms.errors.discountCode,
    ],
  ])("%s: 400, the message at the field, no order", async (_, fields, field, message) => {
    const page = await postForm(worker, "/local-checkout/basic", fields);
    expect(page.status).toBe(400);
    expect(messagesOf(page.html)).toEqual([message]);
    expect(invalidFields(page.html)).toEqual([field]);
    expect(await ordersOf("x@example.com")).toEqual([]);
  });

  test("the messages are in the page's language", async () => {
    const page = await postForm(
      worker,
      "/local-checkout/basic",
      { email: "x@example.com", plan: "basic", discountCode: "NOPE1" },
      { headers: { Cookie: "preferred-language=de" } },
    );
    expect(pageSays(page.html, deLocal.heading)).toBe(true);
    expect(messagesOf(page.html)).toEqual([deForms.errors.discountCode]);
  });

  test("a slow webhook: the buyer arrives first and the order follows", async () => {
    const email = "slow.webhook@example.com";
    const { checkout, cookie: issued } = await followBuyLink(worker, "/buy/basic?checkout[custom][locale]=en");
    const paid = await payLocally(worker, checkout, { email, plan: "basic", delay: "on" }, issued);
    expect(paid.status).toBe(303);
    expect(await ordersOf(email)).toEqual([]);
    const paying = cookiesFrom(paid, issued);
    const first = await worker.fetch(paid.headers.get("Location")!, { headers: { Cookie: paying } });
    const cookie = cookiesFrom(first, paying);
    const waiting = await getPage(worker, "/create-headshot", { headers: { Cookie: cookie } });
    expect(pageSays(waiting.html, enCreate.pending.heading)).toBe(true);
    await expect.poll(async () => (await ordersOf(email)).length, { timeout: 10_000, interval: 500 }).toBe(1);
    const arrived = await getPage(worker, "/create-headshot", { headers: { Cookie: cookie } });
    expect(pageSays(arrived.html, enCreate.order.heading.replace("{{plan}}", "Basic"))).toBe(true);
  });

  test("the operator sees the order, its plan and status, and the buyer's e-mail in the outbox", async () => {
    const email = "dashboard.buyer@example.com";
    await postForm(worker, "/local-checkout/premium", { email, plan: "premium" });
    const page = await getPage(worker, "/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } });
    expect(pageSays(page.html, enDashboard.orders.heading)).toBe(true);
    // Its state, and since when (the time of the order's last change).
    const state = enDashboard.orders.test.replace("{{status}}", enDashboard.orders.statuses.paid);
    expect(
      pageSays(page.html, `Premium ${email} $29 ${enDashboard.orders.since.replace("{{status}}", state).replace(" {{date}}", "")}`),
    ).toBe(true);
    expect(pageSays(page.html, `UTC en ${enDashboard.statuses.stored}`)).toBe(true);
    expect(pageSays(page.html, `order-confirmation ${email} Your Resoume order: the Premium pack`)).toBe(true);
    expect(pageSays(page.html, enDashboard.services.paymentsLocal)).toBe(true);
  });
});
