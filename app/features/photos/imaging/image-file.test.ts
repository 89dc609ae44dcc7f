import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { hasGps, withGpsExif } from "../../../../tests/setup/exif";
import {
  animationFrame,
  animationHeader,
  frameBeyondCanvas,
  jpegOf,
  jpegSegment,
  noiseScan,
  riffChunk,
  startOfFrame,
  startOfScan,
  vp8Frame,
  vp8lFrame,
  vp8x,
  webp,
  webpAlpha,
  webpLossless,
  webpLossy,
} from "../../../../scripts/lib/image-bytes.mjs";
import { crc32, pngChunk } from "../../../../tests/setup/photos";
import {
  concat,
  contentTypes,
  decodable,
  extensions,
  imageSize,
  maxJpegScans,
  maxSamplesPerPixel,
  orientationOf,
  sniffFormat,
  stripMetadata,
  withPrintDensity,
  type ImageFormat,
} from "./image-file";

const fixtures = path.resolve(import.meta.dirname, "../../../../tests/fixtures/photos");

function fixture(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(path.join(fixtures, name)));
}

function bytesOf(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

// Node's Buffer searches and compares whole photos far faster than element-wise matchers.
function buffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  return buffer(haystack).indexOf(needle, from);
}

function contains(haystack: Uint8Array, text: string): boolean {
  return buffer(haystack).includes(text);
}

function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  expect(actual.length).toBe(expected.length);
  expect(buffer(actual).equals(expected)).toBe(true);
}

/** The README's sizes: what a decoder shows for each fixture. */
const photos: [name: string, format: ImageFormat, width: number, height: number][] = [
  ["man-formal-portrait.jpg", "jpeg", 910, 1137],
  ["man-formal-portrait-320x240.jpg", "jpeg", 320, 240],
  ["man-smiling-closeup.png", "png", 424, 394],
  ["woman-indoor-portrait.jpg", "jpeg", 1280, 799],
  ["man-outdoor-wide.jpeg", "jpeg", 1200, 599],
  ["man-full-body.jpg", "jpeg", 970, 2204],
  ["two-people.jpg", "jpeg", 1126, 661],
  ["man-partial-face.jpg", "jpeg", 491, 1137],
];
const jpegPhotos = photos.filter(([, format]) => format === "jpeg").map(([name]) => name);

// ---------------------------------------------------------------------------------------------------------------
// JPEG helpers: a plain walk of the header, to look at what a strip left.

function segment(marker: number, body: Uint8Array): Uint8Array {
  return concat([Uint8Array.of(0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff), body]);
}

function insertAfterSoi(jpeg: Uint8Array, ...segments: Uint8Array[]): Uint8Array {
  return concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** The markers before the first scan, with where each segment starts. */
function headerSegments(jpeg: Uint8Array): { marker: number; at: number; length: number }[] {
  const segments = [];
  for (let at = 2; at + 4 <= jpeg.length;) {
    while (jpeg[at + 1] === 0xff) at++;
    const marker = jpeg[at + 1];
    const length = (jpeg[at + 2] << 8) | jpeg[at + 3];
    segments.push({ marker, at, length });
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return segments;
}

/** From the first SOS marker through EOI. */
function scanData(jpeg: Uint8Array): Uint8Array {
  const sos = headerSegments(jpeg).find((s) => s.marker === 0xda);
  if (!sos) throw new Error("no scan");
  return jpeg.subarray(sos.at, buffer(jpeg).lastIndexOf(eoi) + 2);
}

const soi = Uint8Array.of(0xff, 0xd8);
const eoi = Uint8Array.of(0xff, 0xd9);
const xmp = segment(
  0xe1,
  bytesOf('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description exif:GPSLatitude="47,36.2N"/></x:xmpmeta>'),
);
const comment = segment(0xfe, bytesOf("Shot at 12 Rue Secrète by Jane Doe"));

// ---------------------------------------------------------------------------------------------------------------
// PNG helpers

type Chunk = { type: string; data: Uint8Array; crcOk: boolean };

function pngChunks(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    chunks.push({ type, data, crcOk: view.getUint32(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length)) });
    at += 12 + length;
  }
  return chunks;
}

function idat(png: Uint8Array): Uint8Array {
  return concat([...pngChunks(png).flatMap((chunk) => (chunk.type === "IDAT" ? [chunk.data] : []))]);
}

// ---------------------------------------------------------------------------------------------------------------
// WebP helpers: a reader of the chunks (scripts/lib/image-bytes.mjs writes them).

