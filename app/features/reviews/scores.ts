/**
 * The review of a photo: the spec's six scores, the overall score, the résumé review's ATS score and
 * the findings behind them, each a documented function of the measurements
 * (docs/decisions/026-photo-review-scores.md). Runs in the browser for the page and in the Worker
 * for the page without JavaScript and for the e-mailed report, so both always agree.
 */
import { countries, countryFit, type CountryCode } from "./countries";
import type { Measurements } from "~/features/photos/imaging/measurements";

export type Tool = "linkedin" | "resume";
export const scoreNames = ["lighting", "background", "expression", "composition", "crop", "professional"] as const;
export type ScoreName = (typeof scoreNames)[number];

/** Which score a finding explains; "file" and "country" belong to the résumé review's ATS score. */
export type FindingArea = ScoreName | "file" | "country";

export type FindingKey =
  | "faceChecksNeedScript"
  | "noFace"
  | "manyFaces"
  | "faceSmall"
  | "faceLarge"
  | "noShoulders"
  | "faceCut"
  | "headroomTight"
  | "headroomLarge"
  | "offCentre"
  | "eyeLine"
  | "tilted"
  | "eyesClosed"
  | "noSmile"
  | "negativeExpression"
  | "goodExpression"
  | "tooDark"
  | "tooBright"
  | "crushedShadows"
  | "lowContrast"
  | "harshContrast"
  | "colourCast"
  | "goodLight"
  | "busyBackground"
  | "unevenBackground"
  | "calmBackground"
  | "blurry"
  | "noisy"
  | "lowResolution"
  | "lowResolutionPrint"
  | "linkedinAspect"
  | "resumeAspect"
  | "goodFraming"
  | "fileFormat"
  | "fileSize"
  | "printResolution"
  | "photoDiscouraged"
  | "photoOptional"
  | "photoExpected";

export type Finding = {
  key: FindingKey;
  area: FindingArea;
  /** A problem lowers a score noticeably; a tip a little; "good" says what already works. */
  level: "problem" | "tip" | "good";
  values: Record<string, number | string>;
};

export type Review = {
  tool: Tool;
  country: CountryCode | null;
  /** 0 to 100; null for what could not be measured (the face scores without JavaScript). */
  scores: Record<ScoreName, number | null>;
  overall: number;
  /** The résumé review only: how well the file and the photo's presence suit the target country's employers and their applicant tracking systems. */
  ats: number | null;
  findings: Finding[];
  facesMeasured: boolean;
};

/**
 * The thresholds. Where one comes from outside this project the ADR names its source: LinkedIn's
 * 400 × 400 px minimum for a profile photo, a 35 × 45 mm print at 300 dpi (413 × 531 px), the
 * eye-aspect-ratio blink threshold of Soukupová and Čech (2016); the others were set on the
 * photographs in the tests and are explained in the ADR.
 */
export const reviewLimits = {
  linkedinMinSide: 400,
  linkedinRecommendedSide: 1000,
  printSize: { width: 413, height: 531 },
  printSizeMm: { width: 35, height: 45 },
  /** Mean luma: a well-exposed portrait lies between the two; the outer values score nothing. */
  brightness: { bad: [35, 235], good: [70, 175] },
  /** RMS contrast (luma steps). */
  contrast: { bad: [12, 110], good: [35, 80] },
  /** Share of blown-out and of crushed pixels that is still fine. */
  highlights: { fine: 0.01, worst: 0.2 },
  shadows: { fine: 0.06, worst: 0.35 },
  cast: { fine: 15, worst: 45 },
  /** Background clutter (share of edge pixels) and spread (luma steps). */
  clutter: { fine: 0.015, worst: 0.12 },
  backgroundSpread: { fine: 35, worst: 85 },
  /** Variance of the Laplacian in the sharpest tile: the upload's blur limit is 20. */
  sharpness: { worst: 20, fine: 120 },
  noise: { fine: 3, worst: 12 },
  /** The face's height as a share of the frame's: head and shoulders, as LinkedIn's circle shows them. */
  faceShare: { linkedin: { bad: [0.08, 0.75], good: [0.22, 0.5] }, resume: { bad: [0.1, 0.75], good: [0.28, 0.55] } },
  /** The eyes' height from the top, as a share of the frame's: about the upper third. */
  eyeLine: { bad: [0.05, 0.65], good: [0.18, 0.45] },
  /** Offset of the face's centre from the frame's, as a share of its width. */
  centring: { fine: 0.08, worst: 0.3 },
  /**
   * Space above the head, as a share of the frame's height. The detector's box starts at the brows;
   * forehead and hair take about 0.35 of its height above it.
   */
  headroom: { bad: [-0.06, 0.45], good: [0.02, 0.25] },
  hairAboveBox: 0.35,
  /** Room below the chin for the shoulders, in face heights: under `worst` they are cut off. */
  shoulders: { worst: 0.2, fine: 0.8 },
  roll: { fine: 5, worst: 20 },
  /** Eye aspect ratio: Soukupová and Čech take 0.2 as the blink threshold. */
  eyesOpen: { worst: 0.12, fine: 0.2 },
  /** Aspect ratio (width / height): LinkedIn shows a square; a CV's photo is portrait, within 0.07 of its print size's shape. */
  aspect: { linkedin: { bad: [0.5, 2], good: [0.8, 1.25] }, resume: { bad: [0.5, 1.2] } },
  /** An applicant portal's usual upload limit; well under it is better for e-mail and PDF. */
  fileBytes: { fine: 1_000_000, worst: 5_000_000 },
} as const;

