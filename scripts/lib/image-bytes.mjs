/**
 * Image files written byte by byte, for the structure checks (app/features/photos/imaging/image-file.ts),
 * the decoding budget's tests and `npm run bench`: WebP containers from their chunks, and JPEGs from their
 * segments, down to a progressive one with as many scans as asked for.
 */

const ascii = (text) => new TextEncoder().encode(text);
const base64 = (text) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const concat = (parts) => new Uint8Array(Buffer.concat(parts));

// ---------------------------------------------------------------------------------------------------------------
// WebP

/** Google's 1 × 1 test images: lossless, lossy, and extended with alpha. */
export const webpLossless = base64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==");
export const webpLossy = base64("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA");
export const webpAlpha = base64(
  "UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==",
);

const u24 = (n) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

export function riffChunk(fourcc, data) {
  const header = concat([ascii(fourcc), new Uint8Array(4)]);
  new DataView(header.buffer).setUint32(4, data.length, true);
  return concat([header, data, new Uint8Array(data.length & 1)]);
}

export function webp(...chunks) {
  const body = concat([ascii("WEBP"), ...chunks]);
  const header = concat([ascii("RIFF"), new Uint8Array(4)]);
  new DataView(header.buffer).setUint32(4, body.length, true);
  return concat([header, body]);
}

/** The extended header: flags (0x10 alpha, 0x02 animation), and the canvas. */
export function vp8x(flags, width, height) {
  return riffChunk("VP8X", Uint8Array.of(flags, 0, 0, 0, ...u24(width - 1), ...u24(height - 1)));
}

/**
 * A lossy bitstream (VP8) whose frame header says `width` × `height`: the 1 × 1 test image's, which the
 * decoder decodes at whatever size its header gives (22 bytes, a gray picture of any size).
 */
export function vp8Frame(width, height) {
  const frame = webpLossy.slice(20);
  new DataView(frame.buffer).setUint16(6, width, true);
  new DataView(frame.buffer).setUint16(8, height, true);
  return riffChunk("VP8 ", frame);
}

/** A lossless bitstream (VP8L) whose header says `width` × `height`: the 1 × 1 test image's. */
export function vp8lFrame(width, height) {
  const frame = webpLossless.slice(20);
  const view = new DataView(frame.buffer);
  view.setUint32(1, (view.getUint32(1, true) & ~0xfffffff) | (width - 1) | ((height - 1) << 14), true);
  return riffChunk("VP8L", frame);
}

/** An animation frame at (x, y) of `width` × `height` on the canvas, carrying `bitstream`. */
export function animationFrame(x, y, width, height, bitstream) {
  return riffChunk(
    "ANMF",
    concat([Uint8Array.of(...u24(x / 2), ...u24(y / 2), ...u24(width - 1), ...u24(height - 1), 100, 0, 0, 0), bitstream]),
  );
}

/** An animation's header: background colour and loop count. */
export const animationHeader = riffChunk("ANIM", new Uint8Array(6));

/**
 * Reproduction 1 of issue 41: an extended WebP whose canvas says `canvas` × `canvas` and whose lossy frame
 * says `frame` × `frame`. The decoder allocates the frame: at 8000 it is 60 bytes and 400 MB.
 */
export const frameBeyondCanvas = (canvas, frame) => webp(vp8x(0, canvas, canvas), vp8Frame(frame, frame));

// ---------------------------------------------------------------------------------------------------------------
// JPEG

export function jpegSegment(marker, body) {
  return concat([Uint8Array.of(0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff), Uint8Array.from(body)]);
}

/** A frame header: `marker` 0xC0 baseline, 0xC2 progressive; components as [identifier, sampling (0xHV)]. */
export function startOfFrame(marker, width, height, components) {
  return jpegSegment(marker, [
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    components.length,
    ...components.flatMap(([id, hv]) => [id, hv, 0]),
  ]);
}

/** A scan header over `components` (identifiers; tables 0), its spectral band and successive approximation. */
export function startOfScan(components, start, end, approximation = 0) {
  return jpegSegment(0xda, [components.length, ...components.flatMap((id) => [id, 0x00]), start, end, approximation]);
}

/** Quantization table 0, all ones. */
const quantization = jpegSegment(0xdb, [0, ...new Array(64).fill(1)]);
/**
 * Huffman tables of one code each, the one-bit code 0: for DC (table 0) "no difference", for AC (table 0)
 * "end of band". Each block of a scan then takes a zero bit for its DC coefficient and one for its AC band:
 * every block is decoded, as gray.
 */
const huffmanTables = jpegSegment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0x00, 0x10, 1, ...new Array(15).fill(0), 0x00]);

/**
 * The entropy-coded data of a scan (its SOS segment) in a frame of `components` sized `width` × `height`: a
 * zero bit per block for the DC coefficients it carries and one for the AC band, every block of the
 * components it names (whole MCUs), in whole bytes.
 */
function scanData(scan, frame, width, height, components) {
  const count = scan[4];
  const [start, end] = [scan[5 + 2 * count], scan[6 + 2 * count]];
  const bitsPerBlock = frame === 0xc2 ? (start === 0 ? 1 : 0) + (end > 0 ? 1 : 0) : 2;
  const hMax = Math.max(...components.map(([, hv]) => hv >> 4));
  const vMax = Math.max(...components.map(([, hv]) => hv & 0x0f));
  const mcus = Math.ceil(width / (8 * hMax)) * Math.ceil(height / (8 * vMax));
  const named = Array.from({ length: count }, (_, i) => components.find(([id]) => id === scan[5 + 2 * i]));
  const blocks = named.reduce((sum, component) => sum + (component ? mcus * (component[1] >> 4) * (component[1] & 0x0f) : 0), 0);
  return new Uint8Array(Math.ceil((blocks * bitsPerBlock) / 8));
}

/**
 * A whole JPEG of `width` × `height` from its header and scans, each followed by the data its blocks take:
 * by default a gray progressive one of one component, one DC scan and `scans - 1` AC scans. Reproduction 2 of
 * issue 41 is 2000 × 2000 with thousands of scans and `emptyScans`: scans of no data at all, which its decoder
 * read as zero bits, so that a few tens of kilobytes took seconds of decoding.
 */
export function jpegOf({ width, height, frame = 0xc2, components = [[1, 0x11]], scans, emptyScans = false }) {
  const ids = components.map(([id]) => id);
  const scanList =
    typeof scans === "number"
      ? [startOfScan(ids, 0, 0), ...Array.from({ length: scans - 1 }, (_, i) => startOfScan([ids[i % ids.length]], 1, 63))]
      : scans;
  return concat([
    Uint8Array.of(0xff, 0xd8),
    quantization,
    huffmanTables,
    startOfFrame(frame, width, height, components),
    ...scanList.flatMap((scan) => (emptyScans ? [scan] : [scan, scanData(scan, frame, width, height, components)])),
    Uint8Array.of(0xff, 0xd9),
  ]);
}

/**
 * The decoder trap of issue 41: `jpeg`'s headers through its first scan header, then 20,000 bytes of noise
 * (never 0xFF) for that scan's data, then EOI. Whole as a file; its Huffman codes are noise.
 */
export function noiseScan(jpeg) {
  let at = 2;
  for (;;) {
    const marker = jpeg[at + 1];
    at += 2 + ((jpeg[at + 2] << 8) | jpeg[at + 3]);
    if (marker === 0xda) break;
  }
  const noise = Uint8Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 251);
  return concat([jpeg.subarray(0, at), noise, Uint8Array.of(0xff, 0xd9)]);
}
