/**
 * What an uploaded image really is, how big it is, and a copy of it without metadata, all decided from its own
 * bytes: the name and type the browser sends are the client's word, not a fact. Plain Uint8Array/DataView work,
 * so it runs in the Worker with no image library; every walk is bounded by the input's length because the
 * input may be hostile.
 */

import { JpegDecoding, readFrame, type JpegFrame } from "./jpeg-decoding";

export type ImageFormat = "jpeg" | "png" | "webp";

export const contentTypes: Record<ImageFormat, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

export const extensions: Record<ImageFormat, string> = { jpeg: "jpg", png: "png", webp: "webp" };

type Size = { width: number; height: number };

/** The format the bytes really are (magic numbers), or null. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, 0, pngSignature)) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  return null;
}

/**
 * Pixel size read from the header (JPEG: SOF0..SOF15 except DHT/JPG/DAC markers; PNG: IHDR; WebP: VP8X canvas,
 * VP8 frame header, VP8L header), or null when the header is broken/truncated. For a JPEG whose EXIF Orientation
 * is 5..8, width and height are as DISPLAYED (swapped).
 */
export function imageSize(bytes: Uint8Array, format: ImageFormat): Size | null {
  try {
    switch (format) {
      case "jpeg": {
        const header = readJpegHeader(bytes);
        if (!header?.size) return null;
        const { width, height } = header.size;
        return header.orientation >= 5 ? { width: height, height: width } : { width, height };
      }
      case "png":
        return pngSize(bytes);
      case "webp":
        return webpSize(bytes);
    }
  } catch {
    return null;
  }
}

/** The EXIF orientation (1..8) of a JPEG, 1 when absent or another format. */
export function orientationOf(bytes: Uint8Array, format: ImageFormat): number {
  if (format !== "jpeg") return 1;
  try {
    return readJpegHeader(bytes)?.orientation ?? 1;
  } catch {
    return 1;
  }
}

/**
 * The most scans a JPEG may have. libjpeg's progressive script writes 10 for a colour photo and 18 for
 * four components (CMYK), mozjpeg's fewer; each scan is a pass over the image (at least over one of its
 * components), and one of a few bytes (an end-of-band run) still makes the decoder visit every block, so
 * thousands of them cost seconds. 64 leaves three times the most an encoder writes.
 */
export const maxJpegScans = 64;

/**
 * The most samples a decoder may visit per pixel, summed over a JPEG's scans (each scan visits every
 * block of each component it carries) or a WebP's frames and its canvas; a PNG visits each once. A
 * progressive colour JPEG visits 8 (4:2:0) to 14 (4:4:4), a progressive CMYK one 24. With the pixel
 * budget of the decode (photon.server.ts) this bounds what a decode can cost before it starts.
 */
export const maxSamplesPerPixel = 32;

/**
 * Why a decoder must not be given the file, read from its structure alone: "deep" for more than 8 bits per channel
 * (a 16-bit PNG decodes to twice the bytes, and a 12-bit JPEG is not decoded at all), "broken" for a file that ends
 * before its image does (no EOI after the scans, no IDAT or IEND, a WebP chunk past the bytes), for one whose
 * decoder would allocate more than its header says (a WebP frame other than its canvas, a second JPEG frame), for
 * one that costs more to decode than its pixels should (more than `maxJpegScans` scans, more than
 * `maxSamplesPerPixel` samples per pixel), and for a JPEG whose segments or entropy-coded data Photon's decoder
 * would refuse, which would trap it (jpeg-decoding.ts). Otherwise the displayed size, as `imageSize` reads it:
 * with the checks above, the largest image the decoder allocates.
 */
