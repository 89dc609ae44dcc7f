import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { capture, lead, postForm, postJson } from "../setup/forms";
import { decode, getPage } from "../setup/html";
import { cookiesFrom, paymentVars } from "../setup/payments";
import { confirmByMail } from "../setup/newsletter";
import { startWorker, visitedFrom, type TestWorker } from "../setup/worker";

/**
 * The campaign that brought a visitor (the landing address's UTM parameters) is kept for the visit
 * where analytics are allowed, and goes with every sign-up, lead and order made from it.
 */

const landing = "utm_source=news&utm_medium=email&utm_campaign=spring";
const campaign = { utm_source: "news", utm_medium: "email", utm_campaign: "spring" };

let us: TestWorker;
let eu: TestWorker;

beforeAll(async () => {
  us = await startWorker({ vars: paymentVars });
  eu = visitedFrom(us, { country: "FR", isEUCountry: "1" });
});

afterAll(async () => {
  await us?.dispose();
});

/** The sign-up of `email` once its owner confirmed it, as it waits in KV for the (unconfigured) list. */
async function waiting(worker: TestWorker, email: string) {
  await confirmByMail(worker, email);
  return (await (await worker.kv()).get<{ signup: Record<string, unknown> }>(`signup:${email}`, "json"))?.signup;
}

describe("a visitor whose analytics are allowed", () => {
  let cookie = "";
  beforeAll(async () => {
    const first = await us.fetch(`/?${landing}`);
    await first.arrayBuffer();
    const line = first.headers.getSetCookie().find((header) => header.startsWith("utm_params="));
    // Kept for the visit only: no Max-Age, so the browser forgets it when it closes.
    expect(line).toBeDefined();
    expect(line).not.toMatch(/Max-Age/i);
    cookie = cookiesFrom(first);
  });

  test("a newsletter sign-up on a later page carries the campaign", async () => {
    await postForm(us, "/newsletter", capture("campaign.form@example.com"), { headers: { Cookie: cookie } });
    expect(await waiting(us, "campaign.form@example.com")).toMatchObject(campaign);
  });

  test("a sign-up through the API carries it too", async () => {
    await postJson(us, "/api/newsletter/signup", { email: "campaign.api@example.com" }, { headers: { Cookie: cookie } });
    expect(await waiting(us, "campaign.api@example.com")).toMatchObject(campaign);
  });

  test("a white-label lead is stored with it, and sales read it in the notification", async () => {
    await postForm(us, "/white-label", lead("campaign.lead@example.com"), { headers: { Cookie: cookie } });
    const row = await (
      await us.db()
    )
      .prepare("SELECT id, utm FROM leads WHERE email = ?")
      .bind("campaign.lead@example.com")
      .first<{ id: string; utm: string }>();
    expect(row?.utm).toBe(landing);
    const mail = await (
      await us.db()
    )
      .prepare("SELECT text_body FROM email_outbox WHERE reference = ?")
      .bind(`lead:${row!.id}`)
      .first<{ text_body: string }>();
    expect(mail?.text_body).toContain(`Campaign: ${landing}`);
  });

  test("the buy links pass it to the checkout, and the order records it", async () => {
    const pricing = await getPage(us, "/pricing", { headers: { Cookie: cookie } });
    const link = decode(/<a [^>]*href="(\/buy\/basic\?[^"]+)"/.exec(pricing.html)![1]!);
    // The page is the one every visitor of its key is given: the campaign joins at /buy.
    expect(link).not.toContain("utm_");
    const buy = await us.fetch(link, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(buy.status).toBe(303);
    const query = new URL(buy.headers.get("Location")!, "http://localhost").searchParams;
    for (const [key, value] of Object.entries(campaign)) expect(query.get(`checkout[custom][${key}]`)).toBe(value);

    const custom = Object.fromEntries(
      [...query]
        .filter(([key]) => key.startsWith("checkout[custom]"))
        .map(([key, value]) => [key.replace(/^checkout\[custom\]\[(\w+)\]$/, "custom.$1"), value]),
    );
    const paid = await us.fetch("/local-checkout/basic", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ email: "campaign.order@example.com", plan: "basic", ...custom }).toString(),
    });
    expect(paid.status).toBe(303);
    const order = await (
      await us.db()
    )
      .prepare("SELECT utm FROM orders WHERE email = ?")
      .bind("campaign.order@example.com")
      .first<{ utm: string }>();
    expect(order?.utm).toBe(landing);
  });
});

describe("a visitor who has not consented where consent is asked", () => {
  test("nothing is kept for the visit, but a form sent from the landing page still carries its campaign", async () => {
    const first = await eu.fetch(`/newsletter?${landing}`);
    await first.arrayBuffer();
    expect(first.headers.getSetCookie().some((header) => header.startsWith("utm_params="))).toBe(false);

    await postForm(eu, `/newsletter?${landing}`, capture("campaign.eu@example.com"));
    expect(await waiting(eu, "campaign.eu@example.com")).toMatchObject(campaign);
    await postForm(eu, "/newsletter", capture("no.campaign.eu@example.com"));
    expect(await waiting(eu, "no.campaign.eu@example.com")).not.toHaveProperty("utm_source");
  });
});
