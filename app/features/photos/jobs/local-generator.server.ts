/**
 * The local generator (no ASTRIA_API_KEY): real images made from the buyer's own selfies in the
 * Worker with Photon (WebAssembly, docs/decisions/022-generation-jobs.md), so that a purchase can be
 * tried from the pricing page to the delivery e-mail on one machine. Each is the selfie cropped to a
 * headshot's framing, resized, graded in its style, and labelled as a preview in a corner; and
 * the other images made from a headshot: every image's thumbnail, and a published one's picture and
 * link preview.
 */
import {
  adjust_brightness,
  adjust_contrast,
  crop,
  desaturate,
  draw_text_with_border,
  hue_rotate_hsl,
  padding_left,
  type PhotonImage,
  resize,
  Rgba,
  SamplingFilter,
  tint,
  vignette,
  watermark,
} from "~/features/photos/photon.server";
import type { Style } from "~/content/business";
import { decodeOwnImage, pixelsOf } from "~/features/photos/photon.server";
import type { RgbaPixels } from "~/features/photos/imaging/resample";
import { frames, framing, headPerEyesToChin, thumbnailSize, type FacePosition } from "~/features/photos/gallery/formats";

/**
 * How each style grades the photo: a colour cast, light and contrast, as a studio's set would.
 * Photon's tint takes unsigned offsets (a negative one would wrap and blow a channel out), so a
 * cooler cast raises blue rather than lowering red.
 */
const grades: Record<Style, (image: PhotonImage) => void> = {
  corporate: (image) => {
    tint(image, 0, 4, 14);
    adjust_contrast(image, 12);
  },
  academic: (image) => {
    tint(image, 18, 10, 0);
    adjust_contrast(image, 6);
  },
  casual: (image) => {
    adjust_brightness(image, 14);
    tint(image, 8, 6, 0);
  },
  creative: (image) => {
    hue_rotate_hsl(image, 0.06);
    adjust_contrast(image, 18);
  },
  greenery: (image) => {
    tint(image, 0, 16, 0);
    adjust_brightness(image, 6);
  },
  realEstate: (image) => {
    adjust_contrast(image, 10);
    tint(image, 4, 4, 10);
  },
  warm: (image) => {
    tint(image, 22, 8, 0);
    adjust_brightness(image, 8);
  },
};

/** A square of a selfie, in its pixels. */
type Square = { left: number; top: number; side: number };

/**
 * The square around a face that a headshot shows, as a studio frames one: the head about two fifths
 * of the side, the eyes 42 % from the top and in the middle, so that each download format's norm
 * (ADR 049) finds room around the head. `variation` shifts and scales it a little so that the images
 * of one style differ. It may reach past the photo's edges.
 */
function squareAround(face: FacePosition, variation: number): Square {
  const side = Math.round((headPerEyesToChin * (face.chin.y - face.eyes.y)) / (0.4 - (variation % 3) * 0.02));
  const shift = ((variation % 5) - 2) * side * 0.01;
  return { left: Math.round(face.eyes.x - side / 2 + shift), top: Math.round(face.eyes.y - 0.42 * side), side };
}

/** The variations an order's images take (`variation` of {@link squareAround}): they repeat after these. */
const variations = 15;

/** A selfie, with where its face is (null where none was found). */
export type Selfie = { width: number; height: number; face: FacePosition | null };

/** Whether each headshot made from `selfie`, in every variation, gives every download format. */
function givesEveryFormat({ width, height, face }: Selfie): boolean {
  if (!face) return false;
  return Array.from({ length: variations }, (_, variation) => headshotSquare(width, height, face, variation)).every(
    ({ left, top, side }) => {
      const inSquare = { eyes: { x: face.eyes.x - left, y: face.eyes.y - top }, chin: { x: face.chin.x - left, y: face.chin.y - top } };
      return frames.every((frame) => typeof framing(side, side, inSquare, frame) !== "string");
    },
  );
}

/**
 * The selfies a local order's headshots are made from: those whose headshots give every download
 * format; all of them where none does. A close-up, or a face near the photo's edge, leaves too
 * little around the head for a headshot's framing, and then for the formats' norms.
 */
export function headshotSources<T extends Selfie>(selfies: readonly T[]): readonly T[] {
  const roomy = selfies.filter(givesEveryFormat);
  return roomy.length > 0 ? roomy : selfies;
}

/**
 * The square of a selfie (`width` × `height`) that a headshot shows: {@link squareAround} its face,
 * moved and shrunk to within the photo where it has less room; without a face, the upper middle of
 * the photo, where a selfie's face usually is.
 */
function headshotSquare(width: number, height: number, face: FacePosition | null, variation: number): Square {
  const within = (start: number, size: number, room: number) => Math.max(0, Math.min(room - size, Math.round(start)));
  if (!face) {
    const side = Math.floor(Math.min(width, height) * (0.86 - (variation % 3) * 0.04));
    const shift = ((variation % 5) - 2) * Math.floor(side * 0.02);
    return { left: within((width - side) / 2 + shift, side, width), top: within((height - side) * 0.25, side, height), side };
  }
  const ideal = squareAround(face, variation);
  const side = Math.min(width, height, ideal.side);
  const middle = { x: ideal.left + ideal.side / 2, y: ideal.top + ideal.side / 2 };
  return { left: within(middle.x - side / 2, side, width), top: within(middle.y - side / 2, side, height), side };
}