export function decodable(bytes: Uint8Array, format: ImageFormat): Size | "broken" | "deep" {
  try {
    switch (format) {
      case "jpeg": {
        const refusal = jpegRefusal(bytes);
        if (refusal) return refusal;
        break;
      }
      case "png": {
        // IHDR's data: width, height, then the bit depth per sample.
        if (bytes[firstPngChunk(bytes).body + 8] > 8) return "deep";
        if (![...pngChunks(bytes)].some((chunk) => chunk.type === "IDAT")) return "broken";
        break;
      }
      case "webp":
        if (!webpFramesFit(bytes)) return "broken";
    }
  } catch {
    return "broken";
  }
  return imageSize(bytes, format) ?? "broken";
}

/**
 * A copy without metadata, lossless (image data bytes untouched):
 * - JPEG: drop APP1 (EXIF and XMP), APP2..APP15 (an ICC profile too) and COM, but APP14 Adobe rebuilt from its
 *   colour transform alone; keep APP0 JFIF (without its thumbnail), DQT, DHT, SOF, DRI, SOS + entropy-coded data
 *   through EOI, and anything after EOI is dropped. If the original
 *   EXIF orientation was not 1, a minimal APP1 Exif segment holding only the orientation goes right after SOI/APP0
 *   so the photo still shows upright. No GPS, no maker notes, no thumbnail remain.
 * - PNG: keep IHDR, PLTE, IDAT, IEND, tRNS, gAMA, cHRM, sRGB, sBIT, pHYs, bKGD; drop everything else (iCCP too).
 *   Chunks are copied verbatim with their CRC; anything after IEND is dropped.
 * - WebP: keep VP8X, the image (VP8, VP8L, ALPH) and animation (ANIM, ANMF) chunks; drop the rest (EXIF, XMP,
 *   ICCP, unknown chunks), clear the ICC, EXIF and XMP flags in VP8X, fix the RIFF size; nothing past the RIFF size.
 * An ICC profile goes in every format: it is free-form data that can carry anything after its header, and
 * without it a viewer shows the pixels as sRGB, as it does a phone's ordinary photo.
 * Throws an Error with message "broken" when the structure cannot be walked.
 */
export function stripMetadata(bytes: Uint8Array, format: ImageFormat): Uint8Array {
  switch (format) {
    case "jpeg":
      return stripJpeg(bytes);
    case "png":
      return stripPng(bytes);
    case "webp":
      return stripWebp(bytes);
  }
}

function broken(): never {
  throw new Error("broken");
}

function startsWith(bytes: Uint8Array, at: number, prefix: readonly number[]): boolean {
  return at + prefix.length <= bytes.length && prefix.every((byte, i) => bytes[at + i] === byte);
}

/** The bytes as Latin-1 text; shorter than `length` when they run out, so a comparison simply fails. */
function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function dataView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The parts one after the other, in one array. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// JPEG

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DHT = 0xc4;
const JPG = 0xc8;
const DAC = 0xcc;
const DQT = 0xdb;
const DNL = 0xdc;
const DRI = 0xdd;
const DHP = 0xde;
const EXP = 0xdf;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;
const ORIENTATION_TAG = 0x0112;
const TIFF_SHORT = 3;

/** One marker segment; `start` includes the fill bytes before its marker. */
type JpegSegment = { marker: number; start: number; body: number; end: number };

/** Not a marker: the entropy-coded data after an SOS header, walked only when a reader asks for what follows SOS. */
const SCAN_DATA = -1;

function isRst(marker: number): boolean {
  return marker >= 0xd0 && marker <= 0xd7;
}

function isSof(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== DHT && marker !== JPG && marker !== DAC;
}

/**
 * The segments after SOI, through EOI (what follows EOI is not part of the image), each scan's data after its SOS;
 * throws "broken" if there is no EOI.
 */
