import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { facts } from "~/content/business";
import {
  animationFrame,
  animationHeader,
  frameBeyondCanvas,
  jpegOf,
  noiseScan,
  startOfScan,
  vp8Frame,
  vp8x,
  webp,
  webpAlpha,
  webpLossless,
} from "../../../scripts/lib/image-bytes.mjs";
import { crc32, gradientPng, photo } from "../../../tests/setup/photos";
import { concat, maxJpegScans, maxSamplesPerPixel, sniffFormat, type ImageFormat } from "./imaging/image-file";
import { photon } from "./photon-capture.server";
import { decodeImage, PhotonImage, renewPhoton } from "./photon.server";

/**
 * The decoding budget (docs/decisions/029-decoding-budget.md) against files made to get round it: valid
 * small PNGs, JPEGs (baseline and progressive) and WebPs (lossy, lossless, with alpha, animated) whose
 * header fields (sizes, frame dimensions, sampling factors, chunk and segment lengths, scan tables, bit
 * depth) are rewritten and whose scans, chunks and frames are repeated. Whatever the structure checks let
 * through is decoded by Photon from a fresh WebAssembly instance, and must stay within the memory a decode
 * may take and within a time proportional to its pixels.
 */

/**
 * How far one decode within the budget may grow Photon's memory: measured at 4 megapixels, 47 MB for a
 * baseline JPEG, 59 MB for a progressive one, 79 MB for a progressive CMYK JPEG (four full-size
 * components and their coefficients), 52 MB for a PNG with alpha.
 */
const maxDecodeMemory = 80_000_000;

/**
 * The time bound, as a multiple of a baseline JPEG's decode per pixel measured here: the heaviest files
 * the checks accept (32 samples per pixel in four components, or in scans that are end-of-band runs) take
 * two to three times as long; the thousands of scans of issue 41 took fifteen.
 */
const timeFactor = 6;

/** A JPEG as a camera writes it (baseline, 4:2:0, real entropy-coded data) of `width` × `height`. */
function cameraJpeg(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7 + (i >> 10)) & 0xff));
  const image = new PhotonImage(pixels, width, height);
  try {
    return image.get_bytes_jpeg(85);
  } finally {
    image.free();
  }
}

const colour420: [number, number][] = [
  [1, 0x22],
  [2, 0x11],
  [3, 0x11],
];

const seeds: [ImageFormat, Uint8Array][] = [
  ["png", gradientPng(64, 48)],
  ["jpeg", cameraJpeg(64, 48)],
  ["jpeg", jpegOf({ width: 64, height: 48, components: colour420, scans: 10 })],
  // A camera's progressive JPEG, refinement scans included.
  ["jpeg", photo("woman-indoor-portrait.jpg")],
  ["webp", webp(vp8Frame(64, 48))],
  ["webp", webpLossless],
  ["webp", webpAlpha],
  [
    "webp",
    webp(
      vp8x(0x02, 64, 48),
      animationHeader,
      animationFrame(0, 0, 64, 48, vp8Frame(64, 48)),
      animationFrame(8, 8, 32, 32, vp8Frame(32, 32)),
    ),
  ],
];

/** A header field: where it is, its width in bytes, and its byte order. */
type Field = { at: number; size: 1 | 2 | 3 | 4; little: boolean };
/** A part that may be repeated: a scan with its data, a chunk; `data` is where its header ends. */
type Part = { start: number; data: number; end: number };
/** The fields, the width and height fields that go together, and the parts. */
type Structure = { fields: Field[]; sizes: [Field, Field][]; parts: Part[] };

const be = (at: number, size: Field["size"]): Field => ({ at, size, little: false });
const le = (at: number, size: Field["size"]): Field => ({ at, size, little: true });

/** A JPEG's length fields, frame header (precision, size, components, sampling) and scan headers (components, band, approximation). */
function jpegStructure(bytes: Uint8Array): Structure {
  const structure: Structure = { fields: [], sizes: [], parts: [] };
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) break;
    const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    const body = at + 4;
    structure.fields.push(be(at + 2, 2));
    if (marker >= 0xc0 && marker <= 0xc3) {
      structure.fields.push(be(body, 1), be(body + 1, 2), be(body + 3, 2), be(body + 5, 1));
      structure.sizes.push([be(body + 3, 2), be(body + 1, 2)]);
      for (let c = body + 7; c < end; c += 3) structure.fields.push(be(c, 1));
    }
    if (marker === 0xda) {
      structure.fields.push(be(body, 1), be(end - 3, 1), be(end - 2, 1), be(end - 1, 1));
      let data = end;
      while (data + 1 < bytes.length && !(bytes[data] === 0xff && bytes[data + 1] !== 0 && (bytes[data + 1]! & 0xf8) !== 0xd0)) data++;
      structure.parts.push({ start: at, data: end, end: data });
      at = data;
    } else {
      at = end;
    }
  }
  return structure;
}

