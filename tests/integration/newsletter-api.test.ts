import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import enForms from "~/locales/en/forms";
import { addSubscriberTags, checkSubscription, removeSubscriberTags, signupSubscriber } from "~/utils/newsletter-client";
import { emailOctopusFailures, md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { newClientIp, postJson } from "../setup/forms";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The subscriber API of spec section 7 at its exact paths and shapes, and the browser module that
 * calls it (app/utils/newsletter-client.ts) with the spec's error texts (section 8).
 */

let eo: FakeEmailOctopus;
let worker: TestWorker;

beforeAll(async () => {
  eo = await startFakeEmailOctopus();
  worker = await startWorker({ vars: { ...eo.vars, UPSTREAM_TIMEOUT_MS: "500" } });
});

afterAll(async () => {
  await worker?.dispose();
  await eo?.close();
});

beforeEach(() => eo.misbehaveAlways(null));

const api = (operation: string, body: unknown) => postJson(worker, `/api/newsletter/${operation}`, body);

async function waiting(email: string) {
  return (await worker.kv()).get<{ signup: Record<string, unknown> }>(`signup:${email}`, "json");
}

describe("POST /api/newsletter/signup", () => {
  test("the spec's subscriber payload: names on the list, source, user type and offer as tags", async () => {
    const { status, json } = await api("signup", {
      email: "Exit.Intent@Example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      company: "",
      userType: "b2c",
      source: "exit-intent",
      discountCode: "WELCOME20",
      discountPercent: 20,
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
    });
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, delivered: true });
    const contact = eo.contacts.get(md5("exit.intent@example.com"));
    expect(contact?.fields).toEqual({ FirstName: "Ada", LastName: "Lovelace" });
    expect(contact?.tags.sort()).toEqual(["b2c", "exit-intent", "welcome20"]);
  });

  test("only an e-mail is required", async () => {
    expect((await api("signup", { email: "only.email@example.com" })).json).toEqual({ success: true, delivered: true });
  });

  test("with EmailOctopus failing: success, delivered false, and the whole payload waits in KV", async () => {
    eo.misbehave(emailOctopusFailures.serverError);
    const { status, json } = await api("signup", { email: "api.waits@example.com", firstName: "Ada", source: "exit-intent", utm_campaign: "spring" });
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, delivered: false });
    expect((await waiting("api.waits@example.com"))?.signup).toMatchObject({ email: "api.waits@example.com", firstName: "Ada", source: "exit-intent", utm_campaign: "spring" });
  });

  test.each([
    [{}, 400, enForms.errors.emailRequired],
    [{ email: "" }, 400, enForms.errors.emailRequired],
    [{ email: "nope" }, 400, enForms.errors.emailInvalid],
    [{ email: "ada@example.com\r\nBcc: everyone@example.com" }, 400, enForms.errors.emailInvalid],
    [{ email: "ada@example.com", firstName: "A" }, 400, enForms.errors.firstName],
    [{ email: "ada@example.com", firstName: "Ada\nBcc: x@example.com" }, 400, enForms.errors.singleLine],
    [{ email: "ada@example.com", discountPercent: 120 }, 400, "Invalid discountPercent"],
    [{ email: "ada@example.com", utm_source: "a\r\nb" }, 400, "Invalid utm_source"],
  ])("%j → %i with an error", async (body, status, error) => {
    const answer = await api("signup", body);
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error });
  });

  test("a body that is not a JSON object → 400 with an error", async () => {
    for (const body of [[1, 2], "text", null]) {
      const answer = await api("signup", body);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe("Expected a JSON object");
    }
  });

  test("an unknown operation → 404 with an error; GET → 405", async () => {
    expect((await api("unsubscribe-everyone", { email: "ada@example.com" })).status).toBe(404);
    const get = await worker.fetch("/api/newsletter/signup");
    await get.arrayBuffer();
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});

describe("POST /api/newsletter/check-subscription", () => {
  test("a subscribed contact → isSubscribed true; an unknown one → false", async () => {
    await api("signup", { email: "checked@example.com" });
    expect(await api("check-subscription", { email: "Checked@Example.com" })).toMatchObject({ status: 200, json: { isSubscribed: true } });
    expect(await api("check-subscription", { email: "stranger@example.com" })).toMatchObject({ status: 200, json: { isSubscribed: false } });
  });

  test("an unsubscribed or pending contact is not subscribed", async () => {
    await api("signup", { email: "left@example.com" });
    eo.contacts.get(md5("left@example.com"))!.status = "unsubscribed";
    expect((await api("check-subscription", { email: "left@example.com" })).json).toEqual({ isSubscribed: false });
    eo.contacts.get(md5("left@example.com"))!.status = "pending";
    expect((await api("check-subscription", { email: "left@example.com" })).json).toEqual({ isSubscribed: false });
  });

  test("a sign-up waiting in KV counts as subscribed: its owner was told so", async () => {
    eo.misbehave(emailOctopusFailures.serverError);
    await api("signup", { email: "queued.check@example.com" });
    eo.misbehaveAlways(emailOctopusFailures.serverError);
    expect((await api("check-subscription", { email: "queued.check@example.com" })).json).toEqual({ isSubscribed: true });
  });

  test("EmailOctopus failing → 502, isSubscribed false, and an error", async () => {
    eo.misbehave(emailOctopusFailures.serverError);
    const answer = await api("check-subscription", { email: "unknown.now@example.com" });
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ isSubscribed: false, error: expect.any(String) });
  });
});

