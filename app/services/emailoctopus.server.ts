/**
 * EmailOctopus API v2 (https://emailoctopus.com/api-documentation/v2), the newsletter list. One
 * function per operation; the base URL is configuration, so tests and local runs can point it at a
 * fake. Facts this relies on (emailoctopus.com/api-documentation/v2; the documented answers are kept in
 * tests/fixtures/vendors/emailoctopus/):
 * - no `/v2` in the path; `Authorization: Bearer <key>`;
 * - `PUT /lists/{id}/contacts` creates or updates and answers 200 with the contact, `tags` as an
 *   object (`false` removes one); a new contact without a `status` follows the list's double
 *   opt-in setting and starts `pending` on such a list;
 * - a contact's id is a UUID, and the MD5 of its lower-cased address is accepted in its place;
 * - only `email_address` is promised in a contact; the rest may be missing;
 * - errors are RFC 7807 JSON whose `type` varies, so status and `detail` are what is matched; a 422
 *   names each offending value in `errors[]` (`pointer`, `detail`);
 * - 409 "Resource already exists." is documented for the upsert too: it means the change was not
 *   made, so it is retried, never taken for a success;
 * - 429 comes with `X-RateLimit-Retry-After`.
 */
import * as z from "zod";
import type { AppEnv } from "~/utils/env.server";
import { fetchWithTimeout, retryAfterSeconds, UpstreamUnavailable } from "./upstream.server";

export type EmailOctopusErrorKind =
  | "unconfigured"
  | "unauthorized"
  | "not-found"
  | "conflict"
  | "invalid"
  | "rate-limited"
  | "server-error"
  | "timeout"
  | "unreachable"
  | "bad-response";

