import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import enForms from "~/locales/en/forms";
import {
  addSubscriberTags,
  checkSubscription,
  keepToken,
  removeSubscriberTags,
  signupSubscriber,
} from "~/features/newsletter/newsletter-client";
import { emailOctopusFailures, md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { newClientIp, postJson } from "../setup/forms";
import { confirmByMail, proofFor, signupCookie, signUpAndConfirm } from "../setup/newsletter";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The subscriber API of spec section 7 at its exact paths and shapes, and the browser module that
 * calls it (app/features/newsletter/newsletter-client.ts) with the spec's error texts (section 8). A
 * sign-up reaches the list once its owner confirmed it (tests/integration/newsletter-confirm.test.ts).
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

/** Signs `email` up, confirms it, and returns the proof the confirmation page hands the browser. */
const signedUp = (email: string, payload: Record<string, unknown> = {}) => signUpAndConfirm(worker, email, payload);

async function waiting(email: string) {
  return (await worker.kv()).get<{ signup: Record<string, unknown> }>(`signup:${email}`, "json");
}

describe("POST /api/newsletter/signup", () => {
  test("the spec's subscriber payload, once confirmed: names on the list, source, user type and offer as tags", async () => {
    const { status, json, headers } = await api("signup", {
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
    expect(json).toEqual({ success: true });
    await confirmByMail(worker, "exit.intent@example.com", { headers: { Cookie: signupCookie({ headers }) } });
    const contact = eo.contacts.get(md5("exit.intent@example.com"));
    expect(contact?.fields).toEqual({ FirstName: "Ada", LastName: "Lovelace" });
    expect(contact?.tags.sort()).toEqual(["b2c", "exit-intent", "welcome20"]);
  });

  test("only an e-mail is required", async () => {
    expect((await api("signup", { email: "only.email@example.com" })).json).toEqual({ success: true });
  });

  test("with EmailOctopus failing at the confirmation: the whole payload waits in KV", async () => {
    const { status, json, headers } = await api("signup", {
      email: "api.waits@example.com",
      firstName: "Ada",
      source: "exit-intent",
      utm_campaign: "spring",
    });
    expect(status).toBe(200);
    expect(json).toEqual({ success: true });
    eo.misbehave(emailOctopusFailures.serverError);
    await confirmByMail(worker, "api.waits@example.com", { headers: { Cookie: signupCookie({ headers }) } });
    expect((await waiting("api.waits@example.com"))?.signup).toMatchObject({
      email: "api.waits@example.com",
      firstName: "Ada",
      source: "exit-intent",
      utm_campaign: "spring",
    });
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
    // Offers and origins are tags on the list: only the site's own are taken.
    [{ email: "ada@example.com", discountCode: "FREE100" }, 400, "Invalid discountCode"],
    [{ email: "ada@example.com", source: "any-label-i-like" }, 400, "Invalid source"],
    [{ email: "ada@example.com", userType: "admin" }, 400, "Invalid userType"],
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
  test("with its confirmation's proof: a subscribed contact → isSubscribed true", async () => {
    const token = await signedUp("checked@example.com");
    expect(await api("check-subscription", { email: "Checked@Example.com", token })).toMatchObject({
      status: 200,
      json: { isSubscribed: true },
    });
  });

  test.each([
    ["no token", () => undefined],
    ["a made-up token", () => "A".repeat(43)],
    ["another address's token", () => signedUp("attacker@example.com")],
  ])("with %s: false, as for an address nobody signed up, whatever the list says", async (_, tokenOf) => {
    await signedUp("victim@example.com");
    const answer = await api("check-subscription", { email: "victim@example.com", token: await tokenOf() });
    expect(answer).toMatchObject({ status: 200, json: { isSubscribed: false } });
    expect(answer.json).toEqual(await api("check-subscription", { email: "stranger@example.com" }).then((other) => other.json));
  });

  test("an unsubscribed or pending contact is not subscribed", async () => {
    const token = await signedUp("left@example.com");
    eo.contacts.get(md5("left@example.com"))!.status = "unsubscribed";
    expect((await api("check-subscription", { email: "left@example.com", token })).json).toEqual({ isSubscribed: false });
    eo.contacts.get(md5("left@example.com"))!.status = "pending";
    expect((await api("check-subscription", { email: "left@example.com", token })).json).toEqual({ isSubscribed: false });
  });

  test("a confirmed sign-up waiting in KV counts as subscribed: its owner was told so", async () => {
    await api("signup", { email: "queued.check@example.com" });
    eo.misbehave(emailOctopusFailures.serverError);
    await confirmByMail(worker, "queued.check@example.com");
    const token = proofFor("queued.check@example.com");
    eo.misbehaveAlways(emailOctopusFailures.serverError);
    expect((await api("check-subscription", { email: "queued.check@example.com", token })).json).toEqual({ isSubscribed: true });
  });

  test("EmailOctopus failing → 502, isSubscribed false, and an error", async () => {
    const token = await signedUp("unknown.now@example.com");
    eo.misbehave(emailOctopusFailures.serverError);
    const answer = await api("check-subscription", { email: "unknown.now@example.com", token });
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ isSubscribed: false, error: expect.any(String) });
  });
});

describe("POST /api/newsletter/add-tags and remove-tags", () => {
  test("add, then remove, on a contact of the list, with its confirmation's proof", async () => {
    const token = await signedUp("tagged@example.com");
    expect(await api("add-tags", { email: "tagged@example.com", token, tags: ["claimed-discount", "b2b"] })).toEqual(
      expect.objectContaining({ status: 200, json: { success: true } }),
    );
    expect(eo.contacts.get(md5("tagged@example.com"))?.tags).toEqual(expect.arrayContaining(["claimed-discount", "b2b"]));
    expect((await api("remove-tags", { email: "tagged@example.com", token, tags: ["b2b"] })).json).toEqual({ success: true });
    expect(eo.contacts.get(md5("tagged@example.com"))?.tags).not.toContain("b2b");
    expect(eo.contacts.get(md5("tagged@example.com"))?.tags).toContain("claimed-discount");
  });

  test.each([
    ["no token", () => undefined],
    ["another address's token", () => signedUp("someone.else@example.com")],
  ])("with %s: 403 with an error, and the contact's tags are unchanged", async (_, tokenOf) => {
    await signedUp("protected@example.com", { source: "exit-intent" });
    const before = [...(eo.contacts.get(md5("protected@example.com"))?.tags ?? [])];
    for (const operation of ["add-tags", "remove-tags"]) {
      const answer = await api(operation, { email: "protected@example.com", token: await tokenOf(), tags: ["exit-intent", "b2b"] });
      expect(answer.status).toBe(403);
      expect(answer.json.error).toBe("Only a browser that confirmed this address through its link can change its tags");
    }
    expect(eo.contacts.get(md5("protected@example.com"))?.tags).toEqual(before);
  });

  test("an address that is not on the list → 404 with an error", async () => {
    const token = await signedUp("gone@example.com");
    eo.contacts.delete(md5("gone@example.com"));
    const answer = await api("add-tags", { email: "gone@example.com", token, tags: ["b2b"] });
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe("This email address is not on the newsletter list");
  });

  test("a confirmed sign-up waiting in KV takes the tags along to the list", async () => {
    await api("signup", { email: "queued.tags@example.com", source: "exit-intent" });
    eo.misbehave(emailOctopusFailures.serverError);
    await confirmByMail(worker, "queued.tags@example.com");
    const token = proofFor("queued.tags@example.com");
    expect((await api("add-tags", { email: "queued.tags@example.com", token, tags: ["claimed-discount"] })).json).toEqual({
      success: true,
    });
    expect((await api("remove-tags", { email: "queued.tags@example.com", token, tags: ["exit-intent"] })).json).toEqual({ success: true });
    await worker.cron(new Date(Date.now() + 3_600_000));
    expect(eo.contacts.get(md5("queued.tags@example.com"))?.tags).toEqual(["claimed-discount"]);
  });

  test.each([
    [{ email: "tagged@example.com" }],
    [{ email: "tagged@example.com", tags: [] }],
    [{ email: "tagged@example.com", tags: ["line\r\nbreak"] }],
    [{ email: "tagged@example.com", tags: ["vip"] }],
    [{ email: "tagged@example.com", tags: ["WELCOME99"] }],
    [{ email: "tagged@example.com", tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }],
  ])("tags not on the allow-list %j → 400 with an error", async (body) => {
    const answer = await api("add-tags", body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe("Invalid tags");
  });

  test("EmailOctopus failing → 502 with an error", async () => {
    const token = await signedUp("tag.outage@example.com");
    eo.misbehave(emailOctopusFailures.serverError);
    const answer = await api("remove-tags", { email: "tag.outage@example.com", token, tags: ["b2b"] });
    expect(answer.status).toBe(502);
    expect(answer.json.error).toEqual(expect.any(String));
  });
});

describe("the browser module, against the Worker", () => {
  let fetchThroughWorker: (headers?: Record<string, string>) => void;
  beforeAll(() => {
    fetchThroughWorker = (extra = {}) => {
      // The browser's local storage, where the module keeps each sign-up's token.
      const items = new Map<string, string>();
      vi.stubGlobal("window", {
        localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value) },
      });
      const ip = newClientIp();
      vi.stubGlobal("fetch", (input: string, init: RequestInit) =>
        worker.fetch(input, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip, ...extra },
        }),
      );
    };
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The owner confirms by mail, and the confirmation page's script keeps the proof in this browser. */
  async function confirmedHere(email: string) {
    await confirmByMail(worker, email);
    keepToken(email, proofFor(email));
  }

  test("signupSubscriber resolves with the server's answer", async () => {
    fetchThroughWorker();
    await expect(signupSubscriber({ email: "client@example.com", firstName: "Ada" })).resolves.toEqual({ success: true });
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
    // Not before its owner confirmed it; then with the proof the confirmation page keeps.
    expect(await checkSubscription("client.check@example.com")).toBe(false);
    await confirmedHere("client.check@example.com");
    expect(await checkSubscription("client.check@example.com")).toBe(true);
    expect(await checkSubscription("never@example.com")).toBe(false);
    await signupSubscriber({ email: "fresh.outage@example.com" });
    await confirmedHere("fresh.outage@example.com");
    eo.misbehave(emailOctopusFailures.serverError);
    expect(await checkSubscription("fresh.outage@example.com")).toBe(false);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await checkSubscription("client.check@example.com")).toBe(false);
  });

  test("addSubscriberTags and removeSubscriberTags throw the spec's texts with the server's error", async () => {
    fetchThroughWorker();
    await expect(addSubscriberTags("nobody.here@example.com", ["b2b"])).rejects.toThrow(
      /^Failed to add tags: Only a browser that confirmed this address through its link can change its tags$/,
    );
    await expect(removeSubscriberTags("nobody.here@example.com", ["b2b"])).rejects.toThrow(
      /^Failed to remove tags: Only a browser that confirmed this address through its link can change its tags$/,
    );
    await signupSubscriber({ email: "client.tags@example.com" });
    await confirmedHere("client.tags@example.com");
    await expect(addSubscriberTags("client.tags@example.com", ["claimed-discount"])).resolves.toBeUndefined();
    expect(eo.contacts.get(md5("client.tags@example.com"))?.tags).toContain("claimed-discount");
    await expect(removeSubscriberTags("client.tags@example.com", ["claimed-discount"])).resolves.toBeUndefined();
    expect(eo.contacts.get(md5("client.tags@example.com"))?.tags).not.toContain("claimed-discount");
    eo.contacts.delete(md5("client.tags@example.com"));
    await expect(addSubscriberTags("client.tags@example.com", ["b2b"])).rejects.toThrow(
      /^Failed to add tags: This email address is not on the newsletter list$/,
    );
  });
});
