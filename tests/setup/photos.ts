/**
 * Photographs for upload tests: the real ones in tests/fixtures/photos, and variants of them that
 * stay valid images (another step in a quantisation table, padding a JPEG to a size with an
 * application segment that stripping removes), and copies edited as a photo editor would.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { crop, padding_bottom, padding_top, PhotonImage, resize, Rgba, SamplingFilter } from "~/features/photos/photon.server";
import { uprightPixels } from "~/features/photos/imaging/upright";
import { concat } from "~/features/photos/imaging/image-file";

export const photoDir = path.resolve(import.meta.dirname, "../fixtures/photos");

export function photo(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(photoDir, name)));
}

/** The photo decoded by Photon and saved again by `save`. */
function savedAs(photo: Uint8Array, save: (image: PhotonImage) => Uint8Array): Uint8Array {
  const image = PhotonImage.new_from_byteslice(photo);
  try {
    return save(image);
  } finally {
    image.free();
  }
}

/** A copy of a JPEG edited with Photon and saved again, as a photo editor would. */
export const edited = (jpeg: Uint8Array, edit: (image: PhotonImage) => void) =>
  savedAs(jpeg, (image) => {
    edit(image);
    return image.get_bytes_jpeg(90);
  });

/** A JPEG made from a part of `jpeg` (`crop`) or from all of it at another size (`resize`), as an editor saves one. */
function remade(jpeg: Uint8Array, make: (image: PhotonImage) => PhotonImage): Uint8Array {
  const image = PhotonImage.new_from_byteslice(jpeg);
  const made = make(image);
  try {
    return made.get_bytes_jpeg(90);
  } finally {
    made.free();
    image.free();
  }
}

/** A real photograph with no face: the formal portrait below its subject's chin (his suit and the flags). */
export const faceless = () => remade(photo("man-formal-portrait.jpg"), (image) => crop(image, 0, 520, 910, 1137));

/**
 * A photograph as a square JPEG, as a generator would answer: its top square (a portrait's head), its
 * bottom one, or the whole of a landscape photo between grey bands.
 */
export const square = (name: string, part: "top" | "bottom" | "whole") =>
  remade(photo(name), (image) => {
    const [width, height] = [image.get_width(), image.get_height()];
    if (part !== "whole") {
      const side = Math.min(width, height);
      return crop(image, 0, part === "top" ? 0 : height - side, side, part === "top" ? side : height);
    }
    const band = Math.floor((width - height) / 2);
    // Photon takes each colour it is given.
    const upper = padding_top(image, band, new Rgba(128, 128, 128, 255));
    try {
      return padding_bottom(upper, band, new Rgba(128, 128, 128, 255));
    } finally {
      upper.free();
    }
  });

/**
 * A group photo: three people side by side, the woman of woman-indoor-portrait.jpg, the man of
 * man-formal-portrait.jpg and, smaller and in front of a grey wall, the man of man-smiling-closeup.png.
 */
export function group(): Uint8Array {
  const height = 600;
  // The close-up is shown smaller: a face that fills the whole frame is one the detector misses.
  const people = (
    [
      ["woman-indoor-portrait.jpg", height],
      ["man-formal-portrait.jpg", height],
      ["man-smiling-closeup.png", 360],
    ] as const
  ).map(([name, shown]) => {
    const image = PhotonImage.new_from_byteslice(photo(name));
    const scaled = resize(image, Math.round((image.get_width() * shown) / image.get_height()), shown, SamplingFilter.Triangle);
    image.free();
    try {
      return { width: scaled.get_width(), height: shown, pixels: scaled.get_raw_pixels() };
    } finally {
      scaled.free();
    }
  });
  const width = people.reduce((sum, person) => sum + person.width, 0);
  const rows = new Uint8Array(width * height * 4).fill(128);
  let left = 0;
  for (const person of people) {
    const top = height - person.height;
    for (let y = 0; y < person.height; y += 1) {
      rows.set(person.pixels.subarray(y * person.width * 4, (y + 1) * person.width * 4), ((top + y) * width + left) * 4);
    }
    left += person.width;
  }
  const image = new PhotonImage(rows, width, height);
  try {
    return image.get_bytes_jpeg(90);
  } finally {
    image.free();
  }
}

/** The formal portrait scaled down to `width` × `height`. */
export const tiny = (width: number, height: number) =>
  remade(photo("man-formal-portrait.jpg"), (image) => resize(image, width, height, SamplingFilter.Triangle));

