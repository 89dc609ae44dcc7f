import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import deForms from "~/locales/de/forms";
import enForms from "~/locales/en/forms";
import esForms from "~/locales/es/forms";
import enWhiteLabel from "~/locales/en/white-label";
import { md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { read } from "../setup/html";
import { capture, lead, messagesOf, newClientIp, pageSays, postForm, postJson } from "../setup/forms";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * The checks every state-changing POST of the forms and the subscriber API runs before it changes
 * anything: origin (Fetch Metadata, else Origin), body size and type, the honeypot, and the
 * per-client rate limit with its translated message.
 */

let eo: FakeEmailOctopus;
let worker: TestWorker;

beforeAll(async () => {
  eo = await startFakeEmailOctopus();
  worker = await startWorker({ vars: eo.vars });
});

afterAll(async () => {
  await worker?.dispose();
  await eo?.close();
});

/**
 * One request per endpoint, each with an address of its own, so the test can see whether anything
 * was stored. The form routes are reached as their fetchers reach them (`.data`): a script on
 * another site can send such a request too, and Remix runs no origin check of its own for it.
 */
const endpoints = [
  {
    name: "POST /newsletter.data",
    send: (email: string, headers: Record<string, string>) => rawPost("/newsletter.data", "form", capture(email), headers),
  },
  {
    name: "POST /white-label.data",
    send: (email: string, headers: Record<string, string>) => rawPost("/white-label.data", "form", lead(email), headers),
  },
  {
    name: "POST /api/newsletter/signup",
    send: (email: string, headers: Record<string, string>) => rawPost("/api/newsletter/signup", "json", { email }, headers),
  },
] as const;

async function rawPost(path: string, kind: "form" | "json", fields: Record<string, string>, headers: Record<string, string>) {
  const response = await worker.fetch(path, {
    method: "POST",
    headers: {
      "Content-Type": kind === "form" ? "application/x-www-form-urlencoded" : "application/json",
      "CF-Connecting-IP": newClientIp(),
      "X-Forwarded-Host": "localhost",
      ...headers,
    },
    body: kind === "form" ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
  });
  return read(response);
}

async function stored(email: string): Promise<boolean> {
  const kv = await (await worker.kv()).get(`signup:${email}`);
  const lead = await (await worker.db()).prepare("SELECT id FROM leads WHERE email = ?").bind(email).first();
  // A newsletter sign-up is kept for its owner, who is e-mailed the link that confirms it.
  const asked = await (
    await worker.db()
  )
    .prepare("SELECT id FROM email_outbox WHERE kind = 'newsletter-confirmation' AND to_addresses = ?")
    .bind(email)
    .first();
  return eo.contacts.has(md5(email)) || kv !== null || lead !== null || asked !== null;
}

describe("origin", () => {
  let count = 0;
  const address = () => `origin.${(count += 1)}@example.com`;

  describe.each(endpoints)("$name", ({ send }) => {
    test.each([
      ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
      ["Sec-Fetch-Site: same-site (another subdomain)", { "Sec-Fetch-Site": "same-site" }],
      ["Sec-Fetch-Site: cross-site and a foreign Origin", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
      ["no Fetch Metadata and a foreign Origin", { Origin: "https://evil.example" }],
      ["no Fetch Metadata and Origin null", { Origin: "null" }],
      ["no Fetch Metadata and an Origin on another port", { Origin: "http://localhost:8080" }],
    ])("refused: %s; nothing stored", async (_, headers: Record<string, string>) => {
      const email = address();
      const answer = await send(email, headers);
      expect(answer.status).toBe(403);
      expect(await stored(email)).toBe(false);
    });

    test.each([
      ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin", Origin: "http://localhost" }],
      ["Sec-Fetch-Site: none (typed or reloaded by the visitor)", { "Sec-Fetch-Site": "none" }],
      ["no Fetch Metadata and this site's Origin", { Origin: "http://localhost" }],
      ["neither header (not a browser: no visitor's cookies ride along)", {}],
    ])("accepted: %s", async (_, headers) => {
      const email = address();
      const answer = await send(email, headers);
      expect(answer.status).toBe(200);
      expect(await stored(email)).toBe(true);
    });
  });

  test("the other API operations check it too", async () => {
    for (const operation of ["check-subscription", "add-tags", "remove-tags"]) {
      const answer = await postJson(
        worker,
        `/api/newsletter/${operation}`,
        { email: "ada@example.com", tags: ["x"] },
        { headers: { "Sec-Fetch-Site": "cross-site" } },
      );
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ error: "Cross-site request refused" });
    }
  });

  test.each(["/newsletter", "/white-label"])("a page POST to %s from another site is refused before its action runs", async (path) => {
    const email = address();
    const answer = await rawPost(path, "form", path === "/newsletter" ? capture(email) : lead(email), {
      "Sec-Fetch-Site": "cross-site",
      Origin: "https://evil.example",
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(await stored(email)).toBe(false);
  });

  test("a refused form post shows the generic message, in the page's language", async () => {
    const page = await postForm(worker, "/newsletter", capture("cross.de@example.com"), {
      headers: { "Sec-Fetch-Site": "cross-site", Cookie: "preferred-language=de" },
    });
    expect(page.status).toBe(403);
    expect(messagesOf(page.html)).toEqual([deForms.errors.generic]);
  });
});

describe("body size and type", () => {
  test.each([
    ["/newsletter", 8 * 1024],
    ["/es/newsletter", 8 * 1024],
    ["/white-label", 32 * 1024],
    ["/api/newsletter/signup", 8 * 1024],
  ])("%s refuses a body over %i bytes with 413, announced or not", async (path, limit) => {
    const json = path.startsWith("/api");
    const padding = "x".repeat(limit);
    const body = json
      ? JSON.stringify({ email: "big@example.com", utm_source: padding })
      : new URLSearchParams({ ...capture("big@example.com"), padding }).toString();
    const headers = {
      "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": newClientIp(),
    };

    const announced = await worker.fetch(path, { method: "POST", headers, body });
    await announced.arrayBuffer();
    expect(announced.status).toBe(413);

    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 1024) controller.enqueue(bytes.slice(offset, offset + 1024));
        controller.close();
      },
    });
    const streamed = await worker.fetch(path, { method: "POST", headers, body: stream, duplex: "half" } as RequestInit);
    await streamed.arrayBuffer();
    expect(streamed.status).toBe(413);
    expect(await stored("big@example.com")).toBe(false);
  });

  test("a form just under the limit is accepted", async () => {
    const page = await postForm(worker, "/white-label", { ...lead("long.story@example.com"), useCase: "é".repeat(2000) });
    expect(page.status).toBe(200);
    expect(pageSays(page.html, enWhiteLabel.form.successHeading.replace("{{firstName}}", "Grace"))).toBe(true);
  });

  test.each([
    ["/newsletter", "text/plain"],
    ["/white-label", "multipart/form-data; boundary=x"],
    ["/api/newsletter/signup", "application/x-www-form-urlencoded"],
  ])("%s refuses %s with 415", async (path, type) => {
    const response = await worker.fetch(path, {
      method: "POST",
      headers: { "Content-Type": type, "Sec-Fetch-Site": "same-origin" },
      body: "email=ada@example.com",
    });
    await response.arrayBuffer();
    expect(response.status).toBe(415);
  });
});

