/** Multipart bodies read part by part, never whole (docs/decisions/033-bodies-counted-and-read-to-the-end.md). */
import { unstable_parseMultipartFormData, type UploadHandlerPart } from "@remix-run/cloudflare";
import { countedBody, isMalformedMultipart, tooLarge } from "./request-body.server";

// All fields of a form together. The largest any form sends is the review's measurements, at most
// 16 kB; the others send a few short values (an order's id, a country).
const maxFieldsBytes = 32 * 1024;
// What a field's part takes beside its name and value, at the least: its boundary line and its
// Content-Disposition header. Counted so that many empty fields are as costly as a few full ones.
const partFraming = 48;

/**
 * Reads a multipart body part by part: each field (at most `maxField` bytes) into `fields`, each file
 * (at most `maxFile` bytes, one byte more saying it was larger) to `onFile`, in the order sent.
 * Where the body stops being multipart the reading ends: what arrived whole counts. The body is
 * counted as it arrives, announced or chunked: past `maxBody` bytes, or past `maxFieldsBytes` of
 * fields together, the reading stops with a 413 (`RequestRejected`), after what `onFile` was given
 * up to there.
 */
export async function readParts(
  request: Request,
  maxBody: number,
  fields: URLSearchParams,
  maxField: number,
  maxFile: number,
  onFile: (part: UploadHandlerPart, bytes: Uint8Array) => Promise<void>,
): Promise<void> {
  let fieldBytes = 0;
  const countField = (bytes: number) => {
    fieldBytes += bytes;
    if (fieldBytes > maxFieldsBytes) throw tooLarge();
  };
  try {
    await unstable_parseMultipartFormData(countedBody(request, maxBody), async (part) => {
      if (part.filename === undefined) {
        countField(partFraming + new TextEncoder().encode(part.name).byteLength);
        fields.append(part.name, new TextDecoder().decode(await readAtMost(part, maxField, countField)));
      } else await onFile(part, await readAtMost(part, maxFile));
      return undefined;
    });
  } catch (error) {
    if (!isMalformedMultipart(error)) throw error;
  }
}

/**
 * A part's bytes, reading on past `limit` only to drain it: one byte more than `limit` says it was
 * too large. `count` is told of each chunk as it arrives, and may stop the reading by throwing.
 */
async function readAtMost(part: UploadHandlerPart, limit: number, count: (bytes: number) => void = () => {}): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of part.data) {
    count(chunk.length);
    if (size > limit) continue;
    chunks.push(chunk);
    size += chunk.length;
  }
  const bytes = new Uint8Array(Math.min(size, limit + 1));
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= bytes.length) break;
    bytes.set(chunk.subarray(0, bytes.length - offset), offset);
    offset += chunk.length;
  }
  return bytes;
}
