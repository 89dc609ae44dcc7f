import { describe, expect, test } from "vitest";
import { storedRect, uprightPixels, type Rect } from "./upright";

/** A 5 × 3 RGBA image whose every pixel is its own number. */
const width = 5;
const height = 3;
const stored = Uint8Array.from({ length: width * height * 4 }, (_, at) => (at % 4 === 0 ? at / 4 : 0));

/** The pixel numbers of `rect` in an RGBA image of `imageWidth`. */
const numbersIn = (data: Uint8Array, imageWidth: number, { x, y, right, bottom }: Rect) =>
  Array.from({ length: bottom - y }, (_, row) =>
    Array.from({ length: right - x }, (_, column) => data[((y + row) * imageWidth + x + column) * 4]),
  );

describe("the stored pixels of a part of the upright image", () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])("are those pixels once turned, for orientation %i", (orientation) => {
    const upright = uprightPixels(stored, width, height, orientation);
    const part = { x: 1, y: 1, right: upright.width - 1, bottom: upright.height };
    const inStored = storedRect(part, width, height, orientation);
    const cut = numbersIn(stored, width, inStored).flat();
    const cutWidth = inStored.right - inStored.x;
    const cutHeight = inStored.bottom - inStored.y;
    const cutRgba = Uint8Array.from(cut.flatMap((number) => [number!, 0, 0, 0]));
    const turned = uprightPixels(cutRgba, cutWidth, cutHeight, orientation);
    expect({ width: turned.width, height: turned.height }).toEqual({ width: part.right - part.x, height: part.bottom - part.y });
    expect(numbersIn(turned.data, turned.width, { x: 0, y: 0, right: turned.width, bottom: turned.height })).toEqual(
      numbersIn(upright.data, upright.width, part),
    );
  });
});