function* jpegSegments(bytes: Uint8Array): Generator<JpegSegment> {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) broken();
  let pos = 2;
  while (pos < bytes.length) {
    const start = pos;
    if (bytes[pos] !== 0xff) broken();
    while (bytes[pos] === 0xff) pos++;
    if (pos >= bytes.length) broken();
    const marker = bytes[pos++];
    if (marker === 0x00) broken();
    // TEM, RSTn and SOI carry no length; EOI ends the image.
    if (marker === 0x01 || isRst(marker) || marker === SOI || marker === EOI) {
      yield { marker, start, body: pos, end: pos };
      if (marker === EOI) return;
      continue;
    }
    if (pos + 2 > bytes.length) broken();
    const length = (bytes[pos] << 8) | bytes[pos + 1];
    const headerEnd = pos + length;
    if (length < 2 || headerEnd > bytes.length) broken();
    yield { marker, start, body: pos + 2, end: headerEnd };
    pos = headerEnd;
    if (marker === SOS) {
      const end = entropyEnd(bytes, pos);
      yield { marker: SCAN_DATA, start: pos, body: pos, end };
      pos = end;
    }
  }
  broken();
}

/**
 * Where a scan's entropy-coded data stops: at the first 0xFF that starts a real marker. 0xFF00 is a stuffed data
 * byte and RSTn markers belong to the scan, so neither ends it; a run of 0xFF is fill before the marker.
 */
function entropyEnd(bytes: Uint8Array, pos: number): number {
  while (pos + 1 < bytes.length) {
    if (bytes[pos] === 0xff) {
      const next = bytes[pos + 1];
      if (next === 0x00 || isRst(next)) {
        pos += 2;
        continue;
      }
      if (next !== 0xff) return pos;
    }
    pos++;
  }
  broken();
}

function bodyStartsWith(bytes: Uint8Array, segment: JpegSegment, text: string): boolean {
  return segment.end - segment.body >= text.length && ascii(bytes, segment.body, text.length) === text;
}

const EXIF_HEADER = "Exif\0\0";

/** What the header (everything before the first scan) tells; null when it ends before a scan. */
function readJpegHeader(bytes: Uint8Array): { size: Size | null; orientation: number } | null {
  let size: Size | null = null;
  let orientation: number | null = null;
  for (const segment of jpegSegments(bytes)) {
    if (segment.marker === SOS) return { size, orientation: orientation ?? 1 };
    if (isSof(segment.marker) && size === null) {
      // Precision (1 byte), then height and width; a zero height means a DNL segment later, which browsers refuse.
      if (segment.end - segment.body < 5) return null;
      const height = (bytes[segment.body + 1] << 8) | bytes[segment.body + 2];
      const width = (bytes[segment.body + 3] << 8) | bytes[segment.body + 4];
      if (width === 0 || height === 0) return null;
      size = { width, height };
    }
    // Viewers honour the first Exif segment only.
    if (segment.marker === APP1 && orientation === null && bodyStartsWith(bytes, segment, EXIF_HEADER)) {
      orientation = tiffOrientation(bytes.subarray(segment.body + EXIF_HEADER.length, segment.end));
    }
  }
  return null;
}

/**
 * The SOF markers of the processes Photon's decoder reads and this walk follows: baseline, extended and
 * progressive DCT, Huffman-coded. Lossless frames are refused too: no camera writes them, and their scans
 * are not walked.
 */
const decodedFrames = new Set([0xc0, 0xc1, 0xc2]);

/**
 * Why a JPEG must not be decoded: one frame of 8 bits in a process the decoder reads (arithmetic coding,
 * hierarchical frames and DNL are not), at most `maxJpegScans` scans and at most `maxSamplesPerPixel`
 * samples visited per pixel, and every segment and every scan's entropy-coded data as Photon's decoder
 * would take them (jpeg-decoding.ts); null when it may.
 */
