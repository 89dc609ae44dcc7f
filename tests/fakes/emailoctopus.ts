/**
 * A local EmailOctopus API v2 (emailoctopus.com/api-documentation/v2), answering as the v2 reference documents
 * (tests/fixtures/vendors/emailoctopus/, held to it by tests/integration/emailoctopus-fake.test.ts):
 * Bearer key, one list, contacts with a UUID id that may also be addressed by the MD5 of the
 * lower-cased address, `PUT /lists/{id}/contacts` as an upsert answering 200 with tags as an
 * object, new contacts `pending` on a double opt-in list unless a status is given, RFC 7807 errors
 * (422 with `errors[]` pointers), and 429 with `X-RateLimit-Retry-After`.
 */
import { createHash, randomUUID } from "node:crypto";
import {
  failingWith,
  rateLimitedWith,
  startFakeServer,
  type FakeServer,
  type Misbehaviour,
  type RecordedRequest,
  type Reply,
} from "./http";

type Status = "subscribed" | "unsubscribed" | "pending";

export type FakeContact = {
  id: string;
  email_address: string;
  fields: Record<string, unknown>;
  tags: string[];
  status: Status;
  created_at: string;
  last_updated_at: string;
};

const docs = "https://emailoctopus.com/api-documentation/v2";

export const md5 = (email: string) => createHash("md5").update(email.trim().toLowerCase()).digest("hex");

const problem = (status: number, type: string, detail: string, errors?: Array<{ detail: string; pointer: string }>): Reply => ({
  status,
  body: { type: `${docs}#${type}`, title: "An error occurred.", detail, status, ...(errors ? { errors } : {}) },
});

const unprocessable = (pointer: string, detail: string) =>
  problem(422, "unprocessable-content", "Unprocessable content.", [{ detail, pointer }]);

/** Ready-made misbehaviours with EmailOctopus's own bodies and headers. */
export const emailOctopusFailures = {
  unauthorized: failingWith(problem(401, "unauthorized", "Invalid key.")),
  notFound: failingWith(problem(404, "not-found", "Resource not found.")),
  conflict: failingWith(problem(409, "conflict", "Resource already exists.")),
  invalid: failingWith(unprocessable("/email_address", "This value is not a valid email address.")),
  rateLimited: rateLimitedWith(problem(429, "too-many-requests", "Too many requests."), "X-RateLimit-Retry-After"),
  serverError: failingWith(problem(500, "internal-server-error", "Something went wrong.")),
} satisfies Record<string, Misbehaviour | ((seconds: number) => Misbehaviour)>;

export type FakeEmailOctopus = FakeServer & {
  apiKey: string;
  listId: string;
  /** The list's contacts by the MD5 of their address. */
  contacts: Map<string, FakeContact>;
  /** Create-or-update requests (`PUT /lists/{id}/contacts`) that changed the list. */
  upserts: () => RecordedRequest[];
  /** The Worker's configuration variables that point it here. */
  vars: Record<string, string>;
};

const statuses: readonly unknown[] = ["subscribed", "unsubscribed", "pending"];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * @param doubleOptIn the list's setting: a contact created without a status starts `pending`.
 */