function webpChunks(file: Uint8Array): { fourcc: string; data: Uint8Array }[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const chunks = [];
  for (let at = 12; at + 8 <= file.length;) {
    const size = view.getUint32(at + 4, true);
    chunks.push({ fourcc: new TextDecoder().decode(file.subarray(at, at + 4)), data: file.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size & 1);
  }
  return chunks;
}

/** The TIFF block a JPEG's Exif segment would carry, GPS included. */
const gpsTiff = withGpsExif(concat([soi, eoi])).subarray(2 + 4 + 6, -2);
const xmpPacket = bytesOf('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>');
const vp8l = webpChunks(webpLossless)[0].data;

// ---------------------------------------------------------------------------------------------------------------

describe("sniffFormat", () => {
  test.each(photos)("%s is %s", (name, format) => {
    expect(sniffFormat(fixture(name))).toBe(format);
  });

  test("the bytes decide, not the name: a text file renamed .jpg is nothing, a PNG renamed .jpg is a PNG", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "image-file-"));
    try {
      fs.copyFileSync(path.join(fixtures, "README.md"), path.join(dir, "selfie.jpg"));
      fs.copyFileSync(path.join(fixtures, "man-smiling-closeup.png"), path.join(dir, "selfie2.jpg"));
      expect(sniffFormat(new Uint8Array(fs.readFileSync(path.join(dir, "selfie.jpg"))))).toBeNull();
      expect(sniffFormat(new Uint8Array(fs.readFileSync(path.join(dir, "selfie2.jpg"))))).toBe("png");
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
    expect(sniffFormat(bytesOf("GIF89a"))).toBeNull();
    expect(sniffFormat(new Uint8Array())).toBeNull();
  });

  test("WebP needs both RIFF and WEBP; a truncated signature is nothing", () => {
    expect(sniffFormat(webpLossless)).toBe("webp");
    expect(sniffFormat(concat([bytesOf("RIFF"), new Uint8Array(4), bytesOf("WAVE")]))).toBeNull();
    expect(sniffFormat(fixture("man-smiling-closeup.png").subarray(0, 7))).toBeNull();
    expect(sniffFormat(Uint8Array.of(0xff, 0xd8))).toBeNull();
  });

  test("content types and extensions", () => {
    expect(contentTypes).toEqual({ jpeg: "image/jpeg", png: "image/png", webp: "image/webp" });
    expect(extensions).toEqual({ jpeg: "jpg", png: "png", webp: "webp" });
  });
});

describe("imageSize", () => {
  test.each(photos)("%s (%s) is %ix%i", (name, format, width, height) => {
    expect(imageSize(fixture(name), format)).toEqual({ width, height });
  });

  test("WebP: VP8L, VP8 and VP8X headers", () => {
    expect(imageSize(webpLossless, "webp")).toEqual({ width: 1, height: 1 });
    expect(imageSize(webpLossy, "webp")).toEqual({ width: 1, height: 1 });
    expect(imageSize(webpAlpha, "webp")).toEqual({ width: 1, height: 1 });
    // The 24-bit canvas fields, past what one byte holds.
    expect(imageSize(webp(vp8x(0, 3000, 70_000), riffChunk("VP8L", vp8l)), "webp")).toEqual({ width: 3000, height: 70_000 });
  });

  test("a JPEG turned a quarter (orientation 5..8) reports its displayed size", () => {
    const jpeg = fixture("man-formal-portrait.jpg");
    for (const orientation of [1, 2, 3, 4])
      expect(imageSize(withGpsExif(jpeg, { orientation }), "jpeg")).toEqual({ width: 910, height: 1137 });
    for (const orientation of [5, 6, 7, 8])
      expect(imageSize(withGpsExif(jpeg, { orientation }), "jpeg")).toEqual({ width: 1137, height: 910 });
  });

  test("a broken or truncated header gives null", () => {
    expect(imageSize(fixture("man-formal-portrait.jpg").subarray(0, 30_000), "jpeg")).toBeNull();
    expect(imageSize(fixture("two-people.jpg").subarray(0, 100), "jpeg")).toBeNull();
    expect(imageSize(fixture("man-smiling-closeup.png").subarray(0, 20), "png")).toBeNull();
    expect(imageSize(webpLossless.subarray(0, 24), "webp")).toBeNull();
    expect(imageSize(webpLossy.subarray(0, webpLossy.length - 1), "webp")).toBeNull();
    expect(imageSize(fixture("man-smiling-closeup.png"), "jpeg")).toBeNull();
    expect(imageSize(bytesOf("hello"), "webp")).toBeNull();
  });

  test("a file cut after its header still has a size; stripping it is refused", () => {
    const jpeg = fixture("two-people.jpg").subarray(0, 200_000);
    expect(imageSize(jpeg, "jpeg")).toEqual({ width: 1126, height: 661 });
    expect(() => stripMetadata(jpeg, "jpeg")).toThrow("broken");
    const png = fixture("man-smiling-closeup.png").subarray(0, 100);
    expect(imageSize(png, "png")).toEqual({ width: 424, height: 394 });
    expect(() => stripMetadata(png, "png")).toThrow("broken");
    const extended = webpAlpha.subarray(0, 40);
    expect(imageSize(extended, "webp")).toEqual({ width: 1, height: 1 });
    expect(() => stripMetadata(extended, "webp")).toThrow("broken");
  });
});