function jpegRefusal(bytes: Uint8Array): "broken" | "deep" | null {
  const decoding = new JpegDecoding();
  let frame: JpegFrame | null = null;
  let scans = 0;
  let samples = 0;
  for (const { marker, body, end } of jpegSegments(bytes)) {
    if (isSof(marker)) {
      if (frame) return "broken";
      if (end > body && bytes[body] > 8) return "deep";
      frame = readFrame(bytes, marker, body, end);
      if (!frame || frame.precision !== 8 || !decodedFrames.has(marker)) return "broken";
      decoding.frameHeader(frame);
    } else if (marker === SOS) {
      if (!frame || ++scans > maxJpegScans) return "broken";
      const { components } = frame;
      // Each scan visits every block of the components it names, and is counted before it is walked.
      samples += decoding
        .scanHeader(bytes, body, end)
        .reduce((sum, i) => sum + components[i].blockWidth * components[i].blockHeight * 64, 0);
      if (samples > frame.paddedPixels * maxSamplesPerPixel) return "broken";
    } else if (marker === SCAN_DATA) {
      decoding.scanData(bytes, body, end);
    } else if (marker === DHT) {
      decoding.huffmanTables(bytes, body, end);
    } else if (marker === DQT) {
      decoding.quantizationTables(bytes, body, end);
    } else if (marker === DRI) {
      decoding.restarts(bytes, body, end);
    } else if (marker >= APP0 && marker <= APP15) {
      decoding.application(bytes, marker, body, end);
    } else if (marker !== COM && marker !== EOI) {
      // DAC, DNL, DHP, EXP, a second SOI, RSTn outside a scan, and reserved markers: the decoder refuses them all.
      return "broken";
    }
  }
  if (!frame || scans === 0) return "broken";
  decoding.finish();
  return null;
}

/** Orientation from IFD0 of a TIFF block; 1 for anything unreadable or out of range, as a viewer would. */
function tiffOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return 1;
  const little = order === "II";
  const view = dataView(tiff);
  if (view.getUint16(2, little) !== 42) return 1;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const count = view.getUint16(ifd, little);
  for (let i = 0, entry = ifd + 2; i < count && entry + 12 <= tiff.length; i++, entry += 12) {
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== TIFF_SHORT || view.getUint32(entry + 4, little) < 1) return 1;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/** "Exif\0\0", a big-endian TIFF header, and IFD0 with the Orientation entry alone and no next IFD. */
function orientationSegment(orientation: number): Uint8Array {
  const exif = [...EXIF_HEADER].map((char) => char.charCodeAt(0));
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8];
  const ifd0 = [0, 1, 0x01, 0x12, 0, TIFF_SHORT, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const length = 2 + exif.length + tiff.length + ifd0.length;
  return Uint8Array.of(0xff, APP1, length >> 8, length & 0xff, ...exif, ...tiff, ...ifd0);
}

/**
 * The JFIF header without the uncompressed thumbnail it may carry: identifier, version, units and densities as they
 * were, the thumbnail's width and height set to 0 and its pixels cut off.
 */
function jfifWithoutThumbnail(bytes: Uint8Array, segment: JpegSegment): Uint8Array | null {
  const bodyLength = 14;
  if (segment.end - segment.body < bodyLength) return null;
  const out = Uint8Array.of(0xff, APP0, 0, bodyLength + 2, ...bytes.subarray(segment.body, segment.body + bodyLength));
  out[out.length - 2] = 0;
  out[out.length - 1] = 0;
  return out;
}

/**
 * The JPEG (one this app encoded) labelled with its print resolution: a JFIF header with the density in dots per
 * inch, in place of the one the encoder wrote (an aspect ratio of 1:1, which a word processor reads as 72 or 96 dpi
 * and so inserts a 45 × 60 mm photo at three times that size), or put right after SOI where there is none.
 */
