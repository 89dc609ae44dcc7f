import { adjust_brightness, adjust_contrast, gaussian_blur } from "~/features/photos/photon.server";
import { beforeAll, describe, expect, test } from "vitest";
import { edited, photo } from "../../../tests/setup/photos";
import { measureUpload } from "./decode.server";
import type { FaceMeasurements, Measurements } from "~/features/photos/imaging/measurements";
import { reviewPhoto, type FindingKey, type Review } from "./scores";

/**
 * The review as a function of its measurements: each score moves the right way when what it
 * measures gets worse, on the real photographs and copies derived from them. No score is compared
 * with a fixed number.
 */

function measured(bytes: Uint8Array): Measurements {
  const result = measureUpload(bytes);
  if (typeof result === "string") throw new Error(`not measured: ${result}`);
  return result.measurements;
}

const keys = (review: Review) => review.findings.map(({ key }) => key);

/** The formal portrait's face as the browser measured it: one face, centred, level, smiling. */
const portraitFace: NonNullable<FaceMeasurements["face"]> = {
  box: { x: 0.367, y: 0.125, width: 0.34, height: 0.271 },
  eyes: { x: 0.544, y: 0.188 },
  roll: -0.5,
  eyesOpen: 0.27,
  expression: { happy: 0.95, neutral: 0.05, surprised: 0, negative: 0 },
};
const withFace = (measurements: Measurements, face: Partial<typeof portraitFace> | null, count = face ? 1 : 0): Measurements => ({
  ...measurements,
  faces: { count, face: face ? { ...portraitFace, ...face } : null },
});

let portrait: Uint8Array;
let original: Measurements;
beforeAll(() => {
  portrait = photo("man-formal-portrait.jpg");
  original = withFace(measured(portrait), {});
});

describe("the pixels", () => {
  test("a darkened copy lowers the lighting score and is called too dark", () => {
    const dark = withFace(measured(edited(portrait, (image) => adjust_brightness(image, -70))), {});
    expect(dark.pixels.brightness).toBeLessThan(original.pixels.brightness);
    const review = reviewPhoto(dark, "linkedin");
    expect(review.scores.lighting!).toBeLessThan(reviewPhoto(original, "linkedin").scores.lighting!);
    expect(keys(review)).toContain("tooDark");
  });

  test("a washed-out copy (brighter, flatter) lowers the lighting score", () => {
    const washed = withFace(
      measured(
        edited(portrait, (image) => {
          adjust_contrast(image, -60);
          adjust_brightness(image, 90);
        }),
      ),
      {},
    );
    expect(washed.pixels.contrast).toBeLessThan(original.pixels.contrast);
    const review = reviewPhoto(washed, "linkedin");
    expect(review.scores.lighting!).toBeLessThan(reviewPhoto(original, "linkedin").scores.lighting!);
    expect(keys(review).some((key) => key === "tooBright" || key === "lowContrast")).toBe(true);
  });

  test("a blurred copy lowers sharpness and the professional appearance, and is called not sharp", () => {
    const blurred = withFace(measured(edited(portrait, (image) => gaussian_blur(image, 6))), {});
    expect(blurred.pixels.sharpness).toBeLessThan(original.pixels.sharpness);
    const review = reviewPhoto(blurred, "linkedin");
    expect(review.scores.professional!).toBeLessThan(reviewPhoto(original, "linkedin").scores.professional!);
    expect(keys(review)).toContain("blurry");
  });

  test("a busier background lowers the background score", () => {
    const calm = withFace(measured(photo("man-smiling-closeup.png")), {});
    const busy = withFace(measured(photo("two-people.jpg")), {});
    expect(busy.pixels.clutter).toBeGreaterThan(calm.pixels.clutter);
    expect(reviewPhoto(busy, "linkedin").scores.background!).toBeLessThan(reviewPhoto(calm, "linkedin").scores.background!);
  });

  test("the photo's true size and format are reported, turned upright", () => {
    expect(original.image).toEqual({ width: 910, height: 1137, format: "jpeg", bytes: portrait.length });
    expect(measured(photo("man-smiling-closeup.png")).image).toMatchObject({ width: 424, height: 394, format: "png" });
  });

  test("what cannot be decoded or is too large is refused, not measured", () => {
    expect(measureUpload(null)).toBe("missing");
    expect(measureUpload(new TextEncoder().encode("not an image at all"))).toBe("type");
    const broken = portrait.slice(0, 2000);
    expect(["broken", "type"]).toContain(measureUpload(broken));
    expect(measureUpload(new Uint8Array(5 * 1024 * 1024 + 1))).toBe("tooLarge");
  });
});