describe("orientationOf", () => {
  test.each(jpegPhotos)("%s is upright", (name) => {
    expect(orientationOf(fixture(name), "jpeg")).toBe(1);
  });

  test("reads 1..8 from the first Exif segment; anything else is 1", () => {
    const jpeg = fixture("two-people.jpg");
    for (let orientation = 1; orientation <= 8; orientation++) {
      expect(orientationOf(withGpsExif(jpeg, { orientation }), "jpeg")).toBe(orientation);
    }
    expect(orientationOf(withGpsExif(jpeg, { orientation: 9 }), "jpeg")).toBe(1);
    expect(orientationOf(withGpsExif(jpeg), "jpeg")).toBe(1);
    expect(orientationOf(withGpsExif(withGpsExif(jpeg, { orientation: 3 }), { orientation: 6 }), "jpeg")).toBe(6);
  });

  test("other formats are 1", () => {
    expect(orientationOf(fixture("man-smiling-closeup.png"), "png")).toBe(1);
    expect(orientationOf(webp(vp8x(0x08, 1, 1), riffChunk("VP8L", vp8l), riffChunk("EXIF", gpsTiff)), "webp")).toBe(1);
  });
});

describe("stripMetadata: JPEG", () => {
  test("GPS Exif, XMP and a comment go; the orientation stays; the scan is untouched", () => {
    const original = fixture("two-people.jpg");
    const tagged = insertAfterSoi(withGpsExif(original, { orientation: 6 }), xmp, comment);
    expect(hasGps(tagged)).toBe(true);
    expect(contains(tagged, "http://ns.adobe.com/xap")).toBe(true);

    const stripped = stripMetadata(tagged, "jpeg");

    expect(hasGps(stripped)).toBe(false);
    expect(contains(stripped, "http://ns.adobe.com/xap")).toBe(false);
    expect(contains(stripped, "Rue Secrète")).toBe(false);
    expect(orientationOf(stripped, "jpeg")).toBe(6);
    expect(imageSize(stripped, "jpeg")).toEqual({ width: 661, height: 1126 });
    expectSameBytes(scanData(stripped), scanData(original));
    // JFIF's APP0 first, then the new Exif segment holding only the orientation.
    const segments = headerSegments(stripped);
    expect(segments.slice(0, 2).map((s) => s.marker)).toEqual([0xe0, 0xe1]);
    expect(segments[1].length).toBe(34);
  });

  test("without APP0 the orientation goes right after SOI, in an Exif segment a viewer can read", () => {
    const tagged = withGpsExif(fixture("man-formal-portrait.jpg"), { orientation: 8 });
    const stripped = stripMetadata(tagged, "jpeg");
    expect(stripped.subarray(0, 14)).toEqual(Uint8Array.of(0xff, 0xd8, 0xff, 0xe1, 0, 34, ...bytesOf("Exif\0\0MM")));
    expect(orientationOf(stripped, "jpeg")).toBe(8);
    expect(hasGps(stripped)).toBe(false);
  });

  test("an upright photo gets no Exif at all", () => {
    const stripped = stripMetadata(withGpsExif(fixture("two-people.jpg"), { orientation: 1 }), "jpeg");
    expect(contains(stripped, "Exif")).toBe(false);
  });

  test.each(jpegPhotos)("%s: only image segments and Adobe's remain; no thumbnail, no ICC profile; scans identical", (name) => {
    const original = fixture(name);
    const stripped = stripMetadata(original, "jpeg");
    const kept = new Set([0xe0, 0xee, 0xdb, 0xc4, 0xc0, 0xc2, 0xdd, 0xda]);
    expect(headerSegments(stripped).filter((s) => !kept.has(s.marker))).toEqual([]);
    expectSameBytes(scanData(stripped), scanData(original));
    expect(imageSize(stripped, "jpeg")).toEqual(imageSize(original, "jpeg"));
    // An Exif or Photoshop thumbnail is a second JPEG inside the first.
    expect(indexOf(stripped, Uint8Array.of(0xff, 0xd8, 0xff), 2)).toBe(-1);
    for (const text of ["Exif", "Photoshop", "http://ns.adobe.com", "Ducky"]) expect(contains(stripped, text)).toBe(false);
    expect(contains(stripped, "ICC_PROFILE")).toBe(false);
    expectSameBytes(stripMetadata(stripped, "jpeg"), stripped);
  });

  test("an APP2 that starts as an ICC profile and an APP14 that starts as Adobe's carry nothing else through", () => {
    // This one has neither.
    const original = fixture("woman-indoor-portrait.jpg");
    const secret = bytesOf("GPS 52.5200 N 13.4050 E, Jane Doe");
    const adobe = concat([bytesOf("Adobe"), Uint8Array.of(0, 100, 0, 0, 0, 0, 1)]);
    const tagged = insertAfterSoi(
      original,
      segment(0xe2, concat([bytesOf("ICC_PROFILE\0"), Uint8Array.of(1, 1), secret])),
      segment(0xe2, concat([bytesOf("FPXR\0"), secret])),
      segment(0xee, concat([adobe, secret])),
      segment(0xee, concat([bytesOf("Adobe_CM"), secret])),
    );
    const stripped = stripMetadata(tagged, "jpeg");
    expect(contains(stripped, "Jane Doe")).toBe(false);
    expect(contains(stripped, "ICC_PROFILE")).toBe(false);
    // Adobe's segment stays as the decoder reads it: its 12 bytes, the colour transform last.
    const app14 = headerSegments(stripped).filter((s) => s.marker === 0xee);
    expect(app14.map((s) => s.length)).toEqual([14]);
    expectSameBytes(stripped.subarray(app14[0].at + 4, app14[0].at + 16), adobe);
    expectSameBytes(scanData(stripped), scanData(original));
  });

  test("a photo with restart markers and one with several progressive scans keep every scan byte", () => {
    const restart = fixture("man-formal-portrait.jpg");
    expect([0xd0, 0xd1, 0xd7].every((rst) => indexOf(scanData(restart), Uint8Array.of(0xff, rst)) > 0)).toBe(true);
    expectSameBytes(scanData(stripMetadata(restart, "jpeg")), scanData(restart));

    const progressive = fixture("woman-indoor-portrait.jpg");
    const scans = (jpeg: Uint8Array) => scanData(jpeg).filter((byte, i, data) => byte === 0xff && data[i + 1] === 0xda).length;
    expect(scans(progressive)).toBeGreaterThan(5);
    const stripped = stripMetadata(progressive, "jpeg");
    expect(scans(stripped)).toBe(scans(progressive));
    expectSameBytes(scanData(stripped), scanData(progressive));
  });

  test("the JFIF thumbnail goes, the JFIF header stays", () => {
    const original = fixture("two-people.jpg");
    const app0 = headerSegments(original)[0];
    const jfif = original.subarray(app0.at + 4, app0.at + 4 + 12);
    const withThumbnail = segment(0xe0, concat([jfif, Uint8Array.of(2, 1, 255, 0, 0, 0, 0, 255)]));
    const tagged = concat([soi, withThumbnail, original.subarray(app0.at + 2 + app0.length)]);
    const stripped = stripMetadata(tagged, "jpeg");
    expect(stripped.subarray(0, 20)).toEqual(concat([soi, segment(0xe0, concat([jfif, Uint8Array.of(0, 0)]))]));
    expectSameBytes(scanData(stripped), scanData(original));
  });

  test("fill bytes, TEM and data after EOI", () => {
    const original = fixture("man-formal-portrait-320x240.jpg");
    const sof = headerSegments(original).find((s) => s.marker === 0xc0);
    if (!sof) throw new Error("no SOF");
    const filled = concat([
      soi,
      Uint8Array.of(0xff, 0xff, 0xff, 0x01),
      Uint8Array.of(0xff, 0xff),
      comment,
      original.subarray(2, sof.at),
      Uint8Array.of(0xff, 0xff),
      original.subarray(sof.at),
      bytesOf("trailing video or a second image"),
    ]);
    expect(imageSize(filled, "jpeg")).toEqual({ width: 320, height: 240 });
    const stripped = stripMetadata(filled, "jpeg");
    expect(contains(stripped, "Rue Secrète")).toBe(false);
    expect(contains(stripped, "trailing")).toBe(false);
    expect(stripped.subarray(-2)).toEqual(eoi);
    expect(imageSize(stripped, "jpeg")).toEqual({ width: 320, height: 240 });
    expectSameBytes(scanData(stripped), scanData(original));
  });

  test("broken structures throw", () => {
    const jpeg = fixture("two-people.jpg");
    for (const cut of [1, 3, 21, 200, jpeg.length - 1]) expect(() => stripMetadata(jpeg.subarray(0, cut), "jpeg")).toThrow("broken");
    expect(() => stripMetadata(concat([soi, bytesOf("junk"), jpeg.subarray(2)]), "jpeg")).toThrow("broken");
    expect(() => stripMetadata(concat([soi, Uint8Array.of(0xff, 0xe1, 0, 1), jpeg.subarray(2)]), "jpeg")).toThrow("broken");
    expect(() => stripMetadata(concat([soi, Uint8Array.of(0xff, 0x00), jpeg.subarray(2)]), "jpeg")).toThrow("broken");
    expect(() => stripMetadata(fixture("man-smiling-closeup.png"), "jpeg")).toThrow("broken");
  });
});