export function withPrintDensity(jpeg: Uint8Array, dotsPerInch: number): Uint8Array {
  const density = [dotsPerInch >> 8, dotsPerInch & 0xff];
  // Identifier, version 1.02, units (1: dots per inch), both densities, and no thumbnail.
  const header = Uint8Array.of(
    0xff,
    APP0,
    0,
    16,
    ...[..."JFIF\0"].map((char) => char.charCodeAt(0)),
    1,
    2,
    1,
    ...density,
    ...density,
    0,
    0,
  );
  const first = jpegSegments(jpeg).next().value;
  const replaced = first && first.marker === APP0 && bodyStartsWith(jpeg, first, "JFIF\0") ? first.end : 2;
  return concat([jpeg.subarray(0, 2), header, jpeg.subarray(replaced)]);
}

/**
 * Adobe's APP14 as the decoder reads it: "Adobe", the DCT encoder's version, two flag words and the colour transform
 * (which says whether three or four components are YCbCr or RGB/CMYK), and nothing after; null when it is shorter.
 */
function adobeSegment(bytes: Uint8Array, segment: JpegSegment): Uint8Array | null {
  const bodyLength = 12;
  // Adobe's versions are 100 and 101; "Adobe_CM" and the like are other segments.
  if (segment.end - segment.body < bodyLength || !bodyStartsWith(bytes, segment, "Adobe") || bytes[segment.body + 5] !== 0) return null;
  return Uint8Array.of(0xff, APP14, 0, bodyLength + 2, ...bytes.subarray(segment.body, segment.body + bodyLength));
}

/**
 * The segment as it goes into the stripped copy, or null to drop it. Beyond JFIF, Adobe, DQT, DHT, SOF, DRI
 * and the scans, DAC, DNL, DHP and EXP stay too: arithmetic-coded and hierarchical images cannot be decoded
 * without them, and they hold no metadata.
 */
function keptSegment(bytes: Uint8Array, segment: JpegSegment): Uint8Array | null {
  const { marker } = segment;
  if (marker === APP0) return bodyStartsWith(bytes, segment, "JFIF\0") ? jfifWithoutThumbnail(bytes, segment) : null;
  if (marker === APP14) return adobeSegment(bytes, segment);
  const keep = isSof(marker) || [DHT, DAC, DQT, DNL, DRI, DHP, EXP, SOS, SCAN_DATA, EOI].includes(marker);
  return keep ? bytes.subarray(segment.start, segment.end) : null;
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const orientation = orientationOf(bytes, "jpeg");
  const kept: { marker: number; bytes: Uint8Array }[] = [];
  for (const segment of jpegSegments(bytes)) {
    const part = keptSegment(bytes, segment);
    if (part) kept.push({ marker: segment.marker, bytes: part });
  }
  const parts = kept.map((segment) => segment.bytes);
  // JFIF wants its APP0 first after SOI, so the Exif segment goes after it when there is one.
  if (orientation !== 1) parts.splice(kept[0]?.marker === APP0 ? 1 : 0, 0, orientationSegment(orientation));
  return concat([Uint8Array.of(0xff, SOI), ...parts]);
}

// ---------------------------------------------------------------------------------------------------------------
// PNG

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Chunks that draw the image or say how its colours and pixels are meant; the rest is text, time or EXIF. */
const pngKept = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "sBIT", "pHYs", "bKGD"]);

/** `start` is the chunk's length field, `length` that of its data, `end` is past its CRC. */
type PngChunk = { type: string; start: number; body: number; length: number; end: number };

/** The chunks through IEND (anything after it is not part of the image); throws "broken" if there is no IEND. */
function* pngChunks(bytes: Uint8Array): Generator<PngChunk> {
  if (!startsWith(bytes, 0, pngSignature)) broken();
  const view = dataView(bytes);
  let pos = pngSignature.length;
  while (pos + 8 <= bytes.length) {
    const length = view.getUint32(pos);
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type) || end > bytes.length) broken();
    yield { type, start: pos, body: pos + 8, length, end };
    if (type === "IEND") return;
    pos = end;
  }
  broken();
}

function firstPngChunk(bytes: Uint8Array): PngChunk {
  const first = pngChunks(bytes).next();
  if (first.done || first.value.type !== "IHDR" || first.value.length !== 13) broken();
  return first.value;
}