const weights: Record<ScoreName, number> = {
  lighting: 0.2,
  background: 0.15,
  expression: 0.15,
  composition: 0.15,
  crop: 0.15,
  professional: 0.2,
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** 1 inside [good0, good1], falling linearly to 0 at bad0 and bad1. */
function band(value: number, [bad0, bad1]: readonly number[], [good0, good1]: readonly number[]): number {
  if (value < good0!) return clamp((value - bad0!) / (good0! - bad0!));
  if (value > good1!) return clamp((bad1! - value) / (bad1! - good1!));
  return 1;
}
/** 1 up to `fine`, falling linearly to 0 at `worst` (either direction). */
const falling = (value: number, fine: number, worst: number) => clamp((worst - value) / (worst - fine));
const weighted = (parts: Array<[number, number]>) =>
  parts.reduce((sum, [score, weight]) => sum + score * weight, 0) / parts.reduce((sum, [, weight]) => sum + weight, 0);
const percent = (share: number) => Math.round(share * 100);
const toScore = (value: number) => Math.round(clamp(value) * 100);

export function reviewPhoto(measurements: Measurements, tool: Tool, country: CountryCode | null = null): Review {
  const { image, pixels, faces } = measurements;
  const findings: Finding[] = [];
  const find = (key: FindingKey, area: FindingArea, level: Finding["level"], values: Finding["values"] = {}) =>
    findings.push({ key, area, level, values });
  const limits = reviewLimits;

  // Lighting: exposure, clipped highlights and shadows, contrast and colour cast.
  const exposure = band(pixels.brightness, limits.brightness.bad, limits.brightness.good);
  const highlights = falling(pixels.highlights, limits.highlights.fine, limits.highlights.worst);
  const shadows = falling(pixels.shadows, limits.shadows.fine, limits.shadows.worst);
  const contrast = band(pixels.contrast, limits.contrast.bad, limits.contrast.good);
  const cast = falling(pixels.cast, limits.cast.fine, limits.cast.worst);
  const lighting = weighted([
    [exposure, 0.35],
    [highlights, 0.2],
    [shadows, 0.15],
    [contrast, 0.2],
    [cast, 0.1],
  ]);
  const brightnessPercent = Math.round((pixels.brightness / 255) * 100);
  if (pixels.brightness < limits.brightness.good[0])
    find("tooDark", "lighting", exposure < 0.6 ? "problem" : "tip", { brightness: brightnessPercent });
  if (pixels.brightness > limits.brightness.good[1] || highlights < 0.8) {
    find("tooBright", "lighting", exposure < 0.6 || highlights < 0.5 ? "problem" : "tip", {
      brightness: brightnessPercent,
      highlights: percent(pixels.highlights),
    });
  }
  if (shadows < 0.8) find("crushedShadows", "lighting", shadows < 0.5 ? "problem" : "tip", { shadows: percent(pixels.shadows) });
  if (pixels.contrast < limits.contrast.good[0])
    find("lowContrast", "lighting", contrast < 0.6 ? "problem" : "tip", { contrast: Math.round(pixels.contrast) });
  if (pixels.contrast > limits.contrast.good[1])
    find("harshContrast", "lighting", contrast < 0.6 ? "problem" : "tip", { contrast: Math.round(pixels.contrast) });
  if (cast < 1 && pixels.castHue !== "none") find("colourCast", "lighting", cast < 0.5 ? "problem" : "tip", { hue: pixels.castHue });
  if (lighting >= 0.85) find("goodLight", "lighting", "good");

  // Background: clutter (edges) and unevenness (spread of its light).
  const calm = falling(pixels.clutter, limits.clutter.fine, limits.clutter.worst);
  const even = falling(pixels.backgroundSpread, limits.backgroundSpread.fine, limits.backgroundSpread.worst);
  const background = weighted([
    [calm, 0.6],
    [even, 0.4],
  ]);
  if (calm < 0.85) find("busyBackground", "background", calm < 0.5 ? "problem" : "tip", { clutter: percent(pixels.clutter) });
  if (even < 0.85) find("unevenBackground", "background", even < 0.5 ? "problem" : "tip");
  if (background >= 0.85) find("calmBackground", "background", "good");

  // Professional appearance: resolution, sharpness, noise, and one person.
  const minSide = Math.min(image.width, image.height);
  const needed = tool === "linkedin" ? limits.linkedinMinSide : limits.printSize.width;
  const resolution =
    clamp((minSide - needed / 2) / (needed / 2)) * 0.7 + clamp((minSide - needed) / (limits.linkedinRecommendedSide - needed)) * 0.3;
  const sharp = clamp((pixels.sharpness - limits.sharpness.worst) / (limits.sharpness.fine - limits.sharpness.worst));
  const clean = falling(pixels.noise, limits.noise.fine, limits.noise.worst);
  if (minSide < needed) {
    find(tool === "linkedin" ? "lowResolution" : "lowResolutionPrint", "professional", "problem", {
      width: image.width,
      height: image.height,
      minimum: needed,
      recommended: limits.linkedinRecommendedSide,
    });
  }
  if (sharp < 0.6) find("blurry", "professional", sharp < 0.25 ? "problem" : "tip", { sharpness: Math.round(pixels.sharpness) });
  if (clean < 0.7) find("noisy", "professional", clean < 0.35 ? "problem" : "tip", { noise: Math.round(pixels.noise * 10) / 10 });

  // A CV photo takes the target country's usual shape where it has one (45 × 60 mm in Germany), else 35 × 45 mm.
  const aspectRatio = image.width / image.height;
  const printSize = (country && countries[country].sizeMm) || limits.printSizeMm;
  const shape = printSize.width / printSize.height;
  const aspectLimits = tool === "linkedin" ? limits.aspect.linkedin : { bad: limits.aspect.resume.bad, good: [shape - 0.07, shape + 0.07] };
  const aspect = band(aspectRatio, aspectLimits.bad, aspectLimits.good);
  if (aspect < 1) {
    find(tool === "linkedin" ? "linkedinAspect" : "resumeAspect", "composition", aspect < 0.5 ? "problem" : "tip", {
      width: image.width,
      height: image.height,
      size: `${printSize.width} × ${printSize.height}`,
    });
  }

  let expression: number | null = null;
  let composition: number | null = null;
  let crop: number | null = null;
  let onePerson = 1;
  if (!faces) {
    find("faceChecksNeedScript", "composition", "tip");
  } else if (faces.count === 0 || !faces.face) {
    find("noFace", "composition", "problem");
    expression = 0;
    composition = 0.2 * aspect;
    crop = 0;
    onePerson = 0;
  } else {
    const { box, eyes, roll, eyesOpen, expression: felt } = faces.face;
    if (faces.count > 1) {
      find("manyFaces", "composition", "problem", { count: faces.count });
      onePerson = 0.2;
    }

    // Expression: a warm, open face reads as approachable; closed eyes spoil any expression.
    const warmth = clamp(felt.happy + 0.6 * felt.neutral + 0.4 * felt.surprised);
    const open = clamp((eyesOpen - limits.eyesOpen.worst) / (limits.eyesOpen.fine - limits.eyesOpen.worst));
    expression = warmth * (0.35 + 0.65 * open);
    if (open < 0.5) find("eyesClosed", "expression", "problem");
    if (felt.negative >= 0.4) find("negativeExpression", "expression", "problem");
    else if (felt.happy < 0.3) find("noSmile", "expression", "tip");
    if (expression >= 0.8) find("goodExpression", "expression", "good");

    // Composition: centring, the eye line, tilt, aspect ratio, one person.
    const offset = Math.abs(box.x + box.width / 2 - 0.5);
    const centred = falling(offset, limits.centring.fine, limits.centring.worst);
    const eyeLine = band(eyes.y, limits.eyeLine.bad, limits.eyeLine.good);
    const level = falling(Math.abs(roll), limits.roll.fine, limits.roll.worst);
    composition =
      weighted([
        [centred, 0.3],
        [eyeLine, 0.25],
        [level, 0.2],
        [aspect, 0.25],
      ]) * onePerson;
    if (centred < 0.85)
      find("offCentre", "composition", centred < 0.5 ? "problem" : "tip", {
        offset: percent(offset),
        side: box.x + box.width / 2 < 0.5 ? "left" : "right",
      });
    if (eyeLine < 0.85) find("eyeLine", "composition", eyeLine < 0.5 ? "problem" : "tip", { eyes: percent(eyes.y) });
    if (level < 0.85) find("tilted", "composition", level < 0.5 ? "problem" : "tip", { degrees: Math.round(Math.abs(roll)) });

    // Crop and framing: the face's share of the frame, room above the head and for the shoulders, nothing cut.
    const shareLimits = limits.faceShare[tool];
    const share = box.height;
    const size = band(share, shareLimits.bad, shareLimits.good);
    const above = box.y - limits.hairAboveBox * box.height;
    const headroom = band(above, limits.headroom.bad, limits.headroom.good);
    const room = (1 - box.y - box.height) / box.height;
    const shoulders = clamp((room - limits.shoulders.worst) / (limits.shoulders.fine - limits.shoulders.worst));
    const edge = 0.01;
    const cut = box.x < edge || box.y < edge || box.x + box.width > 1 - edge || box.y + box.height > 1 - edge;
    crop =
      weighted([
        [size, 0.4],
        [shoulders, 0.25],
        [headroom, 0.15],
        [cut ? 0 : 1, 0.2],
      ]) * (cut ? 0.5 : 1);
    const ideal = { low: percent(shareLimits.good[0]), high: percent(shareLimits.good[1]) };
    if (cut) find("faceCut", "crop", "problem");
    if (share < shareLimits.good[0]) find("faceSmall", "crop", size < 0.5 ? "problem" : "tip", { share: percent(share), ...ideal });
    if (share > shareLimits.good[1]) find("faceLarge", "crop", size < 0.5 ? "problem" : "tip", { share: percent(share), ...ideal });
    if (!cut && shoulders < 0.85)
      find("noShoulders", "crop", shoulders < 0.5 ? "problem" : "tip", { room: percent(1 - box.y - box.height) });
    if (!cut && above < limits.headroom.good[0]) find("headroomTight", "crop", "tip", { headroom: percent(Math.max(0, above)) });
    if (above > limits.headroom.good[1]) find("headroomLarge", "crop", headroom < 0.5 ? "problem" : "tip", { headroom: percent(above) });
    if (crop >= 0.85 && composition >= 0.85) find("goodFraming", "crop", "good");
  }

  const professional = weighted([
    [resolution, 0.35],
    [sharp, 0.35],
    [clean, 0.15],
    [onePerson, 0.15],
  ]);

  const scores: Review["scores"] = {
    lighting: toScore(lighting),
    background: toScore(background),
    expression: expression === null ? null : toScore(expression),
    composition: composition === null ? null : toScore(composition),
    crop: crop === null ? null : toScore(crop),
    professional: toScore(professional),
  };
  // A photo is as strong as its weakest part: the weighted mean, pulled towards the lowest score.
  const measured = scoreNames.flatMap((name): Array<[number, number]> => (scores[name] === null ? [] : [[scores[name]!, weights[name]]]));
  const lowest = Math.min(...measured.map(([score]) => score));
  const overall = Math.round(0.6 * weighted(measured) + 0.4 * lowest);

  let ats: number | null = null;
  if (tool === "resume") ats = atsScore(measurements, country, find);

  // "What already works" says so only where nothing in the same area needs fixing.
  const flagged = new Set(findings.filter(({ level }) => level !== "good").map(({ area }) => area));
  const order = { problem: 0, tip: 1, good: 2 } as const;
  const kept = findings.filter(({ level, area }) => level !== "good" || !flagged.has(area)).sort((a, b) => order[a.level] - order[b.level]);
  return { tool, country, scores, overall, ats, findings: kept, facesMeasured: faces !== null };
}

/**
 * The ATS score: half the file (a format every applicant portal takes, a size that fits its limits and
 * an e-mail, enough pixels for print), half the target country's attitude to a photo on a CV.
 */
function atsScore(
  { image }: Measurements,
  country: CountryCode | null,
  find: (key: FindingKey, area: FindingArea, level: Finding["level"], values?: Finding["values"]) => void,
): number {
  const limits = reviewLimits;
  const format = image.format === "webp" ? 0.5 : 1;
  if (format < 1) find("fileFormat", "file", "problem", { format: image.format.toUpperCase() });
  const size = falling(image.bytes, limits.fileBytes.fine, limits.fileBytes.worst);
  if (size < 1) find("fileSize", "file", size < 0.5 ? "problem" : "tip", { megabytes: Math.round(image.bytes / 100_000) / 10 });
  const { width, height } = limits.printSize;
  const print = Math.min(1, image.width / width, image.height / height);
  // The professional score's "too small" already says it when the short side is short.
  if (print < 1 && Math.min(image.width, image.height) >= width)
    find("printResolution", "file", "tip", { width: image.width, height: image.height, needWidth: width, needHeight: height });
  const file = weighted([
    [format, 0.4],
    [size, 0.3],
    [clamp(print), 0.3],
  ]);
  if (!country) return toScore(file);
  const norm = countries[country].photo;
  if (norm === "discouraged") find("photoDiscouraged", "country", "problem", { country });
  else if (norm === "optional") find("photoOptional", "country", "tip", { country });
  else find("photoExpected", "country", "good", { country });
  return toScore(0.5 * file + 0.5 * countryFit(country));
}
