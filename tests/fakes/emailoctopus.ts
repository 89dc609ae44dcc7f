/**
 * A local EmailOctopus API v2 (providers.md, section 4.5): Bearer key, one list, contacts keyed by
 * the MD5 of the lower-cased address, `PUT /lists/{id}/contacts` as create-or-update with tags as
 * an object, RFC 7807 errors, and 429 with `X-RateLimit-Retry-After`.
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

export type FakeContact = {
  id: string;
  email_address: string;
  fields: Record<string, string>;
  tags: string[];
  status: "subscribed" | "unsubscribed" | "pending";
};

const docs = "https://emailoctopus.com/api-documentation/v2";

export const md5 = (email: string) => createHash("md5").update(email.trim().toLowerCase()).digest("hex");

const problem = (status: number, type: string, detail: string): Reply => ({
  status,
  body: { title: "An error occurred.", detail, status, type: `${docs}#${type}` },
});

/** Ready-made misbehaviours with EmailOctopus's own bodies and headers. */
export const emailOctopusFailures = {
  unauthorized: failingWith(problem(401, "unauthorized", "Invalid key.")),
  notFound: failingWith(problem(404, "not-found", "List not found.")),
  alreadyExists: failingWith(problem(409, "already-exists", "Contact already exists.")),
  invalid: failingWith(problem(422, "invalid-parameters", "The tags field must be an object.")),
  rateLimited: rateLimitedWith(problem(429, "rate-limited", "Too many requests."), "X-RateLimit-Retry-After"),
  serverError: failingWith(problem(500, "internal-server-error", "Something went wrong.")),
} satisfies Record<string, Misbehaviour | ((seconds: number) => Misbehaviour)>;

export type FakeEmailOctopus = FakeServer & {
  apiKey: string;
  listId: string;
  /** The list's contacts by id (the MD5 of the address). */
  contacts: Map<string, FakeContact>;
  /** Create-or-update requests (`PUT /lists/{id}/contacts`) that changed the list. */
  upserts: () => RecordedRequest[];
  /** The Worker's configuration variables that point it here. */
  vars: Record<string, string>;
};

export async function startFakeEmailOctopus({ apiKey = "eo-test-key", listId = "0f3d6a1e-list" } = {}): Promise<FakeEmailOctopus> {
  const contacts = new Map<string, FakeContact>();
  const applied: RecordedRequest[] = [];

  const applyTags = (contact: FakeContact, tags: Record<string, boolean>) => {
    const next = new Set(contact.tags);
    for (const [tag, wanted] of Object.entries(tags)) {
      if (wanted) next.add(tag);
      else next.delete(tag);
    }
    contact.tags = [...next];
  };

  const server = await startFakeServer((request) => {
    const authorization = request.headers.authorization;
    if (!authorization)
      return { status: 401, body: { title: "Unauthorised", detail: "No API key provided.", status: 401, type: "/errors/401" } };
    if (authorization !== `Bearer ${apiKey}`) return problem(401, "unauthorized", "Invalid key.");

    const match = /^\/lists\/([^/]+)\/contacts(?:\/([^/?]+))?$/.exec(request.path);
    if (!match) return problem(404, "not-found", "Not found.");
    if (decodeURIComponent(match[1]) !== listId) return problem(404, "not-found", "List not found.");
    const id = match[2];
    const body = (request.body ?? {}) as { email_address?: unknown; fields?: unknown; tags?: unknown; status?: unknown };
    if (
      body.tags !== undefined &&
      (typeof body.tags !== "object" || body.tags === null || Array.isArray(body.tags)) &&
      request.method === "PUT"
    ) {
      return problem(422, "invalid-parameters", "The tags field must be an object.");
    }

    if (id === undefined && request.method === "PUT") {
      if (typeof body.email_address !== "string" || !body.email_address.includes("@"))
        return problem(422, "invalid-parameters", "A valid email address is required.");
      const key = md5(body.email_address);
      const contact = contacts.get(key) ?? {
        id: key,
        email_address: body.email_address,
        fields: {},
        tags: [],
        status: "subscribed" as const,
      };
      Object.assign(contact.fields, body.fields ?? {});
      applyTags(contact, (body.tags ?? {}) as Record<string, boolean>);
      const created = !contacts.has(key);
      contacts.set(key, contact);
      applied.push(request);
      return { status: created ? 201 : 200, body: contact };
    }
    if (id === undefined && request.method === "POST") {
      if (typeof body.email_address !== "string") return problem(422, "invalid-parameters", "A valid email address is required.");
      const key = md5(body.email_address);
      if (contacts.has(key)) return problem(409, "already-exists", "Contact already exists.");
      const contact: FakeContact = {
        id: randomUUID(),
        email_address: body.email_address,
        fields: {},
        tags: (body.tags as string[]) ?? [],
        status: "subscribed",
      };
      contacts.set(key, contact);
      return { status: 201, body: contact };
    }
    if (id !== undefined) {
      const contact = contacts.get(id);
      if (!contact) return problem(404, "not-found", "Contact not found.");
      if (request.method === "GET") return { status: 200, body: contact };
      if (request.method === "PUT") {
        applyTags(contact, (body.tags ?? {}) as Record<string, boolean>);
        if (body.status === "subscribed" || body.status === "unsubscribed" || body.status === "pending") contact.status = body.status;
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