function pngSize(bytes: Uint8Array): Size | null {
  const ihdr = firstPngChunk(bytes);
  const view = dataView(bytes);
  const width = view.getUint32(ihdr.body);
  const height = view.getUint32(ihdr.body + 4);
  // The PNG spec's bounds: 1 to 2^31 - 1.
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return null;
  return { width, height };
}

function stripPng(bytes: Uint8Array): Uint8Array {
  firstPngChunk(bytes);
  const parts = [bytes.subarray(0, pngSignature.length)];
  for (const chunk of pngChunks(bytes)) {
    if (pngKept.has(chunk.type)) parts.push(bytes.subarray(chunk.start, chunk.end));
  }
  return concat(parts);
}

// ---------------------------------------------------------------------------------------------------------------
// WebP

const VP8X_ICC = 0x20;
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** The bitstreams, and the chunks that hold pixels. */
const webpBitstreams = new Set(["VP8 ", "VP8L"]);
const webpImageChunks = new Set([...webpBitstreams, "ANMF"]);
/** What a stripped WebP keeps: its header, its pixels, their alpha and the animation's frames. */
const webpKept = new Set(["VP8X", "ALPH", "ANIM", ...webpImageChunks]);

/** `start` is the chunk's FourCC, `end` is past its padding byte. */
type RiffChunk = { fourcc: string; start: number; body: number; size: number; end: number };

/**
 * The chunks inside the RIFF size (what follows it is not part of the file); throws "broken" when one overruns
 * that size or the bytes, which a reader only meets when it gets that far.
 */
function* webpChunks(bytes: Uint8Array): Generator<RiffChunk> {
  if (sniffFormat(bytes) !== "webp") broken();
  const riffEnd = 8 + dataView(bytes).getUint32(4, true);
  yield* riffChunks(bytes, 12, riffEnd, Math.min(riffEnd, bytes.length));
}

/** The chunks from `pos` to `end`, none of them past `limit`; throws "broken" when one overruns it. */
function* riffChunks(bytes: Uint8Array, pos: number, end: number, limit = end): Generator<RiffChunk> {
  const view = dataView(bytes);
  while (pos < end) {
    if (pos + 8 > limit) broken();
    const size = view.getUint32(pos + 4, true);
    // Chunks are padded to an even length.
    const chunkEnd = pos + 8 + size + (size & 1);
    if (chunkEnd > limit) broken();
    yield { fourcc: ascii(bytes, pos, 4), start: pos, body: pos + 8, size, end: chunkEnd };
    pos = chunkEnd;
  }
}

/** The first chunk, which the WebP container says is VP8X (extended, 10 bytes) or the image itself (simple). */
function firstWebpChunk(bytes: Uint8Array): RiffChunk {
  const first = webpChunks(bytes).next();
  if (first.done || !["VP8X", "VP8 ", "VP8L"].includes(first.value.fourcc)) broken();
  if (first.value.fourcc === "VP8X" && first.value.size < 10) broken();
  return first.value;
}

/** The canvas of an extended file (VP8X), otherwise the size of its one bitstream. */
function webpSize(bytes: Uint8Array): Size | null {
  const chunk = firstWebpChunk(bytes);
  if (chunk.fourcc !== "VP8X") return bitstreamSize(bytes, chunk);
  // Flags (1 byte), reserved (3), then canvas width - 1 and height - 1, 24 bits each.
  return { width: u24(bytes, chunk.body + 4) + 1, height: u24(bytes, chunk.body + 7) + 1 };
}

function u24(bytes: Uint8Array, at: number): number {
  return bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
}