describe("stripMetadata: PNG", () => {
  test("text chunks go, the image chunks stay byte for byte with their CRC", () => {
    const original = fixture("man-smiling-closeup.png");
    const [ihdr] = pngChunks(original);
    const afterIhdr = 8 + 12 + ihdr.data.length;
    const tagged = concat([
      original.subarray(0, afterIhdr),
      pngChunk("tEXt", bytesOf("Comment\0Shot at 12 Rue Secrète")),
      original.subarray(afterIhdr),
      pngChunk("tIME", new Uint8Array(7)),
    ]);
    expect(pngChunks(tagged).every((chunk) => chunk.crcOk)).toBe(true);

    const stripped = stripMetadata(tagged, "png");

    expect(stripped.subarray(0, 8)).toEqual(original.subarray(0, 8));
    const chunks = pngChunks(stripped);
    // The iCCP chunk goes too: an ICC profile is free-form data.
    expect([...new Set(chunks.map((chunk) => chunk.type))]).toEqual(["IHDR", "pHYs", "IDAT", "IEND"]);
    expect(chunks.every((chunk) => chunk.crcOk)).toBe(true);
    expectSameBytes(idat(stripped), idat(original));
    for (const text of ["tEXt", "Rue Secrète", "iTXt", "XML:com.adobe.xmp", "tIME"]) expect(contains(stripped, text)).toBe(false);
    expect(imageSize(stripped, "png")).toEqual({ width: 424, height: 394 });
  });

  test("an eXIf chunk goes", () => {
    const original = fixture("man-smiling-closeup.png");
    const tagged = concat([original.subarray(0, 33), pngChunk("eXIf", gpsTiff), original.subarray(33)]);
    expect(hasGps(tagged)).toBe(true);
    expect(hasGps(stripMetadata(tagged, "png"))).toBe(false);
  });

  test("broken structures throw", () => {
    const png = fixture("man-smiling-closeup.png");
    for (const cut of [7, 8, 20, 40, png.length - 1]) expect(() => stripMetadata(png.subarray(0, cut), "png")).toThrow("broken");
    expect(() => stripMetadata(concat([png.subarray(0, 8), pngChunk("tEXt", bytesOf("a\0b")), png.subarray(8)]), "png")).toThrow("broken");
    expect(() => stripMetadata(concat([png.subarray(0, 8), pngChunk("IH?R", new Uint8Array(13)), png.subarray(8)]), "png")).toThrow(
      "broken",
    );
  });
});

