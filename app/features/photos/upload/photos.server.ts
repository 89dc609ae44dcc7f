/**
 * The buyer's selfies (docs/decisions/021-selfie-upload.md). The server decides whatever the browser
 * said: the file's own bytes name its format, its header its pixel size, and what is stored is a
 * copy without metadata, in R2 (`PHOTOS`) under the order. A multipart upload is read part by part,
 * each file at most `facts.upload.maxBytes` in memory, never the whole request.
 */
import { facts, styles as allStyles, type Style, planById } from "~/content/business";
import {
  confirmedByBuyer,
  isStillCollecting,
  queueWhenComplete,
  settleCollecting,
  whileCollecting,
} from "~/features/orders/collecting.server";
import type { Order } from "~/features/orders/orders.server";
import { subjects, type Subject } from "~/features/orders/states";
import { contentTypes, decodable, extensions, sniffFormat, stripMetadata, type ImageFormat } from "~/features/photos/imaging/image-file";
import { photosField, type PhotoOutcome, type PhotoRefusal, type Picked } from "./replies";
import { readFaces } from "./faces.server";
import { refusalsOf } from "./reasons";
import { strangers as strangersIn } from "~/features/photos/imaging/same-person";
import { readParts } from "~/utils/multipart.server";
import { announcedTooLarge } from "~/utils/request-body.server";

/**
 * What the server saw of a stored photo (ADR 036): one face, the set's person; one face, someone
 * else's ("stranger", not used); or nothing it could check ("unchecked", used once the buyer confirms).
 */
export type Verdict = "accepted" | "stranger" | "unchecked";

export type StoredPhoto = {
  id: string;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: number;
  name: string;
  verdict: Verdict;
};

/** The most pixels a decoder is asked to hold (the short side a photo needs is the device's too: reasons.ts). */
export const photoLimits = { maxPixels: 40_000_000 } as const;

// Room for the form's other fields and the multipart framing around ten full-size photos.
const maxRequestBytes = facts.selfies.max * facts.upload.maxBytes + 1024 * 1024;
const maxFieldBytes = 1024;

export const photoKey = (orderId: string, photoId: string, format: ImageFormat) =>
  `orders/${orderId}/selfies/${photoId}.${extensions[format]}`;

export async function listPhotos(env: Env, orderId: string): Promise<StoredPhoto[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, format, width, height, bytes, original_name AS name, verdict FROM order_photos WHERE order_id = ? ORDER BY created_at, id",
  )
    .bind(orderId)
    .all<StoredPhoto>();
  return results;
}

/** Whether a request may be an upload this service takes, before a byte of it is read. */
export function uploadTooLarge(request: Request): boolean {
  return announcedTooLarge(request, maxRequestBytes);
}

/**
 * Reads a multipart upload and keeps each photo it may, for the order `authorize` answers from the
 * fields sent before the first file (null: none, and nothing is kept). Each file comes back as its
 * outcome, in the order sent. A body that grows past the upload's limit is refused with a 413
 * (`RequestRejected`), and the photos it brought before that are removed again: nothing is kept.
 */
export async function receivePhotos(
  request: Request,
  env: Env,
  authorize: (fields: URLSearchParams) => Promise<Order | null>,
): Promise<{ outcomes: PhotoOutcome[] }> {
  const fields = new URLSearchParams();
  const outcomes: PhotoOutcome[] = [];
  let order: Promise<Order | null> | undefined;
  try {
    await readParts(request, maxRequestBytes, fields, maxFieldBytes, facts.upload.maxBytes, async (part, bytes) => {
      // A file input left empty still sends a part, without a name or content.
      if (part.name !== photosField || (part.filename === "" && bytes.length === 0)) return;
      order ??= authorize(fields);
      const owner = await order;
      if (!owner) return;
      const name = displayName(part.filename ?? "");
      outcomes.push(
        bytes.length > facts.upload.maxBytes ? { name, accepted: false, reason: "tooLarge" } : await keepPhoto(env, owner, name, bytes),
      );
    });
  } catch (error) {
    const owner = await order;
    if (owner) for (const outcome of outcomes) if (outcome.accepted) await removePhoto(env, owner, outcome.id);
    throw error;
  }
  const owner = await (order ?? authorize(fields));
  if (!owner || !outcomes.some((outcome) => outcome.accepted)) return { outcomes };
  const strangers = await settleStatus(env, owner.id);
  // Kept in the set, where the buyer sees it marked and may remove it, but refused: it is not used.
  return {
    outcomes: outcomes.map((outcome) =>
      outcome.accepted && strangers.has(outcome.id) ? { name: outcome.name, accepted: false, reason: "stranger" } : outcome,
    ),
  };
}