describe("honeypot", () => {
  test("/newsletter: the bot sees a confirmation; nothing is stored", async () => {
    const page = await postForm(worker, "/newsletter", { ...capture("bot.form@example.com"), homepage: "https://spam.example" });
    expect(page.status).toBe(200);
    expect(pageSays(page.html, enForms.success.heading)).toBe(true);
    expect(await stored("bot.form@example.com")).toBe(false);
  });

  test("/white-label: the bot sees the thanks; no lead, no e-mail", async () => {
    const outboxBefore = await (await worker.db()).prepare("SELECT count(*) AS n FROM email_outbox").first<{ n: number }>();
    const page = await postForm(worker, "/white-label", { ...lead("bot.lead@example.com"), homepage: "buy now" });
    expect(pageSays(page.html, enWhiteLabel.form.successHeading.replace("{{firstName}}", "Grace"))).toBe(true);
    expect(await stored("bot.lead@example.com")).toBe(false);
    const outboxAfter = await (await worker.db()).prepare("SELECT count(*) AS n FROM email_outbox").first<{ n: number }>();
    expect(outboxAfter?.n).toBe(outboxBefore?.n);
  });

  test("the API: the bot gets the usual answer; nothing is stored", async () => {
    const answer = await postJson(worker, "/api/newsletter/signup", { email: "bot.api@example.com", homepage: "x" });
    expect(answer).toMatchObject({ status: 200, json: { success: true } });
    expect(await stored("bot.api@example.com")).toBe(false);
  });

  test("an empty honeypot (what people send) changes nothing", async () => {
    const page = await postForm(worker, "/newsletter", { ...capture("human@example.com"), homepage: "" });
    expect(pageSays(page.html, enForms.success.heading)).toBe(true);
    expect(await stored("human@example.com")).toBe(true);
  });
});

