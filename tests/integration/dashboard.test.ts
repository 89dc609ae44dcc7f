import { afterAll, beforeAll, describe, expect, test } from "vitest";
import deCommon from "~/locales/de/common";
import enCommon from "~/locales/en/common";
import esCommon from "~/locales/es/common";
import de from "~/locales/de/dashboard";
import en from "~/locales/en/dashboard";
import { emailOctopusFailures, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { browserHeaders, newClientIp, pageSays, postForm } from "../setup/forms";
import { getPage, h1Of, titleOf } from "../setup/html";
import { confirmByMail } from "../setup/newsletter";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * /dashboard lets only the operator in: ADMIN_TOKEN as a Bearer token or as the Basic password.
 * It shows the sign-ups waiting for EmailOctopus, the latest leads and e-mails, whether each outside
 * service is configured, and replays waiting sign-ups on request.
 */

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.dispose();
});

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
// Each check from a client of its own, so the failed sign-ins of one do not lock out the next.
const get = (headers: Record<string, string>, ip = newClientIp()) =>
  getPage(worker, "/dashboard", { headers: { "CF-Connecting-IP": ip, ...headers } });

describe("refused", () => {
  test.each([
    ["no credentials", {}],
    ["a wrong Bearer token", { Authorization: "Bearer wrong-token-wrong-token-0000" }],
    ["a Bearer token that is a prefix of the right one", { Authorization: `Bearer ${testAdminToken.slice(0, -1)}` }],
    ["a Bearer token longer than the right one", { Authorization: `Bearer ${testAdminToken}x` }],
    ["an empty Bearer token", { Authorization: "Bearer " }],
    ["a wrong Basic password", { Authorization: basic("admin", "wrong-password-wrong-0000") }],
    ["the token as the Basic user name", { Authorization: basic(testAdminToken, "") }],
    ["malformed Basic credentials", { Authorization: "Basic %%%not-base64%%%" }],
    ["an unknown scheme", { Authorization: `Token ${testAdminToken}` }],
  ] as const)("with %s: 401 and the sign-in screen", async (_, headers) => {
    const page = await get(headers);
    expect(page.status).toBe(401);
    expect(h1Of(page.html)).toBe(enCommon.unauthorized.heading);
    expect(page.html).not.toContain(en.heading);
  });

  test.each([
    ["no credentials", {}],
    ["a wrong Bearer token", { Authorization: "Bearer wrong-token-wrong-token-0000" }],
    ["a wrong Basic password", { Authorization: basic("anyuser", "wrong-password-wrong-0000") }],
  ] as const)("with %s: a WWW-Authenticate Basic challenge", async (_, headers) => {
    const page = await get(headers);
    expect(page.status).toBe(401);
    expect(page.headers.get("WWW-Authenticate")).toMatch(/^Basic\s+realm="[^"]+"/);
  });

  test("the sign-in screen is titled in the page's language", async () => {
    const page = await get({});
    expect(page.status).toBe(401);
    expect(titleOf(page.html)).toBe(enCommon.titles.unauthorized);
  });
});

describe("failed sign-ins are rate limited per client", () => {
  const wrong = { Authorization: "Bearer wrong-token-wrong-token-0000" };
  const right = { Authorization: `Bearer ${testAdminToken}` };

  test("after 10 wrong tokens a client is refused for a while, the right token included, and told so", async () => {
    const ip = newClientIp();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await get(wrong, ip)).status).toBe(401);

    for (const headers of [wrong, right, { ...right, Cookie: "preferred-language=en" }]) {
      const page = await get(headers, ip);
      expect(page.status).toBe(429);
      expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(Number(page.headers.get("Retry-After"))).toBeLessThanOrEqual(900);
      expect(page.headers.get("WWW-Authenticate")).toBeNull();
      expect(titleOf(page.html)).toBe(enCommon.titles.signInLimited);
      expect(h1Of(page.html)).toBe(enCommon.signInLimited.heading);
      expect(pageSays(page.html, enCommon.signInLimited.text)).toBe(true);
      expect(page.html).not.toContain(en.heading);
    }
    // Another client signs in as before.
    expect((await get(right)).status).toBe(200);
  });

  test.each([
    ["de", deCommon],
    ["es", esCommon],
  ] as const)("the refusal is in the operator's language (%s)", async (language, common) => {
    const ip = newClientIp();
    for (let attempt = 0; attempt < 10; attempt += 1) await get(wrong, ip);
    const page = await get({ ...wrong, Cookie: `preferred-language=${language}` }, ip);
    expect(page.status).toBe(429);
    expect(titleOf(page.html)).toBe(common.titles.signInLimited);
    expect(h1Of(page.html)).toBe(common.signInLimited.heading);
    expect(pageSays(page.html, common.signInLimited.text)).toBe(true);
  });

  test("visits without credentials (the browser asking for its prompt) and right tokens use up nothing", async () => {
    const ip = newClientIp();
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await get({}, ip)).status).toBe(401);
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await get(right, ip)).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await get(wrong, ip)).status).toBe(401);
    expect((await get(right, ip)).status).toBe(200);
  });
});

