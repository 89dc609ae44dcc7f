/**
 * A headshot in a cropped download format (./formats.ts, docs/decisions/049-download-formats.md),
 * made the first time a buyer asks for it and kept beside the order's images in R2, under the
 * order's prefix, so that the deletion sweep removes it with them. The face is found on the server
 * (faces.server.ts), so its place in the crop is the norm's, not a guess at the image's middle.
 */
import {
  crop,
  decodeOwnImage,
  padding_bottom,
  padding_left,
  padding_right,
  padding_top,
  type PhotonImage,
  resize,
  Rgba,
  SamplingFilter,
} from "~/features/photos/photon.server";
import { sniffFormat, withPrintDensity } from "~/features/photos/imaging/image-file";
import { locateFace } from "~/features/photos/upload/faces.server";
import { cropBox, frameOf, type Box, type CroppedFormat } from "./formats";

/** A print's JPEG: finer than the generators' own, since a printer shows what a screen hides. */
const printQuality = 92;

/** `orders/<id>/headshots/corporate-000.jpg` in a frame named `cv-45x60mm`: `orders/<id>/crops/corporate-000-cv-45x60mm.jpg`. */
const cropKey = (headshotKey: string, frameName: string) =>
  headshotKey.replace("/headshots/", "/crops/").replace(/\.\w+$/, `-${frameName}.jpg`);

const pads = { top: padding_top, bottom: padding_bottom, left: padding_left, right: padding_right };
type Side = keyof typeof pads;

type Colour = [red: number, green: number, blue: number];

/** The mean colour of an image's outermost row or column on each side. */
function edgeColours(image: PhotonImage): Record<Side, Colour> {
  const width = image.get_width();
  const height = image.get_height();
  const pixels = image.get_raw_pixels();
  const mean = (count: number, at: (i: number) => number) => {
    const sum = [0, 0, 0];
    for (let i = 0; i < count; i += 1) for (let channel = 0; channel < 3; channel += 1) sum[channel]! += pixels[at(i) * 4 + channel]!;
    return sum.map((value) => Math.round(value / count)) as Colour;
  };
  return {
    top: mean(width, (x) => x),
    bottom: mean(width, (x) => (height - 1) * width + x),
    left: mean(height, (y) => y * width),
    right: mean(height, (y) => y * width + width - 1),
  };
}

/**
 * The part `box` of `source`; where it reaches past an edge, that margin is filled with the edge's
 * own colour, as a backdrop continues (a headshot's backdrop is plain or blurred), so that the face
 * keeps the place its format's norm gives it. The box holds the face's eyes, which are in the image,
 * so the two overlap.
 */
function filledCrop(source: PhotonImage, box: Box): PhotonImage {
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  const inside = {
    left: Math.max(0, box.left),
    top: Math.max(0, box.top),
    right: Math.min(source.get_width(), right),
    bottom: Math.min(source.get_height(), bottom),
  };
  let image = crop(source, inside.left, inside.top, inside.right, inside.bottom);
  const margins: Record<Side, number> = {
    top: inside.top - box.top,
    bottom: bottom - inside.bottom,
    left: inside.left - box.left,
    right: right - inside.right,
  };
  if (Object.values(margins).every((margin) => margin <= 0)) return image;
  const colours = edgeColours(image);
  for (const side of Object.keys(pads) as Side[]) {
    if (margins[side] <= 0) continue;
    // An Rgba is handed over to Photon, which frees it: one is made for each use.
    const padded = pads[side](image, margins[side], new Rgba(...colours[side], 255));
    image.free();
    image = padded;
  }
  return image;
}

/** The headshot stored at `key` in `format`, as a JPEG; null where the headshot is not in R2. */
export async function croppedHeadshot(env: Env, key: string, format: CroppedFormat): Promise<Uint8Array<ArrayBuffer> | null> {
  const frame = frameOf(format);
  const keptAt = cropKey(key, frame.name);
  const kept = await env.PHOTOS.get(keptAt);
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  const stored = await env.PHOTOS.get(key);
  if (!stored) return null;
  const bytes = new Uint8Array(await stored.arrayBuffer());
  // A generated headshot without a face the library finds (or a library that does not run) is
  // framed as headshots usually are, rather than refused: the buyer paid for every image.
  const face = await locateFace(env.ASSETS, bytes, sniffFormat(bytes)!);
  const made = decodeOwnImage(bytes, (source) => {
    const framed = filledCrop(source, cropBox(source.get_width(), source.get_height(), face, frame));
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
  await env.PHOTOS.put(keptAt, made, { httpMetadata: { contentType: "image/jpeg" } });
  return made;
}