// Shown back to the buyer in messages: printable, and short.
const displayName = (filename: string) => filename.replace(/[\p{Cc}\p{Cf}]/gu, "").slice(0, 80) || "photo";

async function keepPhoto(env: Env, order: Order, name: string, bytes: Uint8Array): Promise<PhotoOutcome> {
  const refuse = (reason: PhotoRefusal): PhotoOutcome => ({ name, accepted: false, reason });
  const format = sniffFormat(bytes);
  if (!format) return refuse("type");
  // Whole, and 8 bits per channel: the local generator decodes what is kept, and Astria trains on it.
  const size = decodable(bytes, format);
  if (typeof size === "string") return refuse(size);
  if (size.width * size.height > photoLimits.maxPixels) return refuse("tooManyPixels");
  let stripped: Uint8Array<ArrayBuffer>;
  try {
    stripped = stripMetadata(bytes, format) as Uint8Array<ArrayBuffer>;
  } catch {
    return refuse("broken");
  }
  // The set's person is one: a photo with no face or with several is not kept, and it is told so
  // before it is told that it is too small, as the device tells it (reasons.ts).
  const faces = await readFaces(env.ASSETS, stripped, format);
  const [refusal] = refusalsOf(faces?.faces ?? null, size);
  if (refusal) return refuse(refusal);
  const sha256 = hex(await crypto.subtle.digest("SHA-256", stripped));
  const known = await env.DB.prepare("SELECT 1 AS yes FROM order_photos WHERE order_id = ? AND sha256 = ?")
    .bind(order.id, sha256)
    .first("yes");
  if (known) return refuse("duplicate");
  const id = crypto.randomUUID();
  const key = photoKey(order.id, id, format);

  // The row first, in one statement that also holds the order's state and the count, so that two
  // uploads at once can never pass ten photos or slip in after generation started.
  let inserted: boolean;
  const guard = whileCollecting(order.id);
  try {
    const result = await env.DB.prepare(
      "INSERT INTO order_photos (id, order_id, r2_key, format, width, height, bytes, sha256, original_name, verdict, descriptor) " +
        "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM order_photos WHERE order_id = ?) < ? " +
        `AND ${guard.sql}`,
    )
      .bind(
        id,
        order.id,
        key,
        format,
        size.width,
        size.height,
        stripped.length,
        sha256,
        name,
        // Accepted for now; settleStatus compares it with the set once every photo of the upload is in.
        faces?.descriptor ? "accepted" : "unchecked",
        faces?.descriptor ? new Uint8Array(faces.descriptor.buffer) : null,
        order.id,
        facts.selfies.max,
        ...guard.values!,
      )
      .run();
    inserted = result.meta.changes > 0;
  } catch (error) {
    // The same photo sent twice at once: the second insert meets the first.
    if (String(error).includes("UNIQUE")) return refuse("duplicate");
    throw error;
  }
  if (!inserted) return refuse((await isStillCollecting(env, order.id)) ? "tooMany" : "closed");
  try {
    await env.PHOTOS.put(key, stripped, { httpMetadata: { contentType: contentTypes[format] } });
  } catch (error) {
    // Nothing half-kept: without its file the row goes too, and the buyer is asked to try again.
    console.error(`Photo ${id} of order ${order.id} not stored:`, error);
    await env.DB.prepare("DELETE FROM order_photos WHERE id = ?").bind(id).run();
    return refuse("storage");
  }
  return { name, accepted: true, id };
}

// The photos a job may use: the set's person's, and those the server could not check once the buyer confirmed them.
const usable = `(verdict = 'accepted' OR (verdict = 'unchecked' AND ${confirmedByBuyer}))`;

/**
 * Compares the faces of the set, then sets the order's state: photos ready once the set is complete,
 * paid again when it is not. Returns the photos now marked as someone else's.
 */
async function settleStatus(env: Env, orderId: string): Promise<Set<string>> {
  const strangers = await compareFaces(env, orderId);
  await settleCollecting(env, orderId);
  return strangers;
}