/**
 * A headshot made by the local generator, and where its face is: where the selfie's face was, in
 * the headshot's pixels, since the generator placed it there; undefined where the selfie's face was
 * not found and the square was cut blind, so that the face is read in the headshot itself.
 */
export type LocalHeadshot = { bytes: Uint8Array; face: FacePosition | undefined };

/**
 * One headshot of `side` × `side` pixels from `selfie` (JPEG, PNG or WebP bytes) whose face is at
 * `face` (null where none was found), as a JPEG, framed by {@link headshotSquare}.
 */
export function makeHeadshot(
  selfie: Uint8Array,
  face: FacePosition | null,
  style: Style,
  side: number,
  variation: number,
  label: string,
): LocalHeadshot {
  return decodeOwnImage(selfie, (source) => {
    const { left, top, side: square } = headshotSquare(source.get_width(), source.get_height(), face, variation);
    const framed = crop(source, left, top, left + square, top + square);
    const sized = resize(framed, side, side, SamplingFilter.Lanczos3);
    framed.free();
    const scale = side / square;
    const inHeadshot = ({ x, y }: { x: number; y: number }) => ({ x: (x - left) * scale, y: (y - top) * scale });
    try {
      if (variation % 4 === 3) desaturate(sized);
      grades[style](sized);
      vignette(sized, 0.25);
      draw_text_with_border(sized, label, Math.round(side * 0.03), Math.round(side * 0.9), Math.round(side * 0.05));
      return { bytes: sized.get_bytes_jpeg(88), face: face ? { eyes: inHeadshot(face.eyes), chin: inHeadshot(face.chin) } : undefined };
    } finally {
      sized.free();
    }
  });
}

/**
 * A candidate that fails the check, for tests only (LOCAL_FAILING_CANDIDATES): the selfie's lower
 * left corner, where a selfie shows no face, at `side` pixels.
 */
export function makeFaceless(selfie: Uint8Array, side: number): Uint8Array {
  return decodeOwnImage(selfie, (source) => {
    const square = Math.floor(Math.min(source.get_width(), source.get_height()) / 2);
    const corner = crop(source, 0, source.get_height() - square, square, source.get_height());
    const sized = resize(corner, side, side, SamplingFilter.Triangle);
    corner.free();
    try {
      return sized.get_bytes_jpeg(88);
    } finally {
      sized.free();
    }
  });
}

/** `source` at a thumbnail's size, handed to `take` and freed after. */
function withThumbnail<T>(source: PhotonImage, take: (small: PhotonImage) => T): T {
  const size = thumbnailSize(source.get_width(), source.get_height());
  const small = resize(source, size.width, size.height, SamplingFilter.Triangle);
  try {
    return take(small);
  } finally {
    small.free();
  }
}

/**
 * The thumbnail's pixels of any decoded generated image (from either generator): the check reads
 * the face from them (ADR 081), and the order page's smallest tile pictures are encoded from them (ADR 097).
 */
export const thumbnailPixels = (source: PhotonImage): RgbaPixels => withThumbnail(source, pixelsOf);

/** A small JPEG of a headshot's crop in a download format: its tile while that format is chosen (ADR 049). */
export function makeThumbnail(image: Uint8Array): Uint8Array {
  return decodeOwnImage(image, (source) => withThumbnail(source, (small) => small.get_bytes_jpeg(80)));
}

/** The middle square of `source`, at its full size. */
export function middleSquare(source: PhotonImage): PhotonImage {
  const square = Math.min(source.get_width(), source.get_height());
  const left = (source.get_width() - square) >> 1;
  const top = (source.get_height() - square) >> 1;
  return crop(source, left, top, left + square, top + square);
}

/** The size social networks show a link preview in (Open Graph and X's large card: 1.91 to 1). */
export const previewSize = { width: 1200, height: 630 };

/**
 * A published headshot's link preview, from its middle square (`middleSquare`): that square at the
 * right of a band of the site's navy, which carries `mark`, the site's mark and name, where it is
 * given. The page's own picture is the web codecs' (docs/decisions/093-pictures-as-the-web-serves-them.md).
 */
export function makeLinkPreview(square: PhotonImage, mark: Uint8Array | null): Uint8Array {
  return linkPreview(resize(square, previewSize.height, previewSize.height, SamplingFilter.Lanczos3), mark);
}

/**
 * `square` at the right of a link preview's band, with `mark` in the middle of the band's navy to its
 * left, so that a shared headshot says where it was made; frees `square`.
 */
function linkPreview(square: PhotonImage, mark: Uint8Array | null): Uint8Array {
  const margin = previewSize.width - previewSize.height;
  const band = padding_left(square, margin, new Rgba(16, 37, 66, 255));
  square.free();
  try {
    if (mark) {
      decodeOwnImage(mark, (drawn) => {
        const at = (space: number, size: number) => BigInt(Math.max(0, Math.round((space - size) / 2)));
        watermark(band, drawn, at(margin, drawn.get_width()), at(previewSize.height, drawn.get_height()));
      });
    }
    return band.get_bytes_jpeg(85);
  } finally {
    band.free();
  }
}