describe("stripMetadata: WebP", () => {
  test("EXIF and XMP chunks and their flags go; the RIFF size follows", () => {
    const image = riffChunk("VP8L", vp8l);
    const tagged = webp(vp8x(0x10 | 0x08 | 0x04, 1, 1), image, riffChunk("EXIF", gpsTiff), riffChunk("XMP ", xmpPacket));
    expect(hasGps(tagged)).toBe(true);

    const stripped = stripMetadata(tagged, "webp");

    expect(webpChunks(stripped).map((chunk) => chunk.fourcc)).toEqual(["VP8X", "VP8L"]);
    expect(webpChunks(stripped)[0].data[0]).toBe(0x10);
    expect(new DataView(stripped.buffer).getUint32(4, true)).toBe(stripped.length - 8);
    expect(stripped).toEqual(webp(vp8x(0x10, 1, 1), image));
    expect(hasGps(stripped)).toBe(false);
    expect(contains(stripped, "xmpmeta")).toBe(false);
    expect(imageSize(stripped, "webp")).toEqual({ width: 1, height: 1 });
  });

  test("ICC profiles and unknown chunks go, and the ICC flag with them", () => {
    const image = riffChunk("VP8L", vp8l);
    const tagged = webp(vp8x(0x20 | 0x10, 1, 1), riffChunk("ICCP", bytesOf("Jane Doe")), image, riffChunk("ZZZZ", bytesOf("GPS 52.52 N")));
    const stripped = stripMetadata(tagged, "webp");
    expect(stripped).toEqual(webp(vp8x(0x10, 1, 1), image));
  });

  test("files without metadata come back the same; data after the RIFF size does not", () => {
    for (const file of [webpLossless, webpLossy, webpAlpha]) expect(stripMetadata(file, "webp")).toEqual(file);
    expect(stripMetadata(concat([webpLossy, bytesOf("trailing")]), "webp")).toEqual(webpLossy);
  });

  test("broken structures throw", () => {
    for (const cut of [11, 12, 19, webpAlpha.length - 1]) expect(() => stripMetadata(webpAlpha.subarray(0, cut), "webp")).toThrow("broken");
    const overrun = webpAlpha.slice();
    new DataView(overrun.buffer).setUint32(16, 1000, true);
    expect(() => stripMetadata(overrun, "webp")).toThrow("broken");
    expect(() => stripMetadata(webp(riffChunk("EXIF", gpsTiff)), "webp")).toThrow("broken");
  });
});