describe("rate limit per client", () => {
  test("the stored key is an HMAC of the address with RATE_LIMIT_SECRET, not a hash anyone can reverse", async () => {
    const secret = "rate-limit-secret-for-tests-0123456789";
    const keyed = await startWorker({ vars: { ...eo.vars, RATE_LIMIT_SECRET: secret } });
    try {
      const ip = "203.0.113.77";
      expect((await postForm(keyed, "/newsletter", capture("hmac@example.com"), { ip })).status).toBe(200);
      const { results } = await (await keyed.db()).prepare("SELECT client FROM rate_limits").all<{ client: string }>();
      const hex = (bytes: Buffer) => bytes.subarray(0, 16).toString("hex");
      const hmac = `newsletter:${hex(createHmac("sha256", secret).update(`newsletter|${ip}`).digest())}`;
      const bareHash = `newsletter:${hex(createHash("sha256").update(`newsletter|${ip}`).digest())}`;
      expect(results.map((row) => row.client)).toEqual([hmac]);
      expect(results.map((row) => row.client)).not.toContain(bareHash);
    } finally {
      await keyed.dispose();
    }
  });

  const forms = { en: enForms, de: deForms, es: esForms };
  const where = {
    en: { path: "/newsletter", headers: {} },
    de: { path: "/newsletter", headers: { Cookie: "preferred-language=de" } },
    es: { path: "/es/newsletter", headers: {} },
  };

  test.each(["en", "de", "es"] as const)(
    "the 11th sign-up within 10 minutes gets 429 and the message in %s; nothing is stored",
    async (language) => {
      const ip = newClientIp();
      for (let index = 0; index < 10; index += 1) {
        const page = await postForm(worker, where[language].path, capture(`rate.${language}.${index}@example.com`), {
          ip,
          headers: where[language].headers,
        });
        expect(page.status).toBe(200);
      }
      const page = await postForm(worker, where[language].path, capture(`rate.${language}.last@example.com`), {
        ip,
        headers: where[language].headers,
      });
      expect(page.status).toBe(429);
      expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(Number(page.headers.get("Retry-After"))).toBeLessThanOrEqual(600);
      expect(messagesOf(page.html)).toEqual([forms[language].errors.rateLimited]);
      expect(pageSays(page.html, forms[language].success.heading)).toBe(false);
      expect(await stored(`rate.${language}.last@example.com`)).toBe(false);

      // Another client is not affected.
      const other = await postForm(worker, where[language].path, capture(`rate.${language}.other@example.com`));
      expect(other.status).toBe(200);
    },
  );

  test("the form and the API share the sign-up budget; the API answers with a JSON error", async () => {
    const ip = newClientIp();
    for (let index = 0; index < 5; index += 1) await postForm(worker, "/newsletter", capture(`shared.${index}@example.com`), { ip });
    for (let index = 5; index < 10; index += 1)
      expect((await postJson(worker, "/api/newsletter/signup", { email: `shared.${index}@example.com` }, { ip })).status).toBe(200);
    const answer = await postJson(worker, "/api/newsletter/signup", { email: "shared.last@example.com" }, { ip });
    expect(answer.status).toBe(429);
    expect(answer.json).toEqual({ error: enForms.errors.rateLimited });
    expect(answer.headers.get("Retry-After")).not.toBeNull();
  });

  test("white-label: the 6th lead within 10 minutes gets 429", async () => {
    const ip = newClientIp();
    for (let index = 0; index < 5; index += 1)
      expect((await postForm(worker, "/white-label", lead(`lead.rate.${index}@example.com`), { ip })).status).toBe(200);
    const page = await postForm(worker, "/white-label", lead("lead.rate.last@example.com"), { ip });
    expect(page.status).toBe(429);
    expect(messagesOf(page.html)).toEqual([enForms.errors.rateLimited]);
    expect(await stored("lead.rate.last@example.com")).toBe(false);
  });

  test("an IPv6 client is counted by its /64 network", async () => {
    for (let index = 0; index < 5; index += 1)
      await postForm(worker, "/white-label", lead(`v6.${index}@example.com`), { ip: `2001:db8:1:2::${index + 1}` });
    const sameNetwork = await postForm(worker, "/white-label", lead("v6.last@example.com"), { ip: "2001:0db8:0001:0002:ffff::9" });
    expect(sameNetwork.status).toBe(429);
    const otherNetwork = await postForm(worker, "/white-label", lead("v6.other@example.com"), { ip: "2001:db8:1:3::1" });
    expect(otherNetwork.status).toBe(200);
  });

  test("submissions that fail validation do not use up the budget", async () => {
    const ip = newClientIp();
    for (let index = 0; index < 12; index += 1)
      expect((await postForm(worker, "/newsletter", capture("not-an-address"), { ip })).status).toBe(400);
    expect((await postForm(worker, "/newsletter", capture("patient@example.com"), { ip })).status).toBe(200);
  });

  test("the dashboard's replay is rate limited for the operator too", async () => {
    const ip = newClientIp();
    const replay = () =>
      worker.fetch("/dashboard/replay", {
        method: "POST",
        headers: {
          Authorization: `Bearer ${testAdminToken}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Sec-Fetch-Site": "same-origin",
          "CF-Connecting-IP": ip,
        },
        body: "",
      });
    for (let index = 0; index < 30; index += 1) expect((await replay()).status).toBe(303);
    const limited = await replay();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).not.toBeNull();
  });

  test("failed sign-ins on the dashboard's actions count too: past 10, the right token is refused as well", async () => {
    const ip = newClientIp();
    const replay = (token: string) =>
      worker.fetch("/dashboard/replay", {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Sec-Fetch-Site": "same-origin",
          "CF-Connecting-IP": ip,
        },
        body: "",
      });
    for (let index = 0; index < 10; index += 1) expect((await replay(`guess-${index}-wrong-token-000000`)).status).toBe(401);
    const limited = await replay(testAdminToken);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await replay(testAdminToken)).status).toBe(429);
  });
});
