import { describe, expect, test } from "vitest";
import { photo } from "../../../tests/setup/photos";
import { scaledLuma, scaledRgb, type RgbaPixels } from "./imaging/resample";
import { crop, decodeOwnImage, pixelsOf, resize, SamplingFilter } from "./photon.server";

/**
 * The check's copies, scaled in JavaScript (imaging/resample.ts), are the copies Photon's triangle
 * resize makes, so that what the check measures is what the free review and the upload measure on
 * Photon's: on photographs shrunk by whole and fractional factors, and on a part cut from one.
 */

const luma = ({ data }: RgbaPixels) =>
  Float32Array.from({ length: data.length / 4 }, (_, i) => 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!);
const rgb = ({ data }: RgbaPixels) => data.filter((_, i) => i % 4 !== 3);

/** The mean and the largest difference of two copies' values. */
function differences(ours: ArrayLike<number>, photon: ArrayLike<number>) {
  expect(ours.length).toBe(photon.length);
  let sum = 0;
  let most = 0;
  for (let i = 0; i < ours.length; i += 1) {
    const difference = Math.abs(ours[i]! - photon[i]!);
    sum += difference;
    most = Math.max(most, difference);
  }
  return { mean: sum / ours.length, most };
}

// Shrunk to a half, a third and by 0.37, as the detector's copies and the review's analysis copy are.
const cases: Array<[string, number]> = [
  ["man-formal-portrait.jpg", 1 / 2],
  ["same-man-speech.jpg", 1 / 3],
  ["woman-indoor-portrait.jpg", 0.37],
];

describe("scaled copies", () => {
  test.each(cases)("%s scaled by %d: RGB and luma within a level of Photon's", (name, scale) => {
    decodeOwnImage(photo(name), (image) => {
      const pixels = pixelsOf(image);
      const size = { width: Math.round(pixels.width * scale), height: Math.round(pixels.height * scale) };
      const photons = resize(image, size.width, size.height, SamplingFilter.Triangle);
      try {
        const theirs = pixelsOf(photons);
        const colour = differences(scaledRgb(pixels, { x: 0, y: 0, right: pixels.width, bottom: pixels.height }, size), rgb(theirs));
        const grey = differences(scaledLuma(pixels, size), luma(theirs));
        // Photon rounds each pass to whole levels; ours round once.
        expect(colour.mean).toBeLessThan(1);
        expect(colour.most).toBeLessThanOrEqual(3);
        expect(grey.mean).toBeLessThan(1);
        expect(grey.most).toBeLessThanOrEqual(3);
      } finally {
        photons.free();
      }
    });
  });

  test("a part is the same part of the photo scaled whole", () => {
    decodeOwnImage(photo("man-formal-portrait.jpg"), (image) => {
      const pixels = pixelsOf(image);
      const part = { x: 120, y: 40, right: 420, bottom: 340 };
      const cut = crop(image, part.x, part.y, part.right, part.bottom);
      const photons = resize(cut, 150, 150, SamplingFilter.Triangle);
      try {
        const ours = scaledRgb(pixels, part, { width: 150, height: 150 });
        const { mean, most } = differences(ours, rgb(pixelsOf(photons)));
        expect(mean).toBeLessThan(1);
        expect(most).toBeLessThanOrEqual(3);
      } finally {
        photons.free();
        cut.free();
      }
    });
  });
});