describe("withPrintDensity", () => {
  const densityOf = (bytes: Uint8Array) => ({ units: bytes[13], x: (bytes[14]! << 8) | bytes[15]!, y: (bytes[16]! << 8) | bytes[17]! });

  test("the JFIF header the encoder wrote says 300 dpi instead of an aspect ratio, and the image is the same", () => {
    const bare = jpegOf({ width: 8, height: 8, frame: 0xc0, scans: 1 });
    // As Photon's encoder writes it: version 1.02, units 0 (an aspect ratio of 1:1).
    const aspectOnly = Uint8Array.of(0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 0, 0, 1, 0, 1, 0, 0);
    const jpeg = concat([bare.subarray(0, 2), aspectOnly, bare.subarray(2)]);
    expect(densityOf(jpeg)).toEqual({ units: 0, x: 1, y: 1 });
    const printed = withPrintDensity(jpeg, 300);
    expect(densityOf(printed)).toEqual({ units: 1, x: 300, y: 300 });
    expect(printed.length).toBe(jpeg.length);
    expect(printed.subarray(20)).toEqual(jpeg.subarray(20));
    expect(decodable(printed, "jpeg")).toEqual({ width: 8, height: 8 });
  });

  test("a JPEG without a JFIF header gets one right after SOI", () => {
    const bare = jpegOf({ width: 8, height: 8, frame: 0xc0, scans: 1 });
    expect(bare[3]).not.toBe(0xe0);
    const printed = withPrintDensity(bare, 300);
    expect(printed.length).toBe(bare.length + 18);
    expect(new TextDecoder().decode(printed.subarray(6, 11))).toBe("JFIF\0");
    expect(densityOf(printed)).toEqual({ units: 1, x: 300, y: 300 });
    expect(decodable(printed, "jpeg")).toEqual({ width: 8, height: 8 });
  });
});

describe("decodable", () => {
  test.each(photos)("%s: whole, 8 bits per channel: its size", (name, format, width, height) => {
    expect(decodable(fixture(name), format)).toEqual({ width, height });
  });

  test("a 16-bit PNG is too deep; a 12-bit JPEG too", () => {
    const png = fixture("man-smiling-closeup.png");
    const deep = png.slice();
    deep[8 + 8 + 8] = 16;
    expect(decodable(deep, "png")).toBe("deep");
    const jpeg = fixture("man-formal-portrait.jpg");
    const sof = headerSegments(jpeg).find((s) => s.marker === 0xc0 || s.marker === 0xc2)!;
    const twelve = jpeg.slice();
    twelve[sof.at + 4] = 12;
    expect(decodable(twelve, "jpeg")).toBe("deep");
  });

  test("files cut anywhere after their header are broken, though their header still gives a size", () => {
    for (const [name, format] of photos) {
      const file = fixture(name);
      const cut = file.subarray(0, Math.floor(file.length * 0.6));
      expect(imageSize(cut, format), name).not.toBeNull();
      expect(decodable(cut, format), name).toBe("broken");
    }
    expect(decodable(webpAlpha.subarray(0, webpAlpha.length - 1), "webp")).toBe("broken");
    // A PNG of its header and IEND, without IDAT, has nothing to decode.
    const png = fixture("man-smiling-closeup.png");
    expect(decodable(concat([png.subarray(0, 33), pngChunk("IEND", new Uint8Array())]), "png")).toBe("broken");
  });
});

