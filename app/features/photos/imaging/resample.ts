/**
 * Scaled copies of decoded pixels in plain JavaScript, by the triangle filter as Photon's resize
 * applies it (its support widened by the scale when shrinking), so that a copy measures as Photon's
 * would. The check of a generated headshot makes three from the one image it holds (ADR 081): a
 * copy through Photon's resize, band by band, took over half of a check's time, where these read
 * the pixels once and keep only what they need.
 */
import type { Rect } from "./upright";

/** Decoded pixels, RGBA as Photon hands them. */
export type RgbaPixels = { data: Uint8Array; width: number; height: number };

/** For each value of a line scaled to `to` values: the first of the `from` source values it reads, how many, and their weights. */
type Taps = { first: Int32Array; count: Int32Array; weights: Float32Array; width: number };

function triangleTaps(from: number, to: number): Taps {
  const ratio = from / to;
  const scale = Math.max(1, ratio);
  const width = Math.ceil(2 * scale) + 2;
  const taps = { first: new Int32Array(to), count: new Int32Array(to), weights: new Float32Array(to * width), width };
  for (let out = 0; out < to; out += 1) {
    const centre = (out + 0.5) * ratio;
    const first = Math.min(from - 1, Math.max(0, Math.floor(centre - scale)));
    const count = Math.min(from, Math.max(first + 1, Math.ceil(centre + scale))) - first;
    let sum = 0;
    for (let i = 0; i < count; i += 1) {
      const weight = Math.max(0, 1 - Math.abs((first + i + 0.5 - centre) / scale));
      taps.weights[out * width + i] = weight;
      sum += weight;
    }
    for (let i = 0; i < count; i += 1) taps.weights[out * width + i]! /= sum || 1;
    taps.first[out] = first;
    taps.count[out] = count;
  }
  return taps;
}

/** One row of `line` (from `start`, a pixel every `step` values, `channels` of them read) scaled across by `taps` into `rows` from `row`. */
function scaledRows(
  rows: Float32Array,
  row: number,
  across: Taps,
  channels: 1 | 3,
  line: Float32Array | Uint8Array,
  start: number,
  step: number,
): void {
  const { first, count, weights, width: tapWidth } = across;
  for (let out = 0, into = row; out < first.length; out += 1) {
    let at = start + first[out]! * step;
    const end = out * tapWidth + count[out]!;
    if (channels === 1) {
      let value = 0;
      for (let tap = out * tapWidth; tap < end; tap += 1, at += step) value += weights[tap]! * line[at]!;
      rows[into++] = value;
    } else {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let tap = out * tapWidth; tap < end; tap += 1, at += step) {
        const weight = weights[tap]!;
        r += weight * line[at]!;
        g += weight * line[at + 1]!;
        b += weight * line[at + 2]!;
      }
      rows[into++] = r;
      rows[into++] = g;
      rows[into++] = b;
    }
  }
}

/** `rows` (`partHeight` rows of `stride` values) scaled down by `down` taps into a new copy. */
function scaledDown(rows: Float32Array, stride: number, down: Taps): Float32Array {
  const height = down.first.length;
  const copy = new Float32Array(stride * height);
  for (let out = 0; out < height; out += 1) {
    const into = out * stride;
    for (let i = 0; i < down.count[out]!; i += 1) {
      const weight = down.weights[out * down.width + i]!;
      const from = (down.first[out]! + i) * stride;
      for (let at = 0; at < stride; at += 1) copy[into + at]! += weight * rows[from + at]!;
    }
  }
  return copy;
}

/** The part `part` of `source` scaled to `size`, as RGB values from 0 to 255, as the face library's tensors take them. */
export function scaledRgb(source: RgbaPixels, part: Rect, { width, height }: { width: number; height: number }): Int32Array {
  const across = triangleTaps(part.right - part.x, width);
  const rows = new Float32Array(width * 3 * (part.bottom - part.y));
  for (let y = part.y; y < part.bottom; y += 1) {
    scaledRows(rows, (y - part.y) * width * 3, across, 3, source.data, (y * source.width + part.x) * 4, 4);
  }
  const copy = scaledDown(rows, width * 3, triangleTaps(part.bottom - part.y, height));
  const rgb = new Int32Array(copy.length);
  for (let at = 0; at < copy.length; at += 1) rgb[at] = Math.round(copy[at]!);
  return rgb;
}

/** `source` scaled to `size`, as its luma (Rec. 601), all that sharpness reads. */
export function scaledLuma(source: RgbaPixels, { width, height }: { width: number; height: number }): Float32Array {
  const across = triangleTaps(source.width, width);
  const line = new Float32Array(source.width);
  const rows = new Float32Array(width * source.height);
  for (let y = 0; y < source.height; y += 1) {
    for (let x = 0, at = y * source.width * 4; x < source.width; x += 1, at += 4) {
      line[x] = 0.299 * source.data[at]! + 0.587 * source.data[at + 1]! + 0.114 * source.data[at + 2]!;
    }
    scaledRows(rows, y * width, across, 1, line, 0, 1);
  }
  return scaledDown(rows, width, triangleTaps(source.height, height));
}
