/** Image pixels as a person sees them: the review's measurements and the server's face reading both need the head above the chin. */

/**
 * The pixels turned as the EXIF orientation says, so that "above the head" is above it. Mirrored
 * orientations turn as their unmirrored twins: a mirror changes none of the measurements.
 */
export function uprightPixels(data: Uint8Array, width: number, height: number, orientation: number) {
  const turns = ({ 3: 2, 4: 2, 5: 1, 6: 1, 7: 3, 8: 3 } as Record<number, number>)[orientation] ?? 0;
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