/**
 * Tells the set's person from someone else by the device's own rule (imaging/same-person.ts), the
 * photos in the order they came. Each photo's verdict is written again, so that removing a photo,
 * or adding the buyer's own, can change which face is the set's.
 */
async function compareFaces(env: Env, orderId: string): Promise<Set<string>> {
  const { results } = await env.DB.prepare(
    "SELECT id, descriptor FROM order_photos WHERE order_id = ? AND descriptor IS NOT NULL ORDER BY created_at, id",
  )
    .bind(orderId)
    .all<{ id: string; descriptor: ArrayBuffer | number[] }>();
  const faces = results.map(({ id, descriptor }) => ({ id, descriptor: new Float32Array(new Uint8Array(descriptor).buffer) }));
  const others = strangersIn(faces.map((face) => face.descriptor));
  const strangers = new Set(faces.filter((_, position) => others.has(position)).map((face) => face.id));
  if (faces.length > 0) {
    await env.DB.batch(
      faces.map(({ id }) =>
        env.DB.prepare("UPDATE order_photos SET verdict = ? WHERE id = ?").bind(strangers.has(id) ? "stranger" : "accepted", id),
      ),
    );
  }
  return strangers;
}

/** Removes one photo of the order while the buyer may still change them; false when there was none to remove. */
export async function removePhoto(env: Env, order: Order, photoId: string): Promise<boolean> {
  const guard = whileCollecting(order.id);
  const row = await env.DB.prepare(`DELETE FROM order_photos WHERE id = ? AND order_id = ? AND ${guard.sql} RETURNING r2_key`)
    .bind(photoId, order.id, ...guard.values!)
    .first<{ r2_key: string }>();
  if (!row) return false;
  await env.PHOTOS.delete(row.r2_key);
  await settleStatus(env, order.id);
  return true;
}

export type Choices = { subject: Subject; styles: Style[] };
/** Choices that cannot be saved, and what of them can be shown again: the known subject and styles. */
export type RefusedChoices = { error: "subject" | "styles" | "tooManyStyles"; picked: Picked };

/** The buyer's subject and styles, if they fit the plan: at least one style, at most as many as it includes. */
export function parseChoices(fields: URLSearchParams, order: Order): Choices | RefusedChoices {
  const subject = fields.get("subject");
  const chosen = [...new Set(fields.getAll("styles"))];
  const picked = {
    subject: subjects.find((known) => known === subject) ?? null,
    // In the order they came, which the gallery keeps.
    styles: chosen.filter((style): style is Style => (allStyles as readonly string[]).includes(style)),
  };
  if (picked.subject === null) return { error: "subject", picked };
  if (picked.styles.length > planById(order.plan)!.styles) return { error: "tooManyStyles", picked };
  if (chosen.length === 0 || picked.styles.length < chosen.length) return { error: "styles", picked };
  return { subject: picked.subject, styles: picked.styles };
}

/**
 * Asks for the headshots (see queueWhenComplete); when they do not start, says whether the buyer's
 * confirmation of the photos the server could not check was missing.
 */
export async function requestStart(env: Env, order: Order, confirmed: boolean): Promise<"started" | "unconfirmed" | "notReady"> {
  if (await queueWhenComplete(env, order.id, confirmed)) return "started";
  const unchecked = await env.DB.prepare("SELECT COUNT(*) AS count FROM order_photos WHERE order_id = ? AND verdict = 'unchecked'")
    .bind(order.id)
    .first<number>("count");
  return !confirmed && unchecked ? "unconfirmed" : "notReady";
}

/**
 * The photos a job makes headshots from (ADR 036): never one of someone else's, never an unchecked
 * one the buyer did not confirm. A set that is not one person's as the start required is an error.
 */
export async function usablePhotos(env: Env, orderId: string): Promise<Array<StoredPhoto & { r2Key: string }>> {
  const { results } = await env.DB.prepare(
    "SELECT id, format, width, height, bytes, original_name AS name, verdict, r2_key AS r2Key FROM order_photos " +
      `WHERE order_id = ? AND ${usable} ORDER BY created_at, id`,
  )
    .bind(orderId)
    .all<StoredPhoto & { r2Key: string }>();
  if (results.length < facts.selfies.min) throw new Error(`Order ${orderId} has ${results.length} usable photos`);
  return results;
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