describe("the faces", () => {
  const review = (face: Partial<typeof portraitFace> | null, count?: number, tool: "linkedin" | "resume" = "linkedin") =>
    reviewPhoto(withFace(original, face, count), tool);
  const good = () => review({});

  test("without face measurements the three face scores are not given, and the review says why", () => {
    const served = reviewPhoto(measured(portrait), "linkedin");
    expect(served.scores).toMatchObject({ expression: null, composition: null, crop: null });
    expect(served.facesMeasured).toBe(false);
    expect(keys(served)).toContain("faceChecksNeedScript");
  });

  test.each<[string, Partial<typeof portraitFace> | null, number, FindingKey, "composition" | "crop" | "expression"]>([
    ["no face", null, 0, "noFace", "composition"],
    ["two people", {}, 2, "manyFaces", "composition"],
    ["a small face", { box: { x: 0.45, y: 0.1, width: 0.08, height: 0.1 }, eyes: { x: 0.49, y: 0.14 } }, 1, "faceSmall", "crop"],
    ["a face cut by the edge", { box: { x: -0.07, y: 0.13, width: 0.57, height: 0.26 }, eyes: { x: 0.08, y: 0.19 } }, 1, "faceCut", "crop"],
    [
      "no room for the shoulders",
      { box: { x: 0.39, y: 0.39, width: 0.41, height: 0.44 }, eyes: { x: 0.6, y: 0.48 } },
      1,
      "noShoulders",
      "crop",
    ],
    ["a tilted head", { roll: 16 }, 1, "tilted", "composition"],
    ["off centre", { box: { ...portraitFace.box, x: 0.02 }, eyes: { x: 0.19, y: 0.188 } }, 1, "offCentre", "composition"],
    ["closed eyes", { eyesOpen: 0.1 }, 1, "eyesClosed", "expression"],
    ["a tense expression", { expression: { happy: 0, neutral: 0.3, surprised: 0, negative: 0.7 } }, 1, "negativeExpression", "expression"],
  ])("%s lowers its score and is named", (_, face, count, key, score) => {
    const worse = review(face, count);
    expect(keys(worse)).toContain(key);
    expect(worse.scores[score]!).toBeLessThan(good().scores[score]!);
    expect(worse.overall).toBeLessThan(good().overall);
  });

  test("a smile scores higher than a neutral face, and a neutral one gets the tip", () => {
    const neutral = review({ expression: { happy: 0, neutral: 1, surprised: 0, negative: 0 } });
    expect(neutral.scores.expression!).toBeLessThan(good().scores.expression!);
    expect(keys(neutral)).toContain("noSmile");
  });

  test("the good portrait names what works and no problem", () => {
    const findings = good().findings;
    expect(findings.filter(({ level }) => level === "problem")).toEqual([]);
    expect(keys(good())).toEqual(expect.arrayContaining(["goodExpression", "goodFraming"]));
  });
});

describe("the file and the country", () => {
  test("LinkedIn asks for 400 × 400; a smaller photo is too small, the same photo larger is not", () => {
    const small = measured(photo("man-formal-portrait-320x240.jpg"));
    expect(keys(reviewPhoto(small, "linkedin"))).toContain("lowResolution");
    expect(keys(reviewPhoto(small, "resume"))).toContain("lowResolutionPrint");
    expect(keys(reviewPhoto(measured(portrait), "linkedin"))).not.toContain("lowResolution");
    expect(reviewPhoto(small, "linkedin").scores.professional!).toBeLessThan(
      reviewPhoto(measured(portrait), "linkedin").scores.professional!,
    );
  });

  test("a photo on a CV where it is discouraged lowers the ATS score, and the review says to leave it off", () => {
    const germany = reviewPhoto(original, "resume", "DE");
    const netherlands = reviewPhoto(original, "resume", "NL");
    const us = reviewPhoto(original, "resume", "US");
    expect(germany.ats!).toBeGreaterThan(netherlands.ats!);
    expect(netherlands.ats!).toBeGreaterThan(us.ats!);
    expect(keys(us)).toContain("photoDiscouraged");
    expect(keys(germany)).toContain("photoExpected");
    expect(reviewPhoto(original, "linkedin", "US").ats).toBeNull();
  });

  test("a WebP file or a large one lowers the ATS score", () => {
    const jpeg = reviewPhoto(original, "resume", "DE");
    const webp = reviewPhoto({ ...original, image: { ...original.image, format: "webp" } }, "resume", "DE");
    const large = reviewPhoto({ ...original, image: { ...original.image, bytes: 4_500_000 } }, "resume", "DE");
    expect(webp.ats!).toBeLessThan(jpeg.ats!);
    expect(keys(webp)).toContain("fileFormat");
    expect(large.ats!).toBeLessThan(jpeg.ats!);
    expect(keys(large)).toContain("fileSize");
  });

  test("a landscape photo is not the shape either review asks for", () => {
    const landscape = measured(photo("woman-indoor-portrait.jpg"));
    expect(keys(reviewPhoto(landscape, "linkedin"))).toContain("linkedinAspect");
    expect(keys(reviewPhoto(landscape, "resume"))).toContain("resumeAspect");
  });
});
