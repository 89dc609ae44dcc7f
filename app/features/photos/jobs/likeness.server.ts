/**
 * Every generated image is checked before it counts (docs/decisions/081-headshots-checked-before-they-count.md):
 * exactly one face, the order's person by the upload's same-person rule, eyes open and the image sharp
 * by the free review's floors, and the face large and whole enough in the frame for the download
 * formats to crop it. The check runs where the image is stored, in the
 * job's step, so a retried step checks again what it stores again.
 */
import { planById } from "~/content/business";
import type { FacePosition } from "~/features/photos/gallery/formats";
import type { Order } from "~/features/orders/orders.server";
import { faceDistance, personOf, samePersonDistance } from "~/features/photos/imaging/same-person";
import { analysisSize, sharpnessOfGrey } from "~/features/photos/imaging/measurements";
import { maxDecodedPixels, type PhotonImage } from "~/features/photos/photon.server";
import { readFaces, readHeadshot, type HeadshotFace } from "~/features/photos/upload/faces.server";
import { usablePhotos } from "~/features/photos/upload/photos.server";
import { reviewLimits } from "~/features/photos/imaging/limits";

/**
 * Why an image does not count; the migrations' list (migrations/0018_headshot_checks.sql, 0021): the
 * check's reasons, and the buyer's "Doesn't look like me" (ADR 092), which the check never gives.
 */
export type Refusal = "no face" | "several faces" | "someone else" | "eyes closed" | "blurry" | "framing" | "the buyer";

/**
 * An image's result: refused with its reason, or null; its face's distance from the order's person;
 * and where its one face is (null where it shows none or several), which the download formats crop by.
 */
export type HeadshotCheck = { refused: Refusal | null; likeness: number | null; face: FacePosition | null };

/**
 * Replacements an order may have in all, a quarter of its plan's count: at Astria each is an image
 * paid for, so an order whose images keep failing costs at most a quarter more (ADR 081).
 */
export const replacementsFor = (plan: Order["plan"]) => Math.ceil(planById(plan)!.photos / 4);

/**
 * The order's person, and how far each selfie's face is from them: the person is one descriptor, the
 * mean of the upload's accepted faces (null where no face could be read: then only the faces' number
 * and framing are checked); `selfies` gives, by photo id, the distance of each selfie whose one face
 * was read. Photos kept before the server read faces carry no descriptor; theirs are read here,
 * within the decoding budget.
 */
export type OrderPerson = { person: number[] | null; selfies: Record<string, number> };

export async function orderPerson(env: Env, orderId: string): Promise<OrderPerson> {
  const { results } = await env.DB.prepare(
    "SELECT id, descriptor FROM order_photos WHERE order_id = ? AND verdict = 'accepted' AND descriptor IS NOT NULL ORDER BY created_at, id",
  )
    .bind(orderId)
    .all<{ id: string; descriptor: ArrayBuffer | number[] }>();
  const faces: Array<{ id: string; descriptor: Float32Array }> = results.map(({ id, descriptor }) => ({
    id,
    descriptor: new Float32Array(new Uint8Array(descriptor).buffer),
  }));
  if (faces.length === 0) {
    for (const photo of await usablePhotos(env, orderId)) {
      if (photo.width * photo.height > maxDecodedPixels) continue;
      const stored = await env.PHOTOS.get(photo.r2Key);
      if (!stored) continue;
      const descriptor = (await readFaces(env.ASSETS, new Uint8Array(await stored.arrayBuffer()), photo.format))?.descriptor;
      if (descriptor) faces.push({ id: photo.id, descriptor });
    }
  }
  const person = personOf(faces.map(({ descriptor }) => descriptor));
  return {
    person,
    selfies: person ? Object.fromEntries(faces.map(({ id, descriptor }) => [id, faceDistance(descriptor, person)])) : {},
  };
}

/**
 * Whether the download formats can crop the face (ADR 049): its height a share of the image's within
 * what the free review still scores, and the face whole in the frame, brows to chin and side to side.
 * The crops fill what they need beyond the image's edges, so hair cut off above is no refusal.
 */
function framed({ box, position }: HeadshotFace, { width, height }: { width: number; height: number }): boolean {
  const share = (box.bottom - box.y) / height;
  const [least, most] = reviewLimits.faceShare.bad;
  return share >= least && share <= most && box.y >= 0 && box.x >= 0 && box.right <= width && position.chin.y <= height;
}

/**
 * `line` (luma, `from` long, every `stride` values from `start`) scaled to `to` values written into
 * `into` every `step` from `at`, by the triangle filter as Photon's resize applies it (its support
 * widened by the scale when shrinking), so that the copy is the one the free review measures.
 */
type Taps = { first: Int32Array; count: Int32Array; weights: Float32Array; width: number };

