import { afterAll, beforeAll, describe, expect, test } from "vitest";
import enCommon from "~/locales/en/common";
import en from "~/locales/en/dashboard";
import { getPage, h1Of, titleOf } from "../setup/html";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/** /dashboard lets only the operator in: ADMIN_TOKEN as a Bearer token or as the Basic password. */

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.dispose();
});

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const get = (headers: Record<string, string>) => getPage(worker, "/dashboard", { headers });

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
