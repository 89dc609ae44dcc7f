import { describe, expect, test } from "vitest";
import { square } from "../../../tests/setup/photos";
import { PhotonImage, resizedPixels, SamplingFilter } from "./photon.server";
import { withEncoder, type WebFormat } from "./web-codecs.server";

/** The top square of a real portrait at `side` pixels, as the publish scales a headshot for a copy. */
function portrait(side: number) {
  const image = PhotonImage.new_from_byteslice(square("same-man-official-1080p.jpg", "top"));
  try {
    return { rgba: resizedPixels(image, side, side, SamplingFilter.Lanczos3), width: side, height: side };
  } finally {
    image.free();
  }
}

describe.each(["jpg", "webp"] as WebFormat[])("the %s encoder", (format) => {
  // Linked with a 16 MB minimum, each instance held 16 MB whatever it encoded; the build lowers it
  // (scripts/build-content.mjs), and a small copy now takes a few megabytes (ADR 093).
  test("holds far less than 16 MB after encoding a 320-pixel picture", async () => {
    const pixels = portrait(320);
    const memory = await withEncoder(format, async ({ encode, memory }) => {
      expect(encode(pixels).length).toBeGreaterThan(1000);
      return memory();
    });
    expect(memory).toBeLessThan(6 * 2 ** 20);
  });
});