describe("POST /api/newsletter/add-tags and remove-tags", () => {
  test("add, then remove, on a contact of the list", async () => {
    await api("signup", { email: "tagged@example.com" });
    expect(await api("add-tags", { email: "tagged@example.com", tags: ["claimed-discount", "b2b"] })).toEqual(expect.objectContaining({ status: 200, json: { success: true } }));
    expect(eo.contacts.get(md5("tagged@example.com"))?.tags).toEqual(expect.arrayContaining(["claimed-discount", "b2b"]));
    expect((await api("remove-tags", { email: "tagged@example.com", tags: ["b2b"] })).json).toEqual({ success: true });
    expect(eo.contacts.get(md5("tagged@example.com"))?.tags).not.toContain("b2b");
    expect(eo.contacts.get(md5("tagged@example.com"))?.tags).toContain("claimed-discount");
  });

  test("an address that is not on the list → 404 with an error", async () => {
    const answer = await api("add-tags", { email: "nobody@example.com", tags: ["x"] });
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe("This email address is not on the newsletter list");
  });

  test("a sign-up waiting in KV takes the tags along to the list", async () => {
    eo.misbehave(emailOctopusFailures.serverError);
    await api("signup", { email: "queued.tags@example.com", source: "exit-intent" });
    expect((await api("add-tags", { email: "queued.tags@example.com", tags: ["claimed-discount"] })).json).toEqual({ success: true });
    expect((await api("remove-tags", { email: "queued.tags@example.com", tags: ["exit-intent"] })).json).toEqual({ success: true });
    await worker.cron(new Date(Date.now() + 3_600_000));
    expect(eo.contacts.get(md5("queued.tags@example.com"))?.tags).toEqual(["claimed-discount"]);
  });

  test.each([
    [{ email: "tagged@example.com" }],
    [{ email: "tagged@example.com", tags: [] }],
    [{ email: "tagged@example.com", tags: ["line\r\nbreak"] }],
    [{ email: "tagged@example.com", tags: ["x".repeat(51)] }],
    [{ email: "tagged@example.com", tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }],
  ])("invalid tags %j → 400 with an error", async (body) => {
    const answer = await api("add-tags", body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe("Invalid tags");
  });

  test("EmailOctopus failing → 502 with an error", async () => {
    await api("signup", { email: "tag.outage@example.com" });
    eo.misbehave(emailOctopusFailures.serverError);
    const answer = await api("remove-tags", { email: "tag.outage@example.com", tags: ["x"] });
    expect(answer.status).toBe(502);
    expect(answer.json.error).toEqual(expect.any(String));
  });
});

describe("the browser module, against the Worker", () => {
  let fetchThroughWorker: (headers?: Record<string, string>) => void;
  beforeAll(() => {
    fetchThroughWorker = (extra = {}) => {
      const ip = newClientIp();
      vi.stubGlobal("fetch", (input: string, init: RequestInit) =>
        worker.fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip, ...extra } }),
      );
    };
  });
  afterEach(() => vi.unstubAllGlobals());

  test("signupSubscriber resolves with the server's answer", async () => {
    fetchThroughWorker();
    await expect(signupSubscriber({ email: "client@example.com", firstName: "Ada" })).resolves.toEqual({ success: true, delivered: true });
  });

  test("signupSubscriber throws 'EmailOctopus error: ' with the server's error", async () => {
    fetchThroughWorker();
    await expect(signupSubscriber({ email: "not-an-address" })).rejects.toThrow(`EmailOctopus error: ${enForms.errors.emailInvalid}`);
  });

  test("signupSubscriber throws 'EmailOctopus error: ' for a refused request, and with the status text when no error comes back", async () => {
    fetchThroughWorker({ "Sec-Fetch-Site": "cross-site" });
    await expect(signupSubscriber({ email: "client@example.com" })).rejects.toThrow(/^EmailOctopus error: Cross-site request refused$/);
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    await expect(signupSubscriber({ email: "client@example.com" })).rejects.toThrow(/^EmailOctopus error: Bad Gateway$/);
  });

  test("checkSubscription: true for a subscriber, false for anyone else and on any failure", async () => {
    fetchThroughWorker();
    await signupSubscriber({ email: "client.check@example.com" });
    expect(await checkSubscription("client.check@example.com")).toBe(true);
    expect(await checkSubscription("never@example.com")).toBe(false);
    eo.misbehave(emailOctopusFailures.serverError);
    expect(await checkSubscription("fresh.outage@example.com")).toBe(false);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await checkSubscription("client.check@example.com")).toBe(false);
  });

  test("addSubscriberTags and removeSubscriberTags throw the spec's texts with the server's error", async () => {
    fetchThroughWorker();
    await expect(addSubscriberTags("nobody.here@example.com", ["x"])).rejects.toThrow(/^Failed to add tags: This email address is not on the newsletter list$/);
    await expect(removeSubscriberTags("nobody.here@example.com", ["x"])).rejects.toThrow(/^Failed to remove tags: This email address is not on the newsletter list$/);
    await signupSubscriber({ email: "client.tags@example.com" });
    await expect(addSubscriberTags("client.tags@example.com", ["vip"])).resolves.toBeUndefined();
    await expect(removeSubscriberTags("client.tags@example.com", ["vip"])).resolves.toBeUndefined();
    expect(eo.contacts.get(md5("client.tags@example.com"))?.tags).not.toContain("vip");
  });
});
