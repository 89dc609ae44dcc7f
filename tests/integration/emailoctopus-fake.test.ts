import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { emailOctopusFailures, md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";

/**
 * The local EmailOctopus answers every documented request as the v2 reference shows it
 * (tests/fixtures/vendors/emailoctopus/, each naming its page): the same status, the same named
 * headers, the same body but for what the API makes up itself (a contact's UUID, its timestamps),
 * which must still have the documented form. A fake that drifts from its vendor fails here.
 */

type Fixture = {
  source: string;
  list?: { double_opt_in: boolean };
  given?: Record<string, unknown>;
  authorization?: string;
  misbehaviour?: "rateLimited";
  request: { method: string; path: string; body?: unknown };
  response: { status: number; headers?: Record<string, string>; body: Record<string, unknown> };
};

const folder = path.resolve(import.meta.dirname, "../fixtures/vendors/emailoctopus");
const fixtures = readdirSync(folder)
  .filter((name) => name.endsWith(".json"))
  .map((name) => [name, JSON.parse(readFileSync(path.join(folder, name), "utf8")) as Fixture] as const);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const timestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/;

/** The body with the values the API makes up replaced by the fixture's, once they have the documented form. */
function comparable(body: Record<string, unknown>, documented: Record<string, unknown>): Record<string, unknown> {
  const made = { ...body };
  if ("id" in documented) {
    expect(made.id).toMatch(uuid);
    made.id = documented.id;
  }
  for (const key of ["created_at", "last_updated_at"]) {
    if (!(key in documented)) continue;
    expect(made[key]).toMatch(timestamp);
    made[key] = documented[key];
  }
  return made;
}

let eo: FakeEmailOctopus | undefined;
afterEach(async () => {
  await eo?.close();
  eo = undefined;
});

describe("the local EmailOctopus answers as its documentation", () => {
  test("every fixture names the page of the v2 reference it comes from", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(9);
    for (const [name, fixture] of fixtures) expect(fixture.source, name).toMatch(/^https:\/\/emailoctopus\.com\/api-documentation\/v2#/);
  });

  test.each(fixtures)("%s", async (_, fixture) => {
    eo = await startFakeEmailOctopus({ doubleOptIn: fixture.list?.double_opt_in ?? false });
    const email = "otto@example.com";
    const send = (method: string, where: string, body?: unknown, authorization = `Bearer ${eo!.apiKey}`) =>
      fetch(eo!.url + where.replace("{list_id}", eo!.listId).replace("{md5}", md5(email)), {
        method,
        headers: { Authorization: authorization, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    if (fixture.given) expect((await send("PUT", "/lists/{list_id}/contacts", fixture.given)).status).toBe(200);
    if (fixture.misbehaviour) eo.misbehave(emailOctopusFailures[fixture.misbehaviour](30));

    const { method, path: where, body } = fixture.request;
    const response = await send(method, where, body, fixture.authorization);

    expect(response.status).toBe(fixture.response.status);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    for (const [name, value] of Object.entries(fixture.response.headers ?? {})) expect(response.headers.get(name)).toBe(value);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(comparable(answer, fixture.response.body)).toEqual(fixture.response.body);
  });

  test("a contact is found by its UUID as well as by the MD5 of its address", async () => {
    eo = await startFakeEmailOctopus();
    const headers = { Authorization: `Bearer ${eo.apiKey}`, "Content-Type": "application/json" };
    const created = (await (
      await fetch(`${eo.url}/lists/${eo.listId}/contacts`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ email_address: "Otto@Example.com" }),
      })
    ).json()) as { id: string };
    const byId = await fetch(`${eo.url}/lists/${eo.listId}/contacts/${created.id}`, { headers });
    expect(((await byId.json()) as { email_address: string }).email_address).toBe("Otto@Example.com");
  });
});