export async function startFakeEmailOctopus({
  apiKey = "eo-test-key",
  listId = "0f3d6a1e-list",
  doubleOptIn = false,
} = {}): Promise<FakeEmailOctopus> {
  const contacts = new Map<string, FakeContact>();
  const applied: RecordedRequest[] = [];

  const applyTags = (contact: FakeContact, tags: Record<string, unknown>) => {
    const next = new Set(contact.tags);
    for (const [tag, wanted] of Object.entries(tags)) {
      if (wanted) next.add(tag);
      else next.delete(tag);
    }
    contact.tags = [...next];
  };
  const applyFields = (contact: FakeContact, fields: Record<string, unknown>) => {
    for (const [tag, value] of Object.entries(fields)) {
      if (value === null) delete contact.fields[tag];
      else contact.fields[tag] = value;
    }
  };
  // An update that changes nothing leaves the contact as it was, its time of change included.
  const change = (contact: FakeContact, body: Record<string, unknown>, now: string) => {
    const before = JSON.stringify(contact);
    applyFields(contact, (body.fields ?? {}) as Record<string, unknown>);
    applyTags(contact, (body.tags ?? {}) as Record<string, unknown>);
    if (body.status !== undefined) contact.status = body.status as Status;
    if (JSON.stringify(contact) !== before) contact.last_updated_at = now;
  };
  // The id in a path is the contact's UUID or the MD5 of its address.
  const find = (id: string) => contacts.get(id) ?? [...contacts.values()].find((contact) => contact.id === id);

  /** What is wrong with a create or update body, as EmailOctopus's 422 names it. */
  function invalidBody(body: Record<string, unknown>, tagsAs: "object" | "array", emailRequired: boolean): Reply | null {
    if (emailRequired || body.email_address !== undefined) {
      if (typeof body.email_address !== "string" || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email_address))
        return unprocessable("/email_address", "This value is not a valid email address.");
    }
    if (body.tags !== undefined && (tagsAs === "object" ? !isObject(body.tags) : !Array.isArray(body.tags)))
      return unprocessable("/tags", `This value should be of type ${tagsAs}.`);
    if (body.fields !== undefined && !isObject(body.fields)) return unprocessable("/fields", "This value should be of type object.");
    if (body.status !== undefined && !statuses.includes(body.status))
      return unprocessable("/status", "The value you selected is not a valid choice.");
    return null;
  }

  const server = await startFakeServer((request) => {
    const authorization = request.headers.authorization;
    if (!authorization)
      return {
        status: 401,
        body: {
          title: "An error occurred.",
          detail: "Full authentication is required to access this resource.",
          status: 401,
          type: "/errors/401",
        },
      };
    if (authorization !== `Bearer ${apiKey}`) return problem(401, "unauthorized", "Invalid key.");
    if (request.method !== "GET" && !String(request.headers["content-type"] ?? "").startsWith("application/json"))
      return problem(415, "unsupported-media-type", "Unsupported media type.");

    const match = /^\/lists\/([^/]+)\/contacts(?:\/([^/?]+))?$/.exec(request.path);
    if (!match) return problem(404, "not-found", "Resource not found.");
    if (decodeURIComponent(match[1]) !== listId) return problem(404, "not-found", "Resource not found.");
    const id = match[2];
    const body = isObject(request.body) ? request.body : {};
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, "+00:00");

    if (id === undefined && request.method === "PUT") {
      const invalid = invalidBody(body, "object", true);
      if (invalid) return invalid;
      const key = md5(body.email_address as string);
      const contact = contacts.get(key) ?? {
        id: randomUUID(),
        email_address: body.email_address as string,
        fields: {},
        tags: [],
        status: doubleOptIn ? ("pending" as const) : ("subscribed" as const),
        created_at: now,
        last_updated_at: now,
      };
      change(contact, body, now);
      contacts.set(key, contact);
      applied.push(request);
      return { status: 200, body: contact };
    }
    if (id === undefined && request.method === "POST") {
      const invalid = invalidBody(body, "array", true);
      if (invalid) return invalid;
      const key = md5(body.email_address as string);
      if (contacts.has(key)) return problem(409, "conflict", "Resource already exists.");
      const contact: FakeContact = {
        id: randomUUID(),
        email_address: body.email_address as string,
        fields: {},
        tags: [...new Set((body.tags ?? []) as string[])],
        status: (body.status as Status | undefined) ?? (doubleOptIn ? "pending" : "subscribed"),
        created_at: now,
        last_updated_at: now,
      };
      applyFields(contact, (body.fields ?? {}) as Record<string, unknown>);
      contacts.set(key, contact);
      return { status: 201, body: contact };
    }
    if (id !== undefined) {
      const contact = find(id);
      if (!contact) return problem(404, "not-found", "Resource not found.");
      if (request.method === "GET") return { status: 200, body: contact };
      if (request.method === "PUT") {
        const invalid = invalidBody(body, "object", false);
        if (invalid) return invalid;
        change(contact, body, now);
        return { status: 200, body: contact };
      }
    }
    return problem(405, "method-not-allowed", "Method not allowed.");
  });

  return {
    ...server,
    apiKey,
    listId,
    contacts,
    upserts: () => applied,
    vars: { EMAILOCTOPUS_API_URL: server.url, EMAILOCTOPUS_API_KEY: apiKey, EMAILOCTOPUS_LIST_ID: listId },
  };
}