describe("allowed", () => {
  test.each([
    ["the Bearer token", { Authorization: `Bearer ${testAdminToken}` }],
    ["a lower-case bearer scheme", { Authorization: `bearer ${testAdminToken}` }],
    ["Basic with any user name", { Authorization: basic("anyuser", testAdminToken) }],
    ["Basic with an empty user name", { Authorization: basic("", testAdminToken) }],
  ] as const)("with %s: 200 and the dashboard", async (_, headers) => {
    const page = await get(headers);
    expect(page.status).toBe(200);
    expect(page.headers.get("WWW-Authenticate")).toBeNull();
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(titleOf(page.html)).toBe(en.title);
    expect(h1Of(page.html)).toBe(en.heading);
  });
});

describe("what the operator sees and does", () => {
  const operator = { Authorization: `Bearer ${testAdminToken}` };
  const dashboard = async (target: TestWorker, path = "/dashboard", headers: Record<string, string> = {}) => {
    const page = await getPage(target, path, { headers: { ...operator, ...headers } });
    expect(page.status).toBe(200);
    return page.html;
  };
  const replay = (target: TestWorker, headers: Record<string, string> = operator) =>
    target.fetch("/dashboard/replay", {
      method: "POST",
      headers: { ...browserHeaders(), "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "",
    });

  test("on the local defaults: both services say so, the waiting sign-up with its error, the lead, and its e-mail in the outbox", async () => {
    await postForm(worker, "/newsletter", { form: "capture", firstName: "Ada", lastName: "Lovelace", email: "waiting@example.com" });
    expect((await confirmByMail(worker, "waiting@example.com")).status).toBe(200);
    await postForm(worker, "/white-label", {
      email: "lead@coaching.example",
      firstName: "Grace",
      lastName: "Hopper",
      companyName: "Hopper Coaching",
      companySize: "large",
    });
    const html = await dashboard(worker);
    expect(pageSays(html, en.services.emailOctopusLocal)).toBe(true);
    expect(pageSays(html, en.services.resendLocal)).toBe(true);
    expect(pageSays(html, en.pending.total.replace("{{count}}", "1"))).toBe(true);
    expect(pageSays(html, "waiting@example.com")).toBe(true);
    expect(pageSays(html, "EmailOctopus is not configured (EMAILOCTOPUS_API_KEY, EMAILOCTOPUS_LIST_ID)")).toBe(true);
    expect(pageSays(html, "Hopper Coaching")).toBe(true);
    expect(pageSays(html, en.leads.employees.replace("{{range}}", "51-200"))).toBe(true);
    expect(pageSays(html, "White-label enquiry: Hopper Coaching (51-200 employees)")).toBe(true);
    expect(pageSays(html, en.statuses.stored)).toBe(true);
  });

  test("an e-mail as it was sent: its headers and text, its link clickable, its content escaped, never cached", async () => {
    const useCase = 'Coaching <script>alert("x")</script> see https://coaching.example/offer?a=1&b=2 for details';
    await postForm(worker, "/white-label", {
      email: "markup@coaching.example",
      firstName: "Ada",
      lastName: "King",
      companyName: "Markup & Co",
      companySize: "small",
      useCase,
    });
    const list = await dashboard(worker);
    const link = /<a [^>]*href="(\/dashboard\?email=[^"]+)"[^>]*>White-label enquiry: Markup &amp; Co/.exec(list)?.[1];
    expect(link).toBeDefined();

    const page = await getPage(worker, link!.replaceAll("&amp;", "&"), { headers: operator });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(h1Of(page.html)).toBe("White-label enquiry: Markup & Co (1-10 employees)");
    expect(pageSays(page.html, "markup@coaching.example")).toBe(true);
    expect(pageSays(page.html, en.statuses.stored)).toBe(true);
    expect(page.html).toContain("Coaching &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page.html).not.toContain('<script>alert("x")');
    expect(page.html).toContain(
      '<a href="https://coaching.example/offer?a=1&amp;b=2" rel="noreferrer">https://coaching.example/offer?a=1&amp;b=2</a>',
    );
  });

  test("an HTML e-mail is framed from its own address, under a policy that applies its inline styles and runs nothing", async () => {
    await postForm(worker, "/newsletter", { form: "capture", firstName: "Ada", lastName: "Byron", email: "framed@example.com" });
    const row = (await dashboard(worker)).match(/<tr>(?:(?!<\/tr>)[\s\S])*framed@example\.com(?:(?!<\/tr>)[\s\S])*<\/tr>/)?.[0];
    const id = /href="\/dashboard\?email=([^"]+)"/.exec(row ?? "")?.[1];
    expect(id).toBeDefined();

    const view = await getPage(worker, `/dashboard?email=${id}`, { headers: operator });
    expect(view.html).toMatch(
      new RegExp(`<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox" src="/dashboard/email/${id}"`),
    );
    // The page no longer carries the body itself.
    expect(view.html).not.toContain("srcDoc");
    expect(view.html).not.toContain("padding:12px 20px");

    const body = await worker.fetch(`/dashboard/email/${id}`, { headers: operator });
    expect(body.status).toBe(200);
    expect(body.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(body.headers.get("Cache-Control")).toBe("private, no-store");
    expect(body.headers.get("Content-Security-Policy")?.split("; ")).toEqual([
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "img-src http://localhost https: data:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
      "sandbox allow-popups allow-popups-to-escape-sandbox",
    ]);
    const html = await body.text();
    // Links open in a new tab; the base goes inside the head, so the document keeps its standards mode.
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><base target="_blank"><meta charset="utf-8">/);
    expect(html).toContain('style="display:inline-block;padding:12px 20px');

    expect((await worker.fetch(`/dashboard/email/${id}`)).status).toBe(401);
    expect((await worker.fetch("/dashboard/email/no-such-email", { headers: operator })).status).toBe(404);
  });

  test("an e-mail view: unknown id 404, without the token 401", async () => {
    expect((await getPage(worker, "/dashboard?email=no-such-email", { headers: operator })).status).toBe(404);
    expect((await getPage(worker, "/dashboard?email=no-such-email")).status).toBe(401);
  });

  test("in German for a German operator", async () => {
    const html = await dashboard(worker, "/dashboard", { Cookie: "preferred-language=de" });
    expect(h1Of(html)).toBe(de.heading);
    expect(pageSays(html, de.services.emailOctopusLocal)).toBe(true);
    expect(pageSays(html, de.pending.replay)).toBe(true);
  });

  test("replay now without the operator token: 401, nothing replayed", async () => {
    const response = await replay(worker, {});
    await response.arrayBuffer();
    expect(response.status).toBe(401);
    expect(await (await worker.kv()).get("signup:waiting@example.com")).not.toBeNull();
  });

  test("replay now from another site: refused", async () => {
    const response = await replay(worker, { ...operator, "Sec-Fetch-Site": "cross-site" });
    await response.arrayBuffer();
    expect(response.status).toBe(403);
  });

  test("replay now on the local default: back to the dashboard, which says nothing could be sent", async () => {
    const response = await replay(worker);
    await response.arrayBuffer();
    expect(response.status).toBe(303);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/dashboard\?/);
    const html = await dashboard(worker, location);
    expect(pageSays(html, en.pending.replayed.replace("{{delivered}}", "0").replace("{{failed}}", "0"))).toBe(true);
    expect(pageSays(html, en.pending.unconfigured)).toBe(true);
    expect(pageSays(html, "waiting@example.com")).toBe(true);
  });

  test("what the last retry did is said above the jobs, as the address /dashboard/retry redirects to reports it", async () => {
    const retried = await dashboard(worker, "/dashboard?retried=0b6e4a5c-4d7e-4c1a-9f2b-3c8d5e6f7a81#jobs");
    expect(pageSays(retried, en.jobs.retried)).toBe(true);
    expect(pageSays(retried, en.jobs.notRetried)).toBe(false);
    const notRetried = await dashboard(worker, "/dashboard?notRetried=0b6e4a5c-4d7e-4c1a-9f2b-3c8d5e6f7a81#jobs");
    expect(pageSays(notRetried, en.jobs.notRetried)).toBe(true);
    expect(pageSays(notRetried, en.jobs.retried)).toBe(false);
    const neither = await dashboard(worker);
    expect([en.jobs.retried, en.jobs.notRetried].filter((text) => pageSays(neither, text))).toEqual([]);
  });

  test("GET /dashboard/replay: 405", async () => {
    const response = await worker.fetch("/dashboard/replay", { headers: operator });
    await response.arrayBuffer();
    expect(response.status).toBe(405);
  });

  describe("with EmailOctopus configured", () => {
    let eo: FakeEmailOctopus;
    let live: TestWorker;
    beforeAll(async () => {
      eo = await startFakeEmailOctopus();
      live = await startWorker({ vars: eo.vars });
    });
    afterAll(async () => {
      await live?.dispose();
      await eo?.close();
    });

    test("replay now delivers every waiting sign-up at once, whatever its backoff, exactly once", async () => {
      eo.misbehaveAlways(emailOctopusFailures.serverError);
      for (const email of ["one@example.com", "two@example.com"]) {
        await postForm(live, "/newsletter", { form: "capture", firstName: "Ada", lastName: "Lovelace", email });
        expect((await confirmByMail(live, email)).status).toBe(200);
      }
      let html = await dashboard(live);
      expect(pageSays(html, en.services.emailOctopusLive)).toBe(true);
      expect(pageSays(html, en.pending.total.replace("{{count}}", "2"))).toBe(true);
      expect(pageSays(html, "EmailOctopus answered 500: An error occurred. Something went wrong.")).toBe(true);

      eo.misbehaveAlways(null);
      const response = await replay(live);
      await response.arrayBuffer();
      html = await dashboard(live, response.headers.get("Location") ?? "");
      expect(pageSays(html, en.pending.replayed.replace("{{delivered}}", "2").replace("{{failed}}", "0"))).toBe(true);
      expect(pageSays(html, en.pending.empty)).toBe(true);
      expect(
        eo
          .upserts()
          .map((request) => (request.body as { email_address: string }).email_address)
          .sort(),
      ).toEqual(["one@example.com", "two@example.com"]);

      // A second replay finds nothing left to send.
      await (await replay(live)).arrayBuffer();
      expect(eo.upserts()).toHaveLength(2);
    });

    test("replay now while EmailOctopus still fails: the failures are counted and shown", async () => {
      eo.misbehaveAlways(emailOctopusFailures.serverError);
      await postForm(live, "/newsletter", { form: "capture", firstName: "Ada", lastName: "Lovelace", email: "still.failing@example.com" });
      expect((await confirmByMail(live, "still.failing@example.com")).status).toBe(200);
      const response = await replay(live);
      await response.arrayBuffer();
      const html = await dashboard(live, response.headers.get("Location") ?? "");
      expect(pageSays(html, en.pending.replayed.replace("{{delivered}}", "0").replace("{{failed}}", "1"))).toBe(true);
      expect(pageSays(html, "still.failing@example.com")).toBe(true);
      eo.misbehaveAlways(null);
    });
  });
});
