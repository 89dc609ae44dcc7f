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
import { decodeOwnImage } from "~/features/photos/photon.server";

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

/**
 * One headshot of `side` × `side` pixels from `selfie` (JPEG, PNG or WebP bytes), as a JPEG. The
 * crop is a square around the upper middle of the photo, where a selfie's face is; `variation`
 * shifts it a little so that the images of one style differ.
 */
export function makeHeadshot(selfie: Uint8Array, style: Style, side: number, variation: number, label: string): Uint8Array {
  return decodeOwnImage(selfie, (source) => {
    const width = source.get_width();
    const height = source.get_height();
    const square = Math.floor(Math.min(width, height) * (0.86 - (variation % 3) * 0.04));
    const shift = ((variation % 5) - 2) * Math.floor(square * 0.02);
    const left = Math.max(0, Math.min(width - square, Math.floor((width - square) / 2) + shift));
    const top = Math.max(0, Math.min(height - square, Math.floor((height - square) * 0.25)));
    const framed = crop(source, left, top, left + square, top + square);
    const sized = resize(framed, side, side, SamplingFilter.Lanczos3);
    framed.free();
    try {
      if (variation % 4 === 3) desaturate(sized);
      grades[style](sized);
      vignette(sized, 0.25);
      draw_text_with_border(sized, label, Math.round(side * 0.03), Math.round(side * 0.9), Math.round(side * 0.05));
      return sized.get_bytes_jpeg(88);
    } finally {
      sized.free();
    }
  });
}

/** The long side of a thumbnail: sharp in the order page's grid and the e-mail on a phone's screen. */
const thumbnailSide = 320;

/** A small JPEG of any generated image (from either generator), for the order page and the delivery e-mail. */
export function makeThumbnail(image: Uint8Array): Uint8Array {
  return decodeOwnImage(image, (source) => {
    const scale = thumbnailSide / Math.max(source.get_width(), source.get_height());
    const small = resize(source, Math.round(source.get_width() * scale), Math.round(source.get_height() * scale), SamplingFilter.Triangle);
    try {
      return small.get_bytes_jpeg(80);
    } finally {
      small.free();
    }
  });
}

/** The middle square of `source`, at its full size. */
function middleSquare(source: PhotonImage): PhotonImage {
  const square = Math.min(source.get_width(), source.get_height());
  const left = (source.get_width() - square) >> 1;
  const top = (source.get_height() - square) >> 1;
  return crop(source, left, top, left + square, top + square);
}

/**
 * The side of a published headshot's picture on its public page and /examples: sharp where the page
 * shows it 512 pixels wide, or a phone's screen at its density, and a fraction of the bytes of the
 * headshot itself (up to 1536 pixels), which is the buyer's to download, not the page's to send.
 */
const publishedSide = 640;

/** The size social networks show a link preview in (Open Graph and X's large card: 1.91 to 1). */
export const previewSize = { width: 1200, height: 630 };

/**
 * What publishing a headshot makes of it, from one decode: the picture its public page shows (the
 * middle square, at most {@link publishedSide} wide) and its link preview (that square at the right
 * of a band of the site's navy, which carries `mark`, the site's mark and name, where it is given).
 */
export function makePublished(image: Uint8Array, mark: Uint8Array | null): { picture: Uint8Array; preview: Uint8Array } {
  return decodeOwnImage(image, (source) => {
    const square = middleSquare(source);
    try {
      const side = Math.min(publishedSide, square.get_width());
      const sized = resize(square, side, side, SamplingFilter.Lanczos3);
      let picture: Uint8Array;
      try {
        picture = sized.get_bytes_jpeg(80);
      } finally {
        sized.free();
      }
      return { picture, preview: linkPreview(resize(square, previewSize.height, previewSize.height, SamplingFilter.Lanczos3), mark) };
    } finally {
      square.free();
    }
  });
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
