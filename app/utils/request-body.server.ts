/**
 * A request's body, read within a budget before anything is looked at: its size announced or
 * counted as it arrives, its type, and the honeypot a bot fills in
 * (docs/decisions/007-abuse-checks-and-rate-limits.md, docs/decisions/033-bodies-counted-and-read-to-the-end.md).
 */
import { honeypotField } from "./forms";
import { RequestRejected } from "./request-rejected";
import { assertSameOrigin } from "./same-origin.server";

/** The refusal of a body, or a part of one, past its budget. */
export const tooLarge = () => new RequestRejected(413, "Request body too large");

/** Whether the client announced a body larger than `maxBytes` (one that did not is counted as it arrives). */
export function announcedTooLarge(request: Request, maxBytes: number): boolean {
  const announced = Number(request.headers.get("Content-Length") ?? "0");
  return Number.isFinite(announced) && announced > maxBytes;
}

/**
 * The request with its body counted as it arrives: reading past `maxBytes` fails with a 413, whether
 * or not the client announced its length (a chunked body announces none), and nothing more is read.
 * For readers that take the body as a stream, such as the multipart parser.
 */
export function countedBody(request: Request, maxBytes: number): Request {
  if (announcedTooLarge(request, maxBytes)) throw tooLarge();
  if (!request.body) return request;
  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request, { body: counted, duplex: "half" } as RequestInit);
}

/** The body's bytes, refused beyond `maxBytes` whether or not the client announced its length. */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (announcedTooLarge(request, maxBytes)) throw tooLarge();
  if (!request.body) return new Uint8Array();
  return readStream(request.body, maxBytes);
}

/** All of `stream` in one array, refused beyond `maxBytes`. */
export async function readStream(stream: ReadableStream<Uint8Array>, maxBytes = Infinity): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text (see {@link readBody}). */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, maxBytes));
}

/** The body's media type as the readers below compare it: without its parameters, in lower case. */
export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * A form post's fields. Our forms send `application/x-www-form-urlencoded` (with and without
 * JavaScript); a file upload or anything else has no business at these endpoints.
 */
export async function readForm(request: Request, maxBytes: number): Promise<URLSearchParams> {
  assertSameOrigin(request);
  if (mediaType(request) !== "application/x-www-form-urlencoded") throw new RequestRejected(415, "Expected a form");
  return new URLSearchParams(await readBodyText(request, maxBytes));
}

/** The form's fields, or the rejection (see {@link readForm}) an action answers with instead. */
export async function readFormOrRejection(request: Request, maxBytes: number): Promise<URLSearchParams | RequestRejected> {
  try {
    return await readForm(request, maxBytes);
  } catch (error) {
    if (error instanceof RequestRejected) return error;
    throw error;
  }
}

/**
 * Whether an error of Remix's multipart parser (`unstable_parseMultipartFormData`) says that the body
 * is not multipart at all: no boundary, a broken part header, a stream that ends inside a part, or a
 * part header so long that the parser's conversion of it to text overflows the stack (a RangeError).
 * That is the client's mistake, to be answered like a form without the expected fields, not with a 500.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (error instanceof RangeError) return true;
  return error instanceof Error && (error.message === "Could not parse content as FormData." || error.message.startsWith("malformed "));
}

/** A JSON request's body, or undefined when it is not JSON. */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  assertSameOrigin(request);
  if (mediaType(request) !== "application/json") throw new RequestRejected(415, "Expected JSON");
  const text = await readBodyText(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a bot filled in the honeypot field (see `honeypotField`). */
export function isHoneypotFilled(fields: URLSearchParams | Record<string, unknown>): boolean {
  const value = fields instanceof URLSearchParams ? fields.get(honeypotField) : fields[honeypotField];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