/** A PNG's chunk lengths and header (size, bit depth, colour type, interlace); its IDAT chunks. */
function pngStructure(bytes: Uint8Array): Structure {
  const structure: Structure = {
    fields: [be(16, 4), be(20, 4), be(24, 1), be(25, 1), be(28, 1)],
    sizes: [[be(16, 4), be(20, 4)]],
    parts: [],
  };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 12 <= bytes.length; at += 12 + view.getUint32(at)) {
    structure.fields.push(be(at, 4));
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === "IDAT")
      structure.parts.push({ start: at, data: at + 8, end: at + 12 + view.getUint32(at) });
  }
  return structure;
}

/** A WebP's RIFF and chunk sizes, its canvas, its bitstreams' sizes, its animation frames' places and sizes; its chunks. */
function webpStructure(bytes: Uint8Array): Structure {
  const structure: Structure = { fields: [le(4, 4)], sizes: [], parts: [] };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const walk = (from: number, to: number, top: boolean) => {
    for (let at = from; at + 8 <= to;) {
      const size = view.getUint32(at + 4, true);
      const fourcc = String.fromCharCode(...bytes.subarray(at, at + 4));
      const body = at + 8;
      structure.fields.push(le(at + 4, 4));
      if (fourcc === "VP8X") structure.fields.push(le(body, 1), le(body + 4, 3), le(body + 7, 3));
      if (fourcc === "VP8X") structure.sizes.push([le(body + 4, 3), le(body + 7, 3)]);
      if (fourcc === "VP8 ") structure.fields.push(le(body + 6, 2), le(body + 8, 2));
      if (fourcc === "VP8 ") structure.sizes.push([le(body + 6, 2), le(body + 8, 2)]);
      if (fourcc === "VP8L") structure.fields.push(le(body + 1, 4));
      if (fourcc === "ALPH") structure.fields.push(le(body, 1));
      if (fourcc === "ANMF") {
        structure.fields.push(le(body, 3), le(body + 3, 3), le(body + 6, 3), le(body + 9, 3));
        structure.sizes.push([le(body + 6, 3), le(body + 9, 3)]);
        walk(body + 16, body + size, false);
      }
      const end = body + size + (size & 1);
      if (top) structure.parts.push({ start: at, data: body, end });
      at = end;
    }
  };
  walk(12, bytes.length, true);
  return structure;
}

const structures: Record<ImageFormat, (bytes: Uint8Array) => Structure> = { jpeg: jpegStructure, png: pngStructure, webp: webpStructure };

type Mutation = {
  edits: [number, number][];
  size: [number, number, number] | null;
  repeat: [number, number] | null;
  noise: [number, number, Uint8Array] | null;
};

/**
 * The file with fields rewritten, one width and height rewritten together, noise written over the data of
 * one of its parts (a scan's entropy-coded data, a chunk's body), and one of its parts repeated; the PNG
 * header's CRC and the RIFF size kept true.
 */
function mutate(format: ImageFormat, original: Uint8Array, { edits, size, repeat, noise }: Mutation): Uint8Array {
  let bytes: Uint8Array = original.slice();
  const { fields, sizes, parts } = structures[format](bytes);
  if (noise && parts.length > 0) {
    const part = parts[noise[0] % parts.length]!;
    const at = part.data + (noise[1] % Math.max(1, part.end - part.data));
    bytes.set(noise[2].subarray(0, Math.max(0, part.end - at)), at);
  }
  const write = (field: Field, value: number) => {
    for (let i = 0; i < field.size; i++)
      bytes[field.little ? field.at + i : field.at + field.size - 1 - i] = Math.floor(value / 256 ** i) & 0xff;
  };
  for (const [which, value] of edits) write(fields[which % fields.length]!, value);
  if (size && sizes.length > 0) {
    const [width, height] = sizes[size[0] % sizes.length]!;
    write(width, size[1]);
    write(height, size[2]);
  }
  if (repeat && parts.length > 0) {
    const part = parts[repeat[0] % parts.length]!;
    const copies = Math.min(repeat[1], Math.floor(facts.upload.maxBytes / Math.max(1, part.end - part.start)));
    bytes = concat([
      bytes.subarray(0, part.end),
      ...Array<Uint8Array>(copies).fill(bytes.subarray(part.start, part.end)),
      bytes.subarray(part.end),
    ]);
    if (format === "webp") new DataView(bytes.buffer).setUint32(4, bytes.length - 8, true);
  }
  if (format === "png") new DataView(bytes.buffer).setUint32(29, crc32(bytes.subarray(12, 29)));
  return bytes;
}

const memoryNow = () => (photon.instance.exports.memory as WebAssembly.Memory).buffer.byteLength;
renewPhoton();
/** A fresh instance's memory: what a decode grows is counted from it. */
const freshMemory = memoryNow();

