/** Image pixels as a person sees them: the review's measurements and the server's face reading both need the head above the chin. */

/** Clockwise quarter turns that bring the stored pixels upright. */
const turnsOf = (orientation: number) => (({ 3: 2, 4: 2, 5: 1, 6: 1, 7: 3, 8: 3 }) as Record<number, number>)[orientation] ?? 0;

/** A rectangle of pixels, from `x` and `y` up to but not including `right` and `bottom`. */
export type Rect = { x: number; y: number; right: number; bottom: number };

/**
 * Where the rectangle `upright` of the upright image lies in the stored pixels, `width` × `height`
 * as stored: turned by {@link uprightPixels}, those pixels are `upright`'s.
 */
export function storedRect(upright: Rect, width: number, height: number, orientation: number): Rect {
  const { x, y, right, bottom } = upright;
  switch (turnsOf(orientation)) {
    case 1:
      return { x: y, y: height - right, right: bottom, bottom: height - x };
    case 2:
      return { x: width - right, y: height - bottom, right: width - x, bottom: height - y };
    case 3:
      return { x: width - bottom, y: x, right: width - y, bottom: right };
    default:
      return upright;
  }
}

/**
 * The pixels turned as the EXIF orientation says, so that "above the head" is above it. Mirrored
 * orientations turn as their unmirrored twins: a mirror changes none of the measurements.
 */
export function uprightPixels(data: Uint8Array, width: number, height: number, orientation: number) {
  const turns = turnsOf(orientation);
  if (turns === 0) return { data, width, height };
  const across = turns === 2;
  const out = new Uint8Array(data.length);
  const outWidth = across ? width : height;
  const outHeight = across ? height : width;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Clockwise quarter turns: (x, y) goes to (h-1-y, x); a half turn to (w-1-x, h-1-y).
      const [tx, ty] = turns === 1 ? [height - 1 - y, x] : turns === 2 ? [width - 1 - x, height - 1 - y] : [y, width - 1 - x];
      out.set(data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4), (ty * outWidth + tx) * 4);
    }
  }
  return { data: out, width: outWidth, height: outHeight };
}
