/**
 * The one rule by which the device and the server say why a photo is refused (reasons.ts): the
 * faces are counted first, so the two-person photo is refused for its two faces whatever its size,
 * and a photo's reasons are named alike on both sides, in every language.
 */
import { describe, expect, test } from "vitest";
import de from "~/locales/de/create-headshot";
import en from "~/locales/en/create-headshot";
import es from "~/locales/es/create-headshot";
import { minSide, refusalsOf } from "./reasons";

const large = { width: 1126, height: 661 };
const small = { width: 860, height: minSide - 7 };

describe("why a photo is refused", () => {
  test("more than one face is the reason on its own, before the photo's size", () => {
    expect(refusalsOf(2, large)).toEqual(["manyFaces"]);
    expect(refusalsOf(2, small)).toEqual(["manyFaces"]);
    expect(refusalsOf(5, { width: 300, height: 200 })).toEqual(["manyFaces"]);
  });

  test("no face comes before too few pixels, and one face leaves only the size", () => {
    expect(refusalsOf(0, small)).toEqual(["noFace", "tooSmall"]);
    expect(refusalsOf(0, large)).toEqual(["noFace"]);
    expect(refusalsOf(1, small)).toEqual(["tooSmall"]);
    expect(refusalsOf(1, large)).toEqual([]);
    expect(refusalsOf(1, { width: minSide, height: 4000 })).toEqual([]);
  });

  test("faces that could not be counted leave the size alone to judge", () => {
    expect(refusalsOf(null, small)).toEqual(["tooSmall"]);
    expect(refusalsOf(null, large)).toEqual([]);
  });

  test("each reason has the device's words and the server's in every language", () => {
    for (const strings of [en, de, es]) {
      for (const reason of ["manyFaces", "noFace", "tooSmall"] as const) {
        expect(strings.upload.checks[reason]).toBeTruthy();
        expect(strings.upload.photos.refused[reason]).toBeTruthy();
      }
    }
  });
});