export class EmailOctopusError extends Error {
  constructor(
    readonly kind: EmailOctopusErrorKind,
    message: string,
    readonly status: number | null = null,
    /** Seconds EmailOctopus asked us to wait (429), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "EmailOctopusError";
  }
}

export type ContactStatus = "subscribed" | "unsubscribed" | "pending";

/** A contact as the list has it; a status the answer leaves out is null. */
export type Contact = { email: string; status: ContactStatus | null; tags: string[] };

export type ContactInput = {
  email: string;
  /** List fields by their tag (FirstName, LastName). */
  fields?: Record<string, string>;
  /** Tags to set (true) or remove (false); tags not named stay as they are. */
  tags?: Record<string, boolean>;
  /** Only for an address whose owner confirmed it; otherwise the list's double opt-in setting applies. */
  status?: "subscribed";
};

type Config = { baseUrl: string; apiKey: string; listId: string; timeoutMs: number };

/** Whether the list is configured; without it sign-ups wait in KV (docs/architecture.md, section 3). */
export function isEmailOctopusConfigured(env: AppEnv): boolean {
  return Boolean(env.EMAILOCTOPUS_API_KEY && env.EMAILOCTOPUS_LIST_ID);
}

function configOf(env: AppEnv): Config {
  if (!env.EMAILOCTOPUS_API_KEY || !env.EMAILOCTOPUS_LIST_ID) {
    throw new EmailOctopusError("unconfigured", "EmailOctopus is not configured (EMAILOCTOPUS_API_KEY, EMAILOCTOPUS_LIST_ID)");
  }
  return {
    baseUrl: env.EMAILOCTOPUS_API_URL.replace(/\/+$/, ""),
    apiKey: env.EMAILOCTOPUS_API_KEY,
    listId: env.EMAILOCTOPUS_LIST_ID,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  };
}

/** The id EmailOctopus accepts in place of a contact's UUID: the MD5 of the lower-cased address. */
export async function contactId(email: string): Promise<string> {
  // workerd's SubtleCrypto offers MD5 for exactly this kind of interoperability.
  const digest = await crypto.subtle.digest("MD5", new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Creates the contact or updates it (names, tags); resolves once EmailOctopus has confirmed it. */
export async function upsertContact(env: AppEnv, input: ContactInput): Promise<void> {
  const config = configOf(env);
  // Without a status a new contact follows the list's double opt-in setting, and an existing one
  // keeps the status its owner chose (an unsubscribe is never undone by a form).
  const body = {
    email_address: input.email,
    fields: input.fields ?? {},
    tags: input.tags ?? {},
    ...(input.status ? { status: input.status } : {}),
  };
  await expectContact(await call(config, "PUT", `/lists/${encodeURIComponent(config.listId)}/contacts`, body));
}

/** The contact with this address, or null when the list has none. */
export async function getContact(env: AppEnv, email: string): Promise<Contact | null> {
  const config = configOf(env);
  const response = await call(config, "GET", `/lists/${encodeURIComponent(config.listId)}/contacts/${await contactId(email)}`);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  return expectContact(response);
}

/** Adds tags to an existing contact; a contact the list does not have is a `not-found` error. */
export async function addTags(env: AppEnv, email: string, tags: readonly string[]): Promise<void> {
  await updateTags(env, email, Object.fromEntries(tags.map((tag) => [tag, true])));
}

/** Removes tags from an existing contact; a contact the list does not have is a `not-found` error. */
export async function removeTags(env: AppEnv, email: string, tags: readonly string[]): Promise<void> {
  await updateTags(env, email, Object.fromEntries(tags.map((tag) => [tag, false])));
}

async function updateTags(env: AppEnv, email: string, tags: Record<string, boolean>): Promise<void> {
  const config = configOf(env);
  const path = `/lists/${encodeURIComponent(config.listId)}/contacts/${await contactId(email)}`;
  await expectContact(await call(config, "PUT", path, { tags }));
}

const ContactSchema = z.object({
  email_address: z.string(),
  status: z.enum(["subscribed", "unsubscribed", "pending"]).nullish(),
  tags: z.array(z.string()).nullish(),
});

async function expectContact(response: Response): Promise<Contact> {
  if (!response.ok) throw await errorOf(response);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new EmailOctopusError("bad-response", `EmailOctopus answered ${response.status} with a body that is not JSON`, response.status);
  }
  const contact = ContactSchema.safeParse(json);
  if (!contact.success)
    throw new EmailOctopusError("bad-response", `EmailOctopus answered ${response.status} without a contact`, response.status);
  return { email: contact.data.email_address, status: contact.data.status ?? null, tags: contact.data.tags ?? [] };
}

async function call(config: Config, method: "GET" | "PUT", path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = {
    method,
    headers: {
      Authorization: `Bearer ${config.apiKey}`,
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  try {
    return await fetchWithTimeout("EmailOctopus", config.baseUrl + path, init, config.timeoutMs);
  } catch (error) {
    if (error instanceof UpstreamUnavailable) throw new EmailOctopusError(error.kind, error.message);
    throw error;
  }
}

const kindOfStatus = (status: number): EmailOctopusErrorKind =>
  status === 401 || status === 403
    ? "unauthorized"
    : status === 404
      ? "not-found"
      : status === 409
        ? "conflict"
        : status === 429
          ? "rate-limited"
          : status >= 500
            ? "server-error"
            : "invalid";

async function errorOf(response: Response): Promise<EmailOctopusError> {
  const text = await response.text().catch(() => "");
  let detail = text.slice(0, 200);
  try {
    const problem = JSON.parse(text) as { detail?: unknown; title?: unknown; errors?: unknown };
    // A 422's own detail is only "Unprocessable content."; which value was refused is in errors[].
    const errors = Array.isArray(problem.errors)
      ? problem.errors.map((error: { pointer?: unknown; parameter?: unknown; detail?: unknown }) =>
          [error.pointer ?? error.parameter, error.detail].filter((part) => typeof part === "string").join(": "),
        )
      : [];
    detail = [problem.title, problem.detail, ...errors]
      .filter((part): part is string => typeof part === "string" && part !== "")
      .join(" ")
      .slice(0, 200);
  } catch {
    // Not JSON (a proxy's error page): the start of the text says enough.
  }
  const retryAfter = retryAfterSeconds(response.headers.get("X-RateLimit-Retry-After") ?? response.headers.get("Retry-After"));
  return new EmailOctopusError(
    kindOfStatus(response.status),
    `EmailOctopus answered ${response.status}${detail ? `: ${detail}` : ""}`,
    response.status,
    retryAfter,
  );
}
