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
import { analysisSize, measurePixels } from "~/features/photos/imaging/measurements";
import { maxDecodedPixels, resizedPixels, SamplingFilter, type PhotonImage } from "~/features/photos/photon.server";
import { readFaces, readHeadshot, type HeadshotFace } from "~/features/photos/upload/faces.server";
import { usablePhotos } from "~/features/photos/upload/photos.server";
import { reviewLimits } from "~/features/reviews/scores";

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

/** The image's sharpness as the free review measures it, on its copy at the review's analysis size. */
function sharpnessOf(image: PhotonImage): number {
  const { width, height } = analysisSize(image.get_width(), image.get_height());
  return measurePixels(resizedPixels(image, width, height, SamplingFilter.Triangle), width, height).sharpness;
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
