import { adjust_brightness, adjust_contrast, gaussian_blur } from "~/features/photos/photon.server";
import { beforeAll, describe, expect, test } from "vitest";
import { edited, faceless, photo, tiny } from "../../../tests/setup/photos";
import { decodeUpload } from "./decode.server";
import { reviewLimits } from "~/features/photos/imaging/limits";
import type { FaceMeasurements, Measurements } from "~/features/photos/imaging/measurements";
import { reviewPhoto, scoreNames, type FindingKey, type Review, type Tool } from "./scores";
import { verdictOf } from "./words";

/**
 * The review as a function of its measurements: each score moves the right way when what it
 * measures gets worse, on the real photographs and copies derived from them. No score is compared
 * with a fixed number.
 */

function measured(bytes: Uint8Array): Measurements {
  const result = decodeUpload(bytes);
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

  test("white patches in a photo of normal brightness are named as such, not as a photo too bright", () => {
    const patchy = withFace({ ...original, pixels: { ...original.pixels, brightness: 107, highlights: 0.15 } }, {});
    const review = reviewPhoto(patchy, "linkedin");
    expect(review.findings.find(({ key }) => key === "blownHighlights")).toMatchObject({ area: "lighting", values: { highlights: 15 } });
    expect(keys(review)).not.toContain("tooBright");
    expect(review.scores.lighting!).toBeLessThan(reviewPhoto(original, "linkedin").scores.lighting!);
  });

  test("a blurred copy lowers sharpness and the professional appearance, and is called not sharp", () => {
    const blurred = withFace(measured(edited(portrait, (image) => gaussian_blur(image, 6))), {});
    expect(blurred.pixels.sharpness).toBeLessThan(original.pixels.sharpness);
    const review = reviewPhoto(blurred, "linkedin");
    expect(review.scores.professional!).toBeLessThan(reviewPhoto(original, "linkedin").scores.professional!);
    expect(keys(review)).toContain("blurry");
  });

  test("a busier background lowers the background score", () => {
    const calm = withFace(measured(photo("woman-indoor-portrait.jpg")), {});
    const busy = withFace(measured(photo("two-people.jpg")), {});
    expect(busy.pixels.clutter).toBeGreaterThan(calm.pixels.clutter);
    expect(reviewPhoto(busy, "linkedin").scores.background!).toBeLessThan(reviewPhoto(calm, "linkedin").scores.background!);
  });

  test("the photo's true size and format are reported, turned upright", () => {
    expect(original.image).toEqual({ width: 910, height: 1137, format: "jpeg", bytes: portrait.length });
    expect(measured(photo("man-smiling-closeup.png")).image).toMatchObject({ width: 424, height: 394, format: "png" });
  });

  test("what cannot be decoded or is too large is refused, not measured", () => {
    expect(decodeUpload(null)).toBe("missing");
    expect(decodeUpload(new TextEncoder().encode("not an image at all"))).toBe("type");
    const broken = portrait.slice(0, 2000);
    expect(["broken", "type"]).toContain(decodeUpload(broken));
    expect(decodeUpload(new Uint8Array(5 * 1024 * 1024 + 1))).toBe("tooLarge");
  });
});