describe("decodable: the size that counts is what the decoder allocates, and its work is bounded", () => {
  test("a WebP frame other than its canvas is broken: the decoder allocates the frame (issue 41, reproduction 1)", () => {
    const bomb = frameBeyondCanvas(1000, 8000);
    expect(bomb.length).toBe(60);
    expect(imageSize(bomb, "webp")).toEqual({ width: 1000, height: 1000 });
    expect(decodable(bomb, "webp")).toBe("broken");
    expect(decodable(frameBeyondCanvas(1000, 16383), "webp")).toBe("broken");
    expect(decodable(frameBeyondCanvas(1000, 999), "webp")).toBe("broken");
    expect(decodable(webp(vp8x(0, 1000, 1000), vp8lFrame(2000, 1000)), "webp")).toBe("broken");
    // A second bitstream is checked as the first is.
    expect(decodable(webp(vp8x(0, 100, 100), vp8Frame(100, 100), vp8Frame(8000, 8000)), "webp")).toBe("broken");
  });

  test("a WebP whose frames are its canvas is its canvas", () => {
    expect(decodable(frameBeyondCanvas(1000, 1000), "webp")).toEqual({ width: 1000, height: 1000 });
    expect(decodable(webp(vp8Frame(640, 480)), "webp")).toEqual({ width: 640, height: 480 });
    expect(decodable(webp(vp8lFrame(640, 480)), "webp")).toEqual({ width: 640, height: 480 });
    for (const file of [webpLossless, webpLossy, webpAlpha]) expect(decodable(file, "webp")).toEqual({ width: 1, height: 1 });
  });

  test("an animation frame lies inside the canvas, its bitstream is its size, and the frames come to a bounded work", () => {
    const animation = (...frames: Uint8Array[]) => webp(vp8x(0x02, 100, 80), animationHeader, ...frames);
    expect(
      decodable(animation(animationFrame(0, 0, 100, 80, vp8lFrame(100, 80)), animationFrame(10, 20, 50, 50, vp8Frame(50, 50))), "webp"),
    ).toEqual({
      width: 100,
      height: 80,
    });
    // Past the canvas's right edge, and a frame whose bitstream is larger than the frame says.
    expect(decodable(animation(animationFrame(60, 0, 50, 50, vp8Frame(50, 50))), "webp")).toBe("broken");
    expect(decodable(animation(animationFrame(0, 0, 10, 10, vp8Frame(8000, 8000))), "webp")).toBe("broken");
    expect(decodable(animation(animationFrame(0, 0, 10, 10, new Uint8Array())), "webp")).toBe("broken");
    const frames = (count: number) => Array.from({ length: count }, () => animationFrame(0, 0, 100, 80, vp8Frame(100, 80)));
    expect(decodable(animation(...frames(maxSamplesPerPixel - 1)), "webp")).toEqual({ width: 100, height: 80 });
    expect(decodable(animation(...frames(maxSamplesPerPixel)), "webp")).toBe("broken");
  });

  test("a progressive JPEG of thousands of scans is broken (issue 41, reproduction 2); one as encoders write it is not", () => {
    const attack = jpegOf({ width: 2000, height: 2000, scans: 3000, emptyScans: true });
    expect(attack.length).toBeLessThan(40_000);
    expect(decodable(attack, "jpeg")).toBe("broken");
    // libjpeg's script for a colour photo: ten scans, 14 samples per pixel at 4:4:4.
    const colour: [number, number][] = [
      [1, 0x11],
      [2, 0x11],
      [3, 0x11],
    ];
    expect(decodable(jpegOf({ width: 2000, height: 2000, components: colour, scans: 10 }), "jpeg")).toEqual({ width: 2000, height: 2000 });
    expect(decodable(jpegOf({ width: 64, height: 64, scans: maxJpegScans + 1 }), "jpeg")).toBe("broken");
  });

  test("a JPEG's scans visit at most the samples per pixel allowed, counted over the components each names", () => {
    const gray = (scans: number) => jpegOf({ width: 1000, height: 800, scans });
    expect(decodable(gray(maxSamplesPerPixel), "jpeg")).toEqual({ width: 1000, height: 800 });
    expect(decodable(gray(maxSamplesPerPixel + 1), "jpeg")).toBe("broken");
    // Four full-size components: eight scans of all four are 32 samples per pixel, nine are over.
    const cmyk: [number, number][] = [1, 2, 3, 4].map((id) => [id, 0x11]);
    const all = (count: number) => Array.from({ length: count }, () => startOfScan([1, 2, 3, 4], 0, 0));
    expect(decodable(jpegOf({ width: 500, height: 500, components: cmyk, scans: all(8) }), "jpeg")).toEqual({ width: 500, height: 500 });
    expect(decodable(jpegOf({ width: 500, height: 500, components: cmyk, scans: all(9) }), "jpeg")).toBe("broken");
  });

  test("a JPEG of two frames, of a process the decoder does not read, or with a scan naming no component of its frame is broken", () => {
    const baseline = jpegOf({ width: 100, height: 100, frame: 0xc0, scans: 1 });
    expect(decodable(baseline, "jpeg")).toEqual({ width: 100, height: 100 });
    const secondFrame = concat([baseline.subarray(0, -2), startOfFrame(0xc0, 8000, 8000, [[1, 0x11]]), startOfScan([1], 0, 63), eoi]);
    expect(decodable(secondFrame, "jpeg")).toBe("broken");
    for (const frame of [0xc5, 0xc9, 0xca])
      expect(decodable(jpegOf({ width: 100, height: 100, frame, scans: 1 }), "jpeg"), `SOF ${frame}`).toBe("broken");
    expect(decodable(jpegOf({ width: 100, height: 100, scans: [startOfScan([7], 0, 0)] }), "jpeg")).toBe("broken");
    expect(decodable(jpegOf({ width: 100, height: 100, components: [[1, 0x51]], scans: 1 }), "jpeg")).toBe("broken");
  });

  test("a JPEG whose entropy-coded data Photon's decoder would refuse is broken: noise, a scan shorter than its blocks, a restart marker out of turn", () => {
    const portrait = fixture("man-formal-portrait.jpg");
    // Issue 41's decoder trap: the portrait's headers, then noise for its scan.
    expect(decodable(noiseScan(portrait), "jpeg")).toBe("broken");
    // The decoder reads zero bits past a scan's data and decodes every block from them; they are not the file's.
    expect(decodable(jpegOf({ width: 500, height: 500, scans: 10, emptyScans: true }), "jpeg")).toBe("broken");
    expect(decodable(jpegOf({ width: 500, height: 500, scans: 10 }), "jpeg")).toEqual({ width: 500, height: 500 });
    // A restart marker after each of two MCUs (of a zero bit for DC and one for the end of band): RST0 first, not RST1.
    const header = jpegOf({ width: 16, height: 8, frame: 0xc0, scans: [] }).subarray(0, -2);
    const restarts = (marker: number) =>
      concat([header, jpegSegment(0xdd, [0, 1]), startOfScan([1], 0, 63), Uint8Array.of(0x3f, 0xff, marker, 0x3f, 0xff, 0xd9)]);
    expect(decodable(restarts(0xd0), "jpeg")).toEqual({ width: 16, height: 8 });
    expect(decodable(restarts(0xd1), "jpeg")).toBe("broken");
  });
});