/**
 * The decode as the Worker makes it: its result, how far Photon's memory is above a fresh instance's after
 * it, and its CPU time. An instance is renewed once earlier decodes have grown it past a small start, so that
 * what one decode grows shows (memory never shrinks); renewing it for every file would take most of the time.
 */
function decode(bytes: Uint8Array): { result: string; grown: number; ms: number; trapped: boolean } {
  if (memoryNow() > freshMemory + 16_000_000) renewPhoton();
  const { instance } = photon;
  const memory = instance.exports.memory as WebAssembly.Memory;
  // This process's CPU time, not the clock's: the other test files running beside it take the CPU too.
  const started = process.cpuUsage();
  const result = decodeImage(bytes, (image) => `${image.get_width()} × ${image.get_height()}`);
  const { user, system } = process.cpuUsage(started);
  // A trap replaces the instance.
  return { result, grown: memory.buffer.byteLength - freshMemory, ms: (user + system) / 1000, trapped: photon.instance !== instance };
}

const sideOf = (text: string) => text.split(" × ").map(Number);

describe("every file the structure checks accept decodes within the budget", () => {
  let msPerPixel = Infinity;
  beforeAll(() => {
    // The fastest of three, against the machine's noise.
    const camera = cameraJpeg(1000, 1000);
    for (let run = 0; run < 3; run++) msPerPixel = Math.min(msPerPixel, decode(camera).ms / 1_000_000);
  });

  /** The time a decode of `pixels` may take: proportional, with a floor of a megapixel's for the small ones. */
  const timeBound = (pixels: number) => timeFactor * msPerPixel * Math.max(pixels, 1_000_000);

  /** Within the memory and time a decode may take; and a JPEG the checks accept never traps Photon. */
  function withinBudget(format: ImageFormat, bytes: Uint8Array): void {
    const { result, grown, ms: first, trapped } = decode(bytes);
    if (format === "jpeg") expect(trapped, `${result}: a JPEG the checks accept trapped the decoder`).toBe(false);
    const [width = 0, height = 0] = result.includes(" × ") ? sideOf(result) : [];
    let ms = first;
    // A slow run is run again, twice at most: a collection of garbage may have fallen into it.
    for (let again = 0; again < 2 && ms > timeBound(width * height); again++) ms = Math.min(ms, decode(bytes).ms);
    expect(grown, `${result}: WebAssembly memory grown`).toBeLessThanOrEqual(maxDecodeMemory);
    expect(ms, `${result}: decode time`).toBeLessThanOrEqual(timeBound(width * height));
  }

  test(
    "the files of issue 41, the heaviest that are accepted, and header fields, scans and chunks rewritten at random",
    { timeout: 120_000 },
    () => {
      const hostile = [
        noiseScan(photo("man-formal-portrait.jpg")),
        frameBeyondCanvas(1000, 8000),
        frameBeyondCanvas(1000, 16383),
        jpegOf({ width: 2000, height: 2000, scans: 3000, emptyScans: true }),
        jpegOf({ width: 1000, height: 1000, scans: maxSamplesPerPixel }),
        jpegOf({
          width: 1000,
          height: 1000,
          components: [1, 2, 3, 4].map((id) => [id, 0x11]),
          scans: Array(8).fill(startOfScan([1, 2, 3, 4], 0, 0)),
        }),
        jpegOf({ width: 1000, height: 1000, components: colour420, scans: maxJpegScans }),
      ];
      for (const bytes of hostile) withinBudget(sniffFormat(bytes)!, bytes);

      const value = fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 0, max: 300 }) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            0,
            1,
            2,
            3,
            4,
            8,
            15,
            16,
            17,
            255,
            256,
            999,
            1000,
            2000,
            4000,
            8000,
            16383,
            65535,
            0xffffff,
            0xffffffff,
          ),
        },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffffffff }) },
      );
      // A width or height: small, large (a frame past its canvas, thousands of scans over many blocks), or an edge.
      const side = fc.oneof(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1000, max: 16383 }),
        fc.constantFrom(0, 1, 2000, 0xffff, 0xffffff),
      );
      fc.assert(
        fc.property(
          fc.nat({ max: seeds.length - 1 }),
          fc.record({
            edits: fc.array(fc.tuple(fc.nat(), value), { maxLength: 2 }),
            size: fc.option(fc.tuple(fc.nat(), side, side), { freq: 2 }),
            repeat: fc.option(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 5000 })), { freq: 2 }),
            noise: fc.option(fc.tuple(fc.nat(), fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 64 })), { freq: 2 }),
          }),
          (seed, mutation) => {
            const [format, original] = seeds[seed]!;
            withinBudget(format, mutate(format, original, mutation));
          },
        ),
        { seed: 41, numRuns: 100, endOnFailure: true },
      );
      // Photon's instance as the rest of the suite expects it: one that no trap left behind.
      renewPhoton();
    },
  );

  test("the seeds themselves decode", () => {
    for (const [, bytes] of seeds) expect(decode(bytes).result).toMatch(/^\d+ × \d+$/);
  });
});
