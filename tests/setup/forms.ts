import { decode, read, type Page } from "./html";
import type { TestWorker } from "./worker";

/** Helpers for posting forms and JSON to the Worker as a browser on this site would, and reading the answer. */

let clients = 0;

/**
 * A fresh client address for `CF-Connecting-IP`. Rate limits count per client, so each test that
 * is not about them uses its own.
 */
export function newClientIp(): string {
  clients += 1;
  return `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

export type PostOptions = { headers?: Record<string, string>; ip?: string };

/**
 * What a browser on a page of the site sends along. Miniflare's `dispatchFetch` puts its own
 * address in `Host`, so `X-Forwarded-Host` carries the host a browser would name (Remix compares
 * it with `Origin` before a page's action runs).
 */
export const browserHeaders = (ip?: string) => ({
  "Sec-Fetch-Site": "same-origin",
  "CF-Connecting-IP": ip ?? newClientIp(),
  "X-Forwarded-Host": "localhost",
});

/** The files of a multipart form, after its fields; `files` (even none) makes a form multipart. */
export type FormOptions = PostOptions & { files?: ReadonlyArray<FormPart & { filename: string }> };

/** A form's fields; a name given several values (checkboxes) is sent once for each. */
export type FormFields = Record<string, string | readonly string[]> | ReadonlyArray<readonly [string, string]>;

/** A part of a multipart form: a field, or a file (empty `filename` and bytes: a file input left empty). */
export type FormPart = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Uint8Array };

const entriesOf = (fields: FormFields): Array<readonly [string, string]> =>
  Array.isArray(fields)
    ? [...(fields as ReadonlyArray<readonly [string, string]>)]
    : Object.entries(fields).flatMap(([name, value]) => [value].flat().map((one) => [name, one] as const));

/**
 * A multipart/form-data body as a browser encodes it, its parts in order. Written out byte by byte:
 * Miniflare's own fetch does not take Node's FormData, and a test may need what FormData cannot
 * say (a file part with `filename=""`).
 */
export function multipart(parts: readonly FormPart[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = "----ResoumeTestForm7MA4YWxkTrZu0gW";
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const file = "filename" in part;
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
      (file ? `; filename="${part.filename}"\r\nContent-Type: ${part.type}` : "") +
      "\r\n\r\n";
    chunks.push(encoder.encode(head), file ? part.bytes : encoder.encode(part.value), encoder.encode("\r\n"));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A form sent from a page of the site as the browser sends it without JavaScript: URL-encoded, or
 * multipart with its files.
 */
export function sendForm(
  worker: TestWorker,
  path: string,
  fields: FormFields,
  { headers = {}, ip, files }: FormOptions = {},
): Promise<Response> {
  const { body, contentType } = files
    ? multipart([...entriesOf(fields).map(([name, value]) => ({ name, value })), ...files])
    : { body: new URLSearchParams(entriesOf(fields) as [string, string][]).toString(), contentType: "application/x-www-form-urlencoded" };
  return worker.fetch(path, { method: "POST", headers: { "Content-Type": contentType, ...browserHeaders(ip), ...headers }, body });
}

/** A form post from a page of the site (what the browser sends without JavaScript), its answer read. */
export async function postForm(worker: TestWorker, path: string, fields: FormFields, options: FormOptions = {}): Promise<Page> {
  return read(await sendForm(worker, path, fields, options));
}

/** A JSON post from a page of the site (what newsletter-client.ts sends). */
export async function postJson(worker: TestWorker, path: string, body: unknown, { headers = {}, ip }: PostOptions = {}) {
  const response = await worker.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...browserHeaders(ip), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

/** The messages a visitor sees next to fields and above the form, in page order. */
export function messagesOf(html: string): string[] {
  return [...html.matchAll(/<p id="[^"]*" class="(?:field__error|form__error)"[^>]*>([\s\S]*?)<\/p>/g)]
    .map((match) => decode(match[1]))
    .filter(Boolean);
}

/** The names of the fields marked `aria-invalid="true"`. */
export function invalidFields(html: string): string[] {
  return [...html.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\saria-invalid="true"/.test(tag))
    .map((tag) => /\sname="([^"]*)"/.exec(tag)?.[1] ?? "");
}

/** The name of the field the page focuses when it loads (`autofocus`), or null. */
export function autofocusedField(html: string): string | null {
  const tag = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)]
    .map((match) => match[0])
    .find((candidate) => /\sautofocus=""/.test(candidate));
  return tag ? (/\sname="([^"]*)"/.exec(tag)?.[1] ?? "") : null;
}

/** Whether the visible text of the page contains `text` (markup and React's separators removed). */
export function pageSays(html: string, text: string): boolean {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const visible = decode(
    body
      .replace(/<!-- -->/g, "")
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");
  return visible.includes(text.replace(/\s+/g, " "));
}

/** A newsletter sign-up as the capture form sends it. */
export const capture = (email: string) => ({ form: "capture", firstName: "Ada", lastName: "Lovelace", email });

/** A white-label enquiry as its form sends it. */
export const lead = (email: string) => ({
  email,
  firstName: "Grace",
  lastName: "Hopper",
  companyName: "Hopper Coaching",
  companySize: "small",
  useCase: "",
});