describe("hostile input", () => {
  // A fixed seed, so a failure can be replayed.
  function random(seed: number): () => number {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const next = random(20260701);

  function randomBytes(length: number, ffShare: number): Uint8Array {
    return Uint8Array.from({ length }, () => (next() < ffShare ? 0xff : Math.floor(next() * 256)));
  }

  /** Every call returns, and the only error it may raise is "broken". */
  function survives(bytes: Uint8Array, format: ImageFormat): void {
    sniffFormat(bytes);
    imageSize(bytes, format);
    orientationOf(bytes, format);
    try {
      stripMetadata(bytes, format);
    } catch (error) {
      expect(error).toEqual(new Error("broken"));
    }
  }

  test("random bytes, with and without a real signature", () => {
    const signatures: [ImageFormat, Uint8Array][] = [
      ["jpeg", Uint8Array.of(0xff, 0xd8, 0xff)],
      ["png", fixture("man-smiling-closeup.png").subarray(0, 8)],
      ["webp", webpLossless.subarray(0, 12)],
    ];
    for (let i = 0; i < 300; i++) {
      const [format, signature] = signatures[i % 3];
      const body = randomBytes(Math.floor(next() * 3000), i % 2 === 0 ? 0.3 : 0.01);
      survives(body, format);
      survives(concat([signature, body]), format);
    }
  });

  test("real files with bytes flipped and cut short", () => {
    const files: [Uint8Array, ImageFormat][] = [
      [withGpsExif(fixture("man-formal-portrait-320x240.jpg"), { orientation: 6 }), "jpeg"],
      [fixture("woman-indoor-portrait.jpg").subarray(0, 20_000), "jpeg"],
      [fixture("man-smiling-closeup.png"), "png"],
      [webp(vp8x(0x1c, 1, 1), riffChunk("VP8L", vp8l), riffChunk("EXIF", gpsTiff)), "webp"],
    ];
    for (const [original, format] of files) {
      for (let i = 0; i < 100; i++) {
        const mutated = original.slice(0, Math.floor(original.length * (0.5 + next() / 2)) + 1);
        for (let flips = 0; flips < 4; flips++) mutated[Math.floor(next() * Math.min(mutated.length, 4000))] = Math.floor(next() * 256);
        survives(mutated, format);
      }
    }
  });
});