/** The photo's pixels a quarter turn to the left, as a phone held sideways stores them: EXIF orientation 6 turns them back. */
export const sideways = (jpeg: Uint8Array) =>
  // Orientation 8's three quarter turns to the right are the one turn to the left.
  remade(jpeg, (image) => {
    const turned = uprightPixels(image.get_raw_pixels(), image.get_width(), image.get_height(), 8);
    return new PhotonImage(turned.data, turned.width, turned.height);
  });

/** The photo as a PNG. */
export const pngOf = (photo: Uint8Array) => savedAs(photo, (image) => image.get_bytes());

/** The photo as a (lossless) WebP. */
export const webpOf = (photo: Uint8Array) => savedAs(photo, (image) => image.get_bytes_webp());

/** The good photos: one person, at least 512 pixels on the short side. */
export const portraits = ["man-formal-portrait.jpg", "woman-indoor-portrait.jpg"] as const;

/**
 * The JPEG with one entry of its first quantisation table changed: another file, still a whole image
 * of the same size whose compressed data the decoder reads exactly as before (a changed byte in
 * that data would make it another picture, or a broken one).
 */
export function variant(jpeg: Uint8Array, n: number): Uint8Array {
  const copy = jpeg.slice();
  let table = 2;
  while (!(copy[table] === 0xff && copy[table + 1] === 0xdb)) {
    if (copy[table] !== 0xff || table >= copy.length) throw new Error("a JPEG without a quantisation table before its data");
    table += 2 + ((copy[table + 2]! << 8) | copy[table + 3]!);
  }
  // Past the marker, its length and the table's precision and number: 64 one-byte entries, the
  // finest detail last, where a step more or less shows least.
  const at = table + 5 + 63 - (n % 64);
  copy[at] = ((copy[at]! - 1 + 1 + Math.floor(n / 64)) % 255) + 1;
  return copy;
}

/**
 * The JPEG grown to `size` bytes with APP15 segments, which carry nothing the image needs. Written
 * straight into its bytes: built as an array of numbers, ten 5 MB photos held the test's thread for
 * a minute on a busy machine, long enough for workerd to let the test's kept-alive connection go,
 * so that the upload sent next met a closed socket (EPIPE).
 */
export function padded(jpeg: Uint8Array, size: number): Uint8Array {
  const lengths: number[] = [];
  let total = jpeg.length;
  while (total < size) {
    const length = Math.min(65_533, size - total - 4 + 2);
    if (length < 2) break;
    lengths.push(length);
    total += length + 2;
  }
  const out = new Uint8Array(total);
  out.set(jpeg.subarray(0, 2));
  let at = 2;
  for (const length of lengths) {
    out.set([0xff, 0xef, length >> 8, length & 0xff], at);
    out.fill(0x20, at + 4, at + 2 + length);
    at += length + 2;
  }
  out.set(jpeg.subarray(2), at);
  return out;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** PNG's CRC-32, over a chunk's type and data. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG chunk as it stands in the file: length, type, data and CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat([new TextEncoder().encode(type), data]);
  const out = new Uint8Array(body.length + 8);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(body, 4);
  view.setUint32(body.length + 4, crc32(body));
  return out;
}

/** A PNG from its header's fields and its filtered rows (color type 2 is RGB, 6 RGBA). */
function png(width: number, height: number, depth: number, colorType: number, rows: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([depth, colorType, 0, 0, 0], 8);
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return concat([
    signature,
    pngChunk("IHDR", header),
    pngChunk("IDAT", new Uint8Array(deflateSync(rows, { level: 9 }))),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/** A real PNG of `width` × `height` pixels (a gradient), for sizes the fixtures do not have. */
export function gradientPng(width: number, height: number): Uint8Array {
  const rows = new Uint8Array(height * (width * 3 + 1));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set([x % 256, y % 256, 128], y * (width * 3 + 1) + 1 + x * 3);
  }
  return png(width, height, 8, 2, rows);
}

/** A black RGBA PNG of 16 bits per channel: a 4000 × 4000 one is 124 kB, and 128 MB of samples to a decoder. */
export function deepPng(width: number, height: number): Uint8Array {
  return png(width, height, 16, 6, new Uint8Array(height * (width * 8 + 1)));
}

/** A whole PNG whose header says `width` × `height` and whose data is one black row: only a decoder finds out. */
export function hollowPng(width: number, height: number): Uint8Array {
  return png(width, height, 8, 2, new Uint8Array(width * 3 + 1));
}
