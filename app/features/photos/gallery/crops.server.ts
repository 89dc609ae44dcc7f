/**
 * A headshot in a cropped download format (./formats.ts, docs/decisions/049-download-formats.md),
 * made the first time a buyer asks for it and kept beside the order's images in R2, under the
 * order's prefix, so that the deletion sweep removes it with them. The face is found on the server
 * (faces.server.ts), so its place in the crop is the norm's, not a guess at the image's middle.
 */
import { crop, decodeOwnImage, resize, SamplingFilter } from "~/features/photos/photon.server";
import { sniffFormat, withPrintDensity } from "~/features/photos/imaging/image-file";
import { locateFace } from "~/features/photos/upload/faces.server";
import { frameOf, framing, type CroppedFormat, type Unfit } from "./formats";

/** A print's JPEG: finer than the generators' own, since a printer shows what a screen hides. */
const printQuality = 92;

/** `orders/<id>/headshots/corporate-000.jpg` in a frame named `cv-45x60mm`: `orders/<id>/crops/corporate-000-cv-45x60mm.jpg`. */
const cropKey = (headshotKey: string, frameName: string) =>
  headshotKey.replace("/headshots/", "/crops/").replace(/\.\w+$/, `-${frameName}.jpg`);

/**
 * The headshot stored at `key` in `format`, as a JPEG; why it does not give that format (./formats.ts,
 * `framing`); null where the headshot is not in R2.
 */
export async function croppedHeadshot(env: Env, key: string, format: CroppedFormat): Promise<Uint8Array<ArrayBuffer> | Unfit | null> {
  const frame = frameOf(format);
  const keptAt = cropKey(key, frame.name);
  const kept = await env.PHOTOS.get(keptAt);
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  const stored = await env.PHOTOS.get(key);
  if (!stored) return null;
  const bytes = new Uint8Array(await stored.arrayBuffer());
  const face = await locateFace(env.ASSETS, bytes, sniffFormat(bytes)!);
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
  await env.PHOTOS.put(keptAt, made, { httpMetadata: { contentType: "image/jpeg" } });
  return made;
}