describe("the faces", () => {
  const review = (face: Partial<typeof portraitFace> | null, count?: number, tool: "linkedin" | "resume" = "linkedin") =>
    reviewPhoto(withFace(original, face, count), tool);
  const good = () => review({});

  test("without face measurements the three face scores, the overall score and its verdict are not given, and the review says why", () => {
    for (const tool of ["linkedin", "resume"] as const) {
      const served = reviewPhoto(measured(portrait), tool, "DE");
      expect(served.scores).toMatchObject({ expression: null, composition: null, crop: null });
      for (const name of ["lighting", "background", "professional"] as const) expect(served.scores[name]).toEqual(expect.any(Number));
      expect(served.overall).toBeNull();
      expect(served.facesMeasured).toBe(false);
      expect(keys(served)).toContain("faceChecksNeedScript");
      // The file and the country need no face.
      expect(served.ats).toEqual(tool === "resume" ? expect.any(Number) : null);
    }
  });

  test.each<[string, () => Measurements]>([
    ["with faces measured", () => withFace(measured(faceless()), null, 0)],
    ["the face library's answer of a count without a face", () => ({ ...measured(faceless()), faces: { count: 1, face: null } })],
  ])("no face found (%s): no score in either tool, only the finding that says what to do", (_, faceless) => {
    for (const tool of ["linkedin", "resume"] as const) {
      const review = reviewPhoto(faceless(), tool, "DE");
      expect(review.unreviewable).toBe("noFace");
      expect(review.scores).toEqual(Object.fromEntries(scoreNames.map((name) => [name, null])));
      expect(review.overall).toBeNull();
      expect(review.ats).toBeNull();
      expect(review.findings).toEqual([{ key: "noFace", area: "composition", level: "problem", values: {} }]);
    }
  });

  // The upload refuses a photo of more than one person; the reviews score none.
  test.each<[string, number]>([
    ["two-people.jpg", 2],
    ["man-formal-portrait.jpg", 3],
  ])('%s with %i faces: no score in either tool, only "More than one person"', (name, count) => {
    for (const tool of ["linkedin", "resume"] as const) {
      const review = reviewPhoto(withFace(measured(photo(name)), {}, count), tool, "DE");
      expect(review.unreviewable).toBe("manyFaces");
      expect(review.scores).toEqual(Object.fromEntries(scoreNames.map((name) => [name, null])));
      expect(review.overall).toBeNull();
      expect(review.ats).toBeNull();
      expect(review.findings).toEqual([{ key: "manyFaces", area: "composition", level: "problem", values: { count } }]);
    }
  });

  test.each<[string, Partial<typeof portraitFace> | null, number, FindingKey, "composition" | "crop" | "expression"]>([
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
    expect(worse.overall!).toBeLessThan(good().overall!);
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
  test.each<[string, () => Uint8Array, number, number]>([
    ["the 320 × 240 photo", () => photo("man-formal-portrait-320x240.jpg"), 320, 240],
    ["a 40 × 40 copy", () => tiny(40, 40), 40, 40],
  ])("%s is below the minimum: no score, with or without faces, only what it needs", (_, bytes, width, height) => {
    const small = measured(bytes());
    for (const faces of [null, { count: 1, face: portraitFace }, { count: 0, face: null }]) {
      for (const [tool, key, minimum] of [
        ["linkedin", "lowResolution", reviewLimits.minSide.linkedin],
        ["resume", "lowResolutionPrint", reviewLimits.minSide.resume],
      ] as const) {
        const review = reviewPhoto({ ...small, faces }, tool, "DE");
        expect(review.unreviewable).toBe("lowResolution");
        expect(Object.values(review.scores)).toEqual(scoreNames.map(() => null));
        expect(review.overall).toBeNull();
        expect(review.ats).toBeNull();
        expect(review.findings).toEqual([
          { key, area: "professional", level: "problem", values: { width, height, minimum, recommended: reviewLimits.recommendedSide } },
        ]);
      }
    }
    // The same photo at full size is reviewed.
    expect(reviewPhoto(original, "linkedin").unreviewable).toBeNull();
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

  test("without a target country: no ATS score and no country's finding, but what was measured of the file", () => {
    const large = { ...original, image: { ...original.image, bytes: 4_500_000 } };
    const review = reviewPhoto(large, "resume", null);
    expect(review.ats).toBeNull();
    expect(review.findings.filter(({ area }) => area === "country")).toEqual([]);
    expect(keys(review)).toContain("fileSize");
    expect(review.overall).toEqual(reviewPhoto(large, "resume", "DE").overall);
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

  test("a landscape photo is not the shape either review asks for: a tip, as a crop fixes it, and no score moves for it", () => {
    const landscape = withFace(measured(photo("woman-indoor-portrait.jpg")), {});
    // The same photo as a crop of the shape each review asks for would measure it: only the shape differs.
    const shaped = (width: number, height: number) => ({ ...landscape, image: { ...landscape.image, width, height } });
    for (const [tool, key, shape] of [
      ["linkedin", "linkedinAspect", shaped(799, 799)],
      ["resume", "resumeAspect", shaped(799, 1027)],
    ] as const) {
      const review = reviewPhoto(landscape, tool, "DE");
      expect(review.findings.find((finding) => finding.key === key)).toMatchObject({ level: "tip" });
      const cropped = reviewPhoto(shape, tool, "DE");
      expect(keys(cropped)).not.toContain(key);
      expect(review.scores).toEqual(cropped.scores);
      expect(review.overall).toBe(cropped.overall);
      expect(verdictOf(review.overall!)).not.toBe("poor");
    }
  });
});

describe("scores and findings say the same", () => {
  const names = [
    "man-formal-portrait.jpg",
    "man-full-body.jpg",
    "two-people.jpg",
    "man-partial-face.jpg",
    "woman-indoor-portrait.jpg",
    "man-outdoor-wide.jpeg",
    "same-man-official-1080p.jpg",
    "same-man-standing.jpg",
  ];
  const faces: Array<[string, Partial<typeof portraitFace>, number]> = [
    ["the portrait's face", {}, 1],
    ["a small face", { box: { x: 0.45, y: 0.1, width: 0.08, height: 0.1 }, eyes: { x: 0.49, y: 0.14 } }, 1],
    ["a large face", { box: { x: 0.2, y: 0.08, width: 0.6, height: 0.62 }, eyes: { x: 0.5, y: 0.3 } }, 1],
    ["a cut face", { box: { x: -0.07, y: 0.13, width: 0.57, height: 0.26 }, eyes: { x: 0.08, y: 0.19 } }, 1],
    ["no room for the shoulders", { box: { x: 0.39, y: 0.39, width: 0.41, height: 0.44 }, eyes: { x: 0.6, y: 0.48 } }, 1],
    ["a tilted head", { roll: 12 }, 1],
    ["two people", {}, 2],
  ];
  let photos: Array<[string, Measurements]>;
  beforeAll(() => {
    photos = names.flatMap((name) => {
      const bytes = photo(name);
      const darker = name.endsWith(".png")
        ? []
        : [[`${name}, darkened`, measured(edited(bytes, (image) => adjust_brightness(image, -45)))] as const];
      return [[name, measured(bytes)] as const, ...darker].map(([label, measurements]): [string, Measurements] => [label, measurements]);
    });
  });
  const reviews = () =>
    photos.flatMap(([name, measurements]) =>
      [null, ...faces].flatMap((face) =>
        (["linkedin", "resume"] as const).map((tool): [string, Review] => [
          `${name}, ${face?.[0] ?? "no face checks"}, ${tool}`,
          reviewPhoto(face ? withFace(measurements, face[1], face[2]) : measurements, tool, "DE"),
        ]),
      ),
    );

  test('no tip or problem beside a score in the "Ready to use" band, and a problem\'s score reads "Replace it"', () => {
    let seen = 0;
    for (const [label, review] of reviews()) {
      for (const name of scoreNames) {
        const score = review.scores[name];
        if (score === null) continue;
        const levels = review.findings.filter(({ area }) => area === name).map(({ level }) => level);
        if (verdictOf(score) === "great") expect(levels, `${label}: ${name} ${score}`).not.toContain("tip");
        if (verdictOf(score) === "great") expect(levels, `${label}: ${name} ${score}`).not.toContain("problem");
        if (levels.includes("problem")) expect(verdictOf(score), `${label}: ${name} ${score}`).toBe("poor");
        seen += levels.length;
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  test('"Too dark" and "Busy background" stand only beside a score that is not "Ready to use"; "Calm background" only beside one that is', () => {
    const pairs: Array<[FindingKey, "lighting" | "background", boolean]> = [
      ["tooDark", "lighting", false],
      ["busyBackground", "background", false],
      ["calmBackground", "background", true],
      ["goodLight", "lighting", true],
    ];
    const counts = new Map<FindingKey, number>();
    for (const [label, review] of reviews()) {
      for (const [key, name, great] of pairs) {
        if (!keys(review).includes(key)) continue;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        expect(verdictOf(review.scores[name]!) === "great", `${label}: ${key} beside ${name} ${review.scores[name]}`).toBe(great);
      }
    }
    // Each of them was said somewhere, or the test would prove nothing.
    for (const [key] of pairs) expect(counts.get(key), key).toBeGreaterThan(0);
  });

  test('the overall score reads "Ready to use" only where no score has a problem', () => {
    for (const [label, review] of reviews()) {
      if (review.overall === null || verdictOf(review.overall) !== "great") continue;
      expect(
        review.findings.filter(({ level, area }) => level === "problem" && area !== "country"),
        label,
      ).toEqual([]);
    }
  });

  test("both tools give the same photo the same framing findings", () => {
    const framing = (review: Review) =>
      review.findings
        .filter(({ area }) => area === "crop" || area === "composition")
        .map(({ key, level, values }) => ({ key, level, values }));
    let said = 0;
    for (const [name, measurements] of photos) {
      for (const [faceName, face, count] of faces) {
        const photoWithFace = withFace(measurements, face, count);
        const linkedin = reviewPhoto(photoWithFace, "linkedin");
        said += framing(linkedin).length;
        for (const country of [null, "DE", "US"] as const) {
          expect(framing(reviewPhoto(photoWithFace, "resume", country)), `${name}, ${faceName}, ${country}`).toEqual(framing(linkedin));
        }
      }
    }
    expect(said).toBeGreaterThan(20);
  });

  test.each<Tool>(["linkedin", "resume"])("the %s review calls a full-body shot's face small and says the same range", (tool) => {
    const body = withFace(measured(photo("man-full-body.jpg")), {
      box: { x: 0.45, y: 0.05, width: 0.1, height: 0.05 },
      eyes: { x: 0.5, y: 0.07 },
    });
    const small = reviewPhoto(body, tool).findings.find(({ key }) => key === "faceSmall");
    expect(small).toMatchObject({ level: "problem", values: { share: 5, low: 22, high: 55 } });
  });
});
