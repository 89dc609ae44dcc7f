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
import { scaledLuma, type RgbaPixels } from "~/features/photos/imaging/resample";
import { maxDecodedPixels, pixelsOf, type PhotonImage } from "~/features/photos/photon.server";
import { detectHeadshot, readFaces, readHeadshot, type HeadshotFace } from "~/features/photos/upload/faces.server";
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

/** The image's sharpness as the free review measures it, on its luma at the review's analysis size. */
function sharpnessOf(pixels: RgbaPixels): number {
  const { width, height } = analysisSize(pixels.width, pixels.height);
  return sharpnessOfGrey(scaledLuma(pixels, { width, height }), width, height);
}

/** The detector's faces of an image whose one face is `known`, as a reading of it ({@link readHeadshot}) gives them. */
async function detectedWith(assets: Fetcher, pixels: RgbaPixels, thumbnail: RgbaPixels, known: KnownFace) {
  const seen = await detectHeadshot(assets, pixels, [thumbnail]);
  return (
    seen && {
      faces: seen.faces,
      face: seen.box && { box: seen.box, position: known.position, eyesOpen: known.eyesOpen, descriptor: null },
    }
  );
}

/** A generated image as the store holds it while checking it: decoded, and its thumbnail's pixels (`thumbnailPixels`). */
export type HeldHeadshot = { image: PhotonImage; thumbnail: RgbaPixels };

/**
 * What a cheaper test already decided of an image's one face: the local generator's image is a crop
 * of one selfie, whose one face the upload's rule and the job's reading of its selfies measured: its
 * likeness and how open its eyes are are the selfie's, and where it is follows from the crop.
 */
export type KnownFace = { likeness: number; position: FacePosition; eyesOpen: number };

/**
 * The check of one image against the order's person. Where its face is `known`, only the faces the
 * detector finds and their box are read (whether the crop left one face, whole in the frame), not
 * the landmarks or whose face it is, most of a reading's work. A reading the server could not make
 * throws, so that the step tries again rather than counting or refusing an image nobody looked at.
 */
export async function checkHeadshot(
  env: Env,
  { person }: OrderPerson,
  { image, thumbnail }: HeldHeadshot,
  size: { width: number; height: number },
  known?: KnownFace,
): Promise<HeadshotCheck> {
  // Read once, for the faces' copies and the sharpness's (resample.ts).
  const pixels = pixelsOf(image);
  const reading = known
    ? await detectedWith(env.ASSETS, pixels, thumbnail, known)
    : await readHeadshot(env.ASSETS, pixels, person !== null, [thumbnail]);
  if (!reading) throw new Error("The faces of a generated image could not be read");
  if (reading.faces === 0) return { refused: "no face", likeness: null, face: null };
  if (!reading.face) return { refused: "several faces", likeness: null, face: null };
  const { descriptor, position: face } = reading.face;
  const likeness = known?.likeness ?? (person && descriptor ? faceDistance(descriptor, person) : null);
  if (likeness !== null && likeness > samePersonDistance) return { refused: "someone else", likeness, face };
  // The free review's floors: below them it scores nothing, and a print would show the fault.
  if (reading.face.eyesOpen < reviewLimits.eyesOpen.worst) return { refused: "eyes closed", likeness, face };
  if (sharpnessOf(pixels) < reviewLimits.sharpness.worst) return { refused: "blurry", likeness, face };
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
