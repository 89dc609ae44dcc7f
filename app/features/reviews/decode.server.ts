/**
 * The photo sent without JavaScript, decoded in the Worker with Photon (the generator's image
 * library) and measured as the browser measures it, minus the faces. Its bytes live only while the
 * request runs.
 */
import { resize, SamplingFilter } from "~/features/photos/photon.server";
import { facts } from "~/content/business";
import { decodeImage, type DecodeRefusal } from "~/features/photos/photon.server";
import { orientationOf } from "~/features/photos/imaging/image-file";
import { analysisSide, measurePixels, type Measurements } from "~/features/photos/imaging/measurements";

export type ReviewRefusal = "missing" | "tooLarge" | DecodeRefusal;

/** The photo's measurements without the faces, from its bytes; the photo is not kept. */
export function measureUpload(bytes: Uint8Array | null): { measurements: Measurements; small: Uint8Array } | ReviewRefusal {
  if (!bytes) return "missing";
  if (bytes.length > facts.upload.maxBytes) return "tooLarge";
  return decodeImage(bytes, (source, { format, width: shownWidth, height: shownHeight }) => {
    const width = source.get_width();
    const height = source.get_height();
    const scale = Math.min(1, analysisSide / Math.min(width, height));
    const scaled = resize(source, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), SamplingFilter.Triangle);
    try {
      const upright = uprightPixels(scaled.get_raw_pixels(), scaled.get_width(), scaled.get_height(), orientationOf(bytes, format));
      return {
        measurements: {
          image: { width: shownWidth, height: shownHeight, format, bytes: bytes.length },
          pixels: measurePixels(upright.data, upright.width, upright.height),
          faces: null,
        },
        // For the vision model: the scaled photo, upright, as a small JPEG.
        small: scaled.get_bytes_jpeg(80),
      };
    } finally {
      scaled.free();
    }
  });
}

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