/** The size a VP8 or VP8L bitstream's own header gives, which is what its decoder allocates; null for any other chunk. */
function bitstreamSize(bytes: Uint8Array, chunk: RiffChunk): Size | null {
  const { body, size } = chunk;
  const view = dataView(bytes);
  if (chunk.fourcc === "VP8 ") {
    // A key frame (bit 0 of the frame tag clear), its start code, then 14-bit width and height (2 bits of scale).
    if (size < 10 || (bytes[body] & 1) !== 0 || !startsWith(bytes, body + 3, [0x9d, 0x01, 0x2a])) return null;
    const width = view.getUint16(body + 6, true) & 0x3fff;
    const height = view.getUint16(body + 8, true) & 0x3fff;
    return width === 0 || height === 0 ? null : { width, height };
  }
  if (chunk.fourcc === "VP8L") {
    // Signature 0x2f, then width - 1 and height - 1 (14 bits each), alpha (1) and version (3, always 0).
    if (size < 5 || bytes[body] !== 0x2f) return null;
    const bits = view.getUint32(body + 1, true);
    if (bits >>> 29 !== 0) return null;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/**
 * An animation frame (ANMF): its place and size on the canvas (offsets in units of 2 pixels, sizes less one,
 * 24 bits each, then duration and flags), and the size of the bitstream it carries; null without one.
 */
function animationFrame(bytes: Uint8Array, chunk: RiffChunk): { x: number; y: number; size: Size; bitstream: Size } | null {
  if (chunk.size < 16) return null;
  const { body } = chunk;
  const image = [...riffChunks(bytes, body + 16, body + chunk.size)].find((inner) => webpBitstreams.has(inner.fourcc));
  const bitstream = image && bitstreamSize(bytes, image);
  if (!bitstream) return null;
  const size = { width: u24(bytes, body + 6) + 1, height: u24(bytes, body + 9) + 1 };
  return { x: u24(bytes, body) * 2, y: u24(bytes, body + 3) * 2, size, bitstream };
}

const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;

/**
 * Whether every image an extended WebP holds is what its canvas says: the decoder allocates each bitstream at the
 * size in its own header, whatever the canvas claims. A still image (VP8, VP8L) is the canvas; an animation frame
 * lies inside it and its bitstream is the frame's size; and the frames with the canvas come to at most
 * `maxSamplesPerPixel` canvases. A simple WebP is its one bitstream.
 */
function webpFramesFit(bytes: Uint8Array): boolean {
  const first = firstWebpChunk(bytes);
  if (first.fourcc !== "VP8X") return bitstreamSize(bytes, first) !== null;
  const canvas = webpSize(bytes)!;
  const canvasPixels = canvas.width * canvas.height;
  let samples = canvasPixels;
  let frames = 0;
  for (const chunk of webpChunks(bytes)) {
    if (webpBitstreams.has(chunk.fourcc)) {
      const size = bitstreamSize(bytes, chunk);
      if (!size || !sameSize(size, canvas)) return false;
    } else if (chunk.fourcc === "ANMF") {
      const frame = animationFrame(bytes, chunk);
      if (!frame || !sameSize(frame.bitstream, frame.size)) return false;
      if (frame.x + frame.size.width > canvas.width || frame.y + frame.size.height > canvas.height) return false;
    } else {
      continue;
    }
    frames++;
    samples += canvasPixels;
  }
  return frames > 0 && samples <= canvasPixels * maxSamplesPerPixel;
}

function stripWebp(bytes: Uint8Array): Uint8Array {
  firstWebpChunk(bytes);
  const parts: Uint8Array[] = [];
  for (const chunk of webpChunks(bytes)) {
    if (!webpKept.has(chunk.fourcc)) continue;
    const part = bytes.slice(chunk.start, chunk.end);
    if (chunk.fourcc === "VP8X") part[8] &= ~(VP8X_ICC | VP8X_EXIF | VP8X_XMP);
    parts.push(part);
  }
  const body = concat(parts);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  dataView(header).setUint32(4, 4 + body.length, true);
  return concat([header, body]);
}
