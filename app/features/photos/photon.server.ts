/**
 * Every image the Worker decodes goes through here (docs/decisions/029-decoding-budget.md): the file's
 * structure and size are checked before Photon (Rust compiled to WebAssembly) sees a byte, and the
 * WebAssembly instance that decoded it never outlives a trap.
 *
 * Photon's glue (wasm-bindgen) keeps the one instance it made: after a trap (Photon panics on a file
 * it cannot decode) that instance holds whatever the aborted call allocated, and its stack pointer
 * where the trap left it. So the glue works through a stand-in for the instance
 * (photon-capture.server.ts), and a trapped instance is replaced. Between decodes an instance keeps
 * its memory (WebAssembly memory never shrinks), at most what one decode within the budget took.
 */
// Must stay first: it catches the instance Photon's entry makes as it loads.
import { photon } from "./photon-capture.server";
import { crop, PhotonImage, resize, type SamplingFilter } from "@cf-wasm/photon";
import { decodable, sniffFormat, type ImageFormat } from "./imaging/image-file";
import type { RgbaPixels } from "./imaging/resample";

// What the app and its tests use of Photon comes from here, so that nothing loads Photon before the capture above.
export {
  adjust_brightness,
  adjust_contrast,
  crop,
  desaturate,
  draw_text_with_border,
  gaussian_blur,
  hue_rotate_hsl,
  padding_bottom,
  padding_left,
  padding_right,
  padding_top,
  PhotonImage,
  resize,
  Rgba,
  SamplingFilter,
  tint,
  vignette,
  watermark,
} from "@cf-wasm/photon";

if (!photon.instance) throw new Error("Photon was loaded before photon-capture.server.ts");

/**
 * The most bytes one decoded image may take as RGBA: 4 megapixels. Photon holds about three times
 * that while it decodes (the file's own pixels, then two RGBA copies), under 50 MB with a 5 MB
 * file, inside an isolate's 128 MB beside the app's own heap. A 12-megapixel phone photo (48 MB as
 * RGBA, 150 MB in Photon) is measured by the browser instead, which sends the Worker a small copy.
 * The file's structure (`decodable`) makes this the largest image the decoder allocates, and bounds
 * the samples it visits per pixel, so that a decode's time is bounded too.
 */
export const maxDecodedBytes = 16_000_000;
export const maxDecodedPixels = maxDecodedBytes / 4;

export type DecodeRefusal = "type" | "broken" | "deep" | "tooManyPixels";

const memoryOf = (of: WebAssembly.Instance) => of.exports.memory as WebAssembly.Memory;

/**
 * A fresh instance in place of the current one, whose memory goes when nothing holds it any more;
 * also how a test measures one decode from a memory that no earlier decode grew.
 */
export function renewPhoton(): void {
  const old = memoryOf(photon.instance);
  photon.instance = new WebAssembly.Instance(photon.module, photon.imports);
  (photon.instance.exports.__wbindgen_start as () => void)();
  // The glue caches views of the memory and makes new ones when they are detached; growing by nothing detaches them.
  old.grow(0);
}

/**
 * Decodes `bytes` and hands the image, with the format and displayed size the file's header gives,
 * to `work`, which must free what it makes; the image itself is freed after. A file that is not an
 * image, ends early, has more than 8 bits per channel, holds a frame other than its header says,
 * would visit more samples than its pixels allow, is a JPEG whose segments or scans Photon's decoder
 * would refuse, or has more pixels than the budget is refused before decoding; one Photon traps on
 * all the same (a PNG or WebP whose compressed data is corrupt) is "broken", and the instance is replaced.
 */
export function decodeImage<T>(
  bytes: Uint8Array,
  work: (image: PhotonImage, file: { format: ImageFormat; width: number; height: number }) => T,
): T | DecodeRefusal {
  const file = withinBudget(bytes);
  if (typeof file === "string") return file;
  try {
    const image = PhotonImage.new_from_byteslice(bytes);
    try {
      return work(image, file);
    } finally {
      image.free();
    }
  } catch (error) {
    if (!(error instanceof WebAssembly.RuntimeError)) throw error;
    renewPhoton();
    return "broken";
  }
}

/** The file's format and size, or why Photon must not decode it. */
function withinBudget(bytes: Uint8Array): { format: ImageFormat; width: number; height: number } | DecodeRefusal {
  const format = sniffFormat(bytes);
  if (!format) return "type";
  const size = decodable(bytes, format);
  if (typeof size === "string") return size;
  if (size.width * size.height > maxDecodedPixels) return "tooManyPixels";
  return { format, ...size };
}

const refusedOwn = (refusal: DecodeRefusal) => new Error(`An image could not be decoded within the budget: ${refusal}`);

/** Like `decodeImage`, for images the app made or a generator sent: a refusal is an error. */
export function decodeOwnImage<T>(bytes: Uint8Array, work: (image: PhotonImage) => T): T {
  const result = decodeImage(bytes, work);
  if (result === "type" || result === "broken" || result === "deep" || result === "tooManyPixels")
    throw refusedOwn(result as DecodeRefusal);
  return result;
}

/**
 * Like `decodeOwnImage`, for work that waits between its uses of the image (a face reading): the
 * image is held until that work has ended, so that it is decoded once however often it is read.
 */
export async function withOwnImage<T>(bytes: Uint8Array, work: (image: PhotonImage) => Promise<T>): Promise<T> {
  const file = withinBudget(bytes);
  if (typeof file === "string") throw refusedOwn(file);
  let image: PhotonImage | undefined;
  try {
    image = PhotonImage.new_from_byteslice(bytes);
    return await work(image);
  } catch (error) {
    if (!(error instanceof WebAssembly.RuntimeError)) throw error;
    // The image goes with the instance that trapped.
    image = undefined;
    renewPhoton();
    throw refusedOwn("broken");
  } finally {
    image?.free();
  }
}

/** The rows of output a band of `resizedPixels` makes at a time. */
const bandRows = 64;

/**
 * `image` scaled to `width` × `height`, as RGBA bytes, a band of rows at a time. Photon's resize keeps
 * a float copy of the image's whole width times the new height (16 bytes a pixel): for a 512-pixel
 * copy of a 3.3-megapixel photo 19 MB beyond what the decode took, in a memory that never shrinks
 * (docs/decisions/061-reviews-refuse-what-the-upload-refuses.md). A band's copies fit in what the
 * decode freed. A band is filtered from its own rows only, which moves the copy's measurements by
 * well under 2 % on the fixtures.
 */
export function resizedPixels(image: PhotonImage, width: number, height: number, filter: SamplingFilter): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  const sourceRow = (row: number) => Math.round((row * image.get_height()) / height);
  for (let top = 0; top < height; top += bandRows) {
    const bottom = Math.min(height, top + bandRows);
    const band = crop(image, 0, sourceRow(top), image.get_width(), Math.max(sourceRow(bottom), sourceRow(top) + 1));
    try {
      const scaled = resize(band, width, bottom - top, filter);
      try {
        pixels.set(scaled.get_raw_pixels(), top * width * 4);
      } finally {
        scaled.free();
      }
    } finally {
      band.free();
    }
  }
  return pixels;
}

/** A copy of `image`'s pixels out of Photon's memory, for work done in JavaScript (imaging/resample.ts). */
export const pixelsOf = (image: PhotonImage): RgbaPixels => ({
  data: image.get_raw_pixels(),
  width: image.get_width(),
  height: image.get_height(),
});
