/**
 * A headshot in a cropped download format (./formats.ts, docs/decisions/049-download-formats.md),
 * made the first time a buyer asks for it and kept beside the order's images in R2, under the
 * order's prefix, so that the deletion sweep removes it with them; and the gallery's small preview of
 * it. The face is the one read on the server when the headshot was kept (its row's, migration 0017),
 * so its place in the crop is the norm's, not a guess at the image's middle, and the gallery tells
 * from the same reading which formats a headshot gives.
 */
import { crop, decodeOwnImage, resize, SamplingFilter } from "~/features/photos/photon.server";
import { sniffFormat, withPrintDensity } from "~/features/photos/imaging/image-file";
import { faceOf, keepFace } from "~/features/photos/jobs/headshots.server";
import { makeThumbnail } from "~/features/photos/jobs/local-generator.server";
import { readFacePosition } from "~/features/photos/upload/faces.server";
import { framing, type FacePosition, type Frame, type Unfit } from "./formats";

/** A print's JPEG: finer than the generators' own, since a printer shows what a screen hides. */
const printQuality = 92;

/** `orders/<id>/headshots/corporate-000.jpg` in a frame named `cv-45x60mm`: `orders/<id>/crops/corporate-000-cv-45x60mm.jpg`. */
const cropKey = (headshotKey: string, frameName: string) =>
  headshotKey.replace("/headshots/", "/crops/").replace(/\.\w+$/, `-${frameName}.jpg`);

/**
 * Keeps a copy just made for the next request. Only a saving: a store that refuses the write (a
 * passing fault) costs the next request the making again, not this one its image.
 */
async function keepCopy(env: Env, key: string, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  try {
    await env.PHOTOS.put(key, bytes, { httpMetadata: { contentType: "image/jpeg" } });
  } catch (error) {
    console.warn(`The copy ${key} was made but not kept:`, error);
  }
}

/**
 * Where the face of the headshot stored at `key` (its `bytes`) is: as its row keeps it, or, for a
 * headshot kept before faces were read at delivery, read now and kept, so that the gallery knows it
 * from then on. Null where none is found, or the server cannot look.
 */
async function faceIn(env: Env, key: string, bytes: Uint8Array): Promise<FacePosition | null> {
  const kept = await faceOf(env, key);
  if (kept !== undefined) return kept;
  const reading = await readFacePosition(env.ASSETS, bytes, sniffFormat(bytes)!);
  if (reading) await keepFace(env, key, reading.face);
  return reading?.face ?? null;
}

/**
 * The headshot stored at `key` in `frame`, as a JPEG; why it does not give that frame (./formats.ts,
 * `framing`), by the face its row keeps, as the gallery says; null where the headshot is not in R2.
 */
export async function croppedHeadshot(env: Env, key: string, frame: Frame): Promise<Uint8Array<ArrayBuffer> | Unfit | null> {
  const keptAt = cropKey(key, frame.name);
  const kept = await env.PHOTOS.get(keptAt);
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  const stored = await env.PHOTOS.get(key);
  if (!stored) return null;
  const bytes = new Uint8Array(await stored.arrayBuffer());
  const face = await faceIn(env, key, bytes);
  const made = decodeOwnImage(bytes, (source) => {
    const box = framing(source.get_width(), source.get_height(), face, frame);
    if (typeof box === "string") return box;
    const framed = crop(source, box.left, box.top, box.left + box.width, box.top + box.height);
    const sized = resize(framed, frame.width, frame.height, SamplingFilter.Lanczos3);
    framed.free();
    try {
      // Photon's glue copies the bytes out of its memory into an array of their own.
      const jpeg = sized.get_bytes_jpeg(printQuality) as Uint8Array<ArrayBuffer>;
      return frame.dotsPerInch ? (withPrintDensity(jpeg, frame.dotsPerInch) as Uint8Array<ArrayBuffer>) : jpeg;
    } finally {
      sized.free();
    }
  });
  if (typeof made === "string") return made;
  await keepCopy(env, keptAt, made);
  return made;
}

/**
 * The gallery's tile of the headshot stored at `key` in `frame`: a thumbnail of its crop, made once
 * (with the crop, where that is not made yet) and kept beside it; why the headshot does not give the
 * frame; null where it is not in R2.
 */
export async function croppedPreview(env: Env, key: string, frame: Frame): Promise<Uint8Array<ArrayBuffer> | Unfit | null> {
  const keptAt = cropKey(key, `${frame.name}-preview`);
  const kept = await env.PHOTOS.get(keptAt);
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  const cropped = await croppedHeadshot(env, key, frame);
  if (cropped === null || typeof cropped === "string") return cropped;
  // Photon's glue copies the bytes out of its memory into an array of their own.
  const preview = makeThumbnail(cropped) as Uint8Array<ArrayBuffer>;
  await keepCopy(env, keptAt, preview);
  return preview;
}