function triangleTaps(from: number, to: number): Taps {
  const ratio = from / to;
  const scale = Math.max(1, ratio);
  const width = Math.ceil(2 * scale) + 2;
  const taps = { first: new Int32Array(to), count: new Int32Array(to), weights: new Float32Array(to * width), width };
  for (let out = 0; out < to; out += 1) {
    const centre = (out + 0.5) * ratio;
    const first = Math.min(from - 1, Math.max(0, Math.floor(centre - scale)));
    const count = Math.min(from, Math.max(first + 1, Math.ceil(centre + scale))) - first;
    let sum = 0;
    for (let i = 0; i < count; i += 1) {
      const weight = Math.max(0, 1 - Math.abs((first + i + 0.5 - centre) / scale));
      taps.weights[out * width + i] = weight;
      sum += weight;
    }
    for (let i = 0; i < count; i += 1) taps.weights[out * width + i]! /= sum || 1;
    taps.first[out] = first;
    taps.count[out] = count;
  }
  return taps;
}

/** One line of `source` (from `start`, a value every `stride`) scaled by `taps` into `into` (from `at`, every `step`). */
function scaleLine(source: Float32Array, start: number, stride: number, taps: Taps, into: Float32Array, at: number, step: number): void {
  for (let out = 0; out < taps.count.length; out += 1) {
    let value = 0;
    const from = start + taps.first[out]! * stride;
    for (let i = 0; i < taps.count[out]!; i += 1) value += taps.weights[out * taps.width + i]! * source[from + i * stride]!;
    into[at + out * step] = value;
  }
}

/**
 * The image's luma (Rec. 601) at the review's analysis size: each row's luma scaled, then each
 * column. Luma only, in plain JavaScript: Photon's resize of the whole colour image, band by band,
 * took most of a check's time, and luma is all that sharpness reads.
 */
function analysisGrey(image: PhotonImage): { grey: Float32Array; width: number; height: number } {
  const [sourceWidth, sourceHeight] = [image.get_width(), image.get_height()];
  const { width, height } = analysisSize(sourceWidth, sourceHeight);
  const rgba = image.get_raw_pixels();
  const across = triangleTaps(sourceWidth, width);
  const row = new Float32Array(sourceWidth);
  const rows = new Float32Array(width * sourceHeight);
  for (let y = 0; y < sourceHeight; y += 1) {
    for (let x = 0, at = y * sourceWidth * 4; x < sourceWidth; x += 1, at += 4) {
      row[x] = 0.299 * rgba[at]! + 0.587 * rgba[at + 1]! + 0.114 * rgba[at + 2]!;
    }
    scaleLine(row, 0, 1, across, rows, y * width, 1);
  }
  const grey = new Float32Array(width * height);
  const down = triangleTaps(sourceHeight, height);
  for (let x = 0; x < width; x += 1) scaleLine(rows, x, width, down, grey, x, width);
  return { grey, width, height };
}

/** The image's sharpness as the free review measures it, on its copy at the review's analysis size. */
function sharpnessOf(image: PhotonImage): number {
  const { grey, width, height } = analysisGrey(image);
  return sharpnessOfGrey(grey, width, height);
}

/**
 * The check of one image against the order's person. `known` is the likeness a cheaper test already
 * decided: the local generator's image is a crop of one selfie, whose one face the upload's rule
 * measured, so only its faces and framing are read, not whose face it is (most of a reading's work).
 * A reading the server could not make throws, so that the step tries again rather than counting or
 * refusing an image nobody looked at.
 */
export async function checkHeadshot(
  env: Env,
  { person }: OrderPerson,
  image: PhotonImage,
  size: { width: number; height: number },
  known?: number,
): Promise<HeadshotCheck> {
  const reading = await readHeadshot(env.ASSETS, image, known === undefined && person !== null);
  if (!reading) throw new Error("The faces of a generated image could not be read");
  if (reading.faces === 0) return { refused: "no face", likeness: null, face: null };
  if (!reading.face) return { refused: "several faces", likeness: null, face: null };
  const { descriptor, position: face } = reading.face;
  const likeness = known ?? (person && descriptor ? faceDistance(descriptor, person) : null);
  if (likeness !== null && likeness > samePersonDistance) return { refused: "someone else", likeness, face };
  // The free review's floors: below them it scores nothing, and a print would show the fault.
  if (reading.face.eyesOpen < reviewLimits.eyesOpen.worst) return { refused: "eyes closed", likeness, face };
  if (sharpnessOf(image) < reviewLimits.sharpness.worst) return { refused: "blurry", likeness, face };
  return { refused: framed(reading.face, size) ? null : "framing", likeness, face };
}

/**
 * What the order page and the delivery e-mail say of an order delivered short, because the cap on
 * replacements was reached: how many of the plan's images it has, and how many the check refused.
 * Null for a full pack. A headshot the buyer turned down (ADR 092) was delivered, and its
 * replacement is the re-do's to say: it counts among those the order has.
 */
export async function shortfall(
  env: Env,
  order: Pick<Order, "id" | "plan">,
): Promise<{ count: number; total: number; refused: number; limit: number } | null> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) - COUNT(refused) + COUNT(refused = 'the buyer' OR NULL) AS count, " +
      "COUNT(refused) - COUNT(refused = 'the buyer' OR NULL) AS refused FROM order_headshots WHERE order_id = ?",
  )
    .bind(order.id)
    .first<{ count: number; refused: number }>();
  const total = planById(order.plan)!.photos;
  return row && row.count < total ? { ...row, total, limit: replacementsFor(order.plan) } : null;
}
