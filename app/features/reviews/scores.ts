/**
 * The review of a photo: the spec's six scores, the overall score, the résumé review's ATS score and
 * the findings behind them, each a documented function of the measurements
 * (docs/decisions/026-photo-review-scores.md). Runs in the browser for the page and in the Worker
 * for the page without JavaScript and for the e-mailed report, so both always agree.
 */
import { countries, countryFit, type CountryCode } from "~/content/countries";
import { reviewLimits } from "~/features/photos/imaging/limits";
import type { Measurements } from "~/features/photos/imaging/measurements";

export type Tool = "linkedin" | "resume";
export const scoreNames = ["lighting", "background", "expression", "composition", "crop", "professional"] as const;
export type ScoreName = (typeof scoreNames)[number];

/**
 * Which score a finding explains; "file" and "country" belong to the résumé review's ATS score, and
 * "shape" to none: a crop gives a photo the shape its use asks for.
 */
export type FindingArea = ScoreName | "file" | "country" | "shape";

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
  | "blownHighlights"
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
  /**
   * 0 to 100; null for what was not measured: the face scores without face measurements, and every
   * score of a photo that cannot be reviewed (`unreviewable`).
   */
  scores: Record<ScoreName, number | null>;
  /** Null unless every score was measured: the face checks are part of the verdict. */
  overall: number | null;
  /**
   * The résumé review with a target country only: how well the file and the photo's presence suit
   * that country's employers and their applicant tracking systems.
   */
  ats: number | null;
  findings: Finding[];
  facesMeasured: boolean;
  /**
   * Why nothing was scored: the photo is below the tool's minimum size, or it shows no face or more
   * than one, which the upload refuses too.
   */
  unreviewable: "lowResolution" | "noFace" | "manyFaces" | null;
};

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

/** The band a score (0 to 100) or a part (0 to 1, as its score) falls in: the line findings and verdicts share. */
export function bandOf(score: number): "fine" | "tip" | "problem" {
  if (score >= toScore(reviewLimits.part.fine)) return "fine";
  return score < toScore(reviewLimits.part.problem) ? "problem" : "tip";
}
const needsWord = (value: number) => bandOf(toScore(value)) !== "fine";

/** One measured part of a score: its value (0 to 1), its weight, and the finding that names it when it falls short. */
type Part = { value: number; weight: number; finding?: { key: FindingKey; values?: Finding["values"] } };

/**
 * A score from its parts: their weighted mean, but never above its weakest part when that part needs
 * a word, so that a score never reads better than what its findings say ("Too dark" never stands
 * beside a lighting score in the "Ready to use" band).
 */
function scoreOf(parts: Part[]): number {
  const mean = weighted(parts.map(({ value, weight }) => [value, weight]));
  const weakest = Math.min(...parts.map(({ value }) => value));
  return needsWord(weakest) ? Math.min(mean, weakest) : mean;
}

const unmeasured: Review["scores"] = {
  lighting: null,
  background: null,
  expression: null,
  composition: null,
  crop: null,
  professional: null,
};

export function reviewPhoto(measurements: Measurements, tool: Tool, country: CountryCode | null = null): Review {
  const { image, pixels, faces } = measurements;
  const limits = reviewLimits;
  const findings: Finding[] = [];
  const say = (area: FindingArea, parts: Part[]) => {
    for (const { value, finding } of parts) {
      const band = bandOf(toScore(value));
      if (!finding || band === "fine" || findings.some(({ key }) => key === finding.key)) continue;
      findings.push({ key: finding.key, area, level: band, values: finding.values ?? {} });
    }
  };
  const base = { tool, country, facesMeasured: faces !== null };

  // What cannot be reviewed gets no scores: one finding, and what to do.
  const minSide = Math.min(image.width, image.height);
  const needed = limits.minSide[tool];
  if (minSide < needed) {
    const finding: Finding = {
      key: tool === "linkedin" ? "lowResolution" : "lowResolutionPrint",
      area: "professional",
      level: "problem",
      values: { width: image.width, height: image.height, minimum: needed, recommended: limits.recommendedSide },
    };
    return { ...base, scores: unmeasured, overall: null, ats: null, findings: [finding], unreviewable: "lowResolution" };
  }
  // The upload's rule: a photo of one person, or none at all.
  if (faces && (faces.count !== 1 || !faces.face)) {
    const key = faces.count > 1 ? "manyFaces" : "noFace";
    const finding: Finding = { key, area: "composition", level: "problem", values: key === "manyFaces" ? { count: faces.count } : {} };
    return { ...base, scores: unmeasured, overall: null, ats: null, findings: [finding], unreviewable: key };
  }

  // Lighting: exposure, clipped highlights and shadows, contrast and colour cast.
  const brightness = Math.round((pixels.brightness / 255) * 100);
  const lightingParts: Part[] = [
    {
      value: band(pixels.brightness, limits.brightness.bad, limits.brightness.good),
      weight: 0.35,
      finding: { key: pixels.brightness < limits.brightness.good[0] ? "tooDark" : "tooBright", values: { brightness } },
    },
    {
      // White patches in a photo of normal brightness: a window or the sun behind, not an overexposed photo.
      value: falling(pixels.highlights, limits.highlights.fine, limits.highlights.worst),
      weight: 0.2,
      finding: { key: "blownHighlights", values: { highlights: percent(pixels.highlights) } },
    },
    {
      value: falling(pixels.shadows, limits.shadows.fine, limits.shadows.worst),
      weight: 0.15,
      finding: { key: "crushedShadows", values: { shadows: percent(pixels.shadows) } },
    },
    {
      value: band(pixels.contrast, limits.contrast.bad, limits.contrast.good),
      weight: 0.2,
      finding: {
        key: pixels.contrast < limits.contrast.good[0] ? "lowContrast" : "harshContrast",
        values: { contrast: Math.round(pixels.contrast) },
      },
    },
    {
      value: pixels.castHue === "none" ? 1 : falling(pixels.cast, limits.cast.fine, limits.cast.worst),
      weight: 0.1,
      finding: { key: "colourCast", values: { hue: pixels.castHue } },
    },
  ];
  say("lighting", lightingParts);

  // Background: clutter (edges) and unevenness (spread of its light).
  const backgroundParts: Part[] = [
    {
      value: falling(pixels.clutter, limits.clutter.fine, limits.clutter.worst),
      weight: 0.6,
      finding: { key: "busyBackground", values: { clutter: percent(pixels.clutter) } },
    },
    {
      value: falling(pixels.backgroundSpread, limits.backgroundSpread.fine, limits.backgroundSpread.worst),
      weight: 0.4,
      finding: { key: "unevenBackground" },
    },
  ];
  say("background", backgroundParts);

  // Professional appearance: resolution above the minimum, sharpness, noise.
  const professionalParts: Part[] = [
    // Above the minimum nothing is wrong with the resolution; more pixels only add a little.
    { value: limits.part.fine + (1 - limits.part.fine) * clamp((minSide - needed) / (limits.recommendedSide - needed)), weight: 0.35 },
    {
      value: clamp((pixels.sharpness - limits.sharpness.worst) / (limits.sharpness.fine - limits.sharpness.worst)),
      weight: 0.35,
      finding: { key: "blurry", values: { sharpness: Math.round(pixels.sharpness) } },
    },
    {
      value: falling(pixels.noise, limits.noise.fine, limits.noise.worst),
      weight: 0.15,
      finding: { key: "noisy", values: { noise: Math.round(pixels.noise * 10) / 10 } },
    },
  ];
  say("professional", professionalParts);

  // The shape is what each tool's use asks for: LinkedIn's square, or the target country's print size
  // (45 × 60 mm in Germany, else 35 × 45 mm). It needs no face. A crop gives any photo that shape,
  // so it is a tip at most and part of no score: a good portrait in landscape is still a good portrait.
  const printSize = (country && countries[country].sizeMm) || limits.printSizeMm;
  const shape = printSize.width / printSize.height;
  const aspectLimits =
    tool === "linkedin"
      ? limits.aspect.linkedin
      : { bad: limits.aspect.resume.bad, good: [shape - limits.aspect.resume.tolerance, shape + limits.aspect.resume.tolerance] };
  if (needsWord(band(image.width / image.height, aspectLimits.bad, aspectLimits.good))) {
    findings.push({
      key: tool === "linkedin" ? "linkedinAspect" : "resumeAspect",
      area: "shape",
      level: "tip",
      values: { width: image.width, height: image.height, size: `${printSize.width} × ${printSize.height}` },
    });
  }

  const scores: Review["scores"] = {
    lighting: toScore(scoreOf(lightingParts)),
    background: toScore(scoreOf(backgroundParts)),
    expression: null,
    composition: null,
    crop: null,
    professional: toScore(scoreOf(professionalParts)),
  };

  if (!faces?.face) {
    findings.push({ key: "faceChecksNeedScript", area: "composition", level: "tip", values: {} });
  } else {
    const { box, eyes, roll, eyesOpen, expression: felt } = faces.face;

    // Expression: a warm, open face reads as approachable; closed eyes spoil any expression.
    const tense = felt.negative >= limits.tense;
    const expressionParts: Part[] = [
      {
        value: clamp((eyesOpen - limits.eyesOpen.worst) / (limits.eyesOpen.fine - limits.eyesOpen.worst)),
        weight: 0.35,
        finding: { key: "eyesClosed" },
      },
      {
        value: tense
          ? Math.min(limits.part.problem - 0.01, clamp(felt.happy + 0.6 * felt.neutral))
          : clamp(felt.happy + 0.6 * felt.neutral + 0.4 * felt.surprised),
        weight: 0.65,
        finding: { key: tense ? "negativeExpression" : "noSmile" },
      },
    ];
    say("expression", expressionParts);

    // Framing, the same rule in both tools: centring, the eye line and tilt (composition);
    // the face's share of the frame, room above the head and for the shoulders, nothing cut (crop).
    const offset = Math.abs(box.x + box.width / 2 - 0.5);
    const framingParts: Part[] = [
      {
        value: falling(offset, limits.centring.fine, limits.centring.worst),
        weight: 0.3,
        finding: { key: "offCentre", values: { offset: percent(offset), side: box.x + box.width / 2 < 0.5 ? "left" : "right" } },
      },
      {
        value: band(eyes.y, limits.eyeLine.bad, limits.eyeLine.good),
        weight: 0.25,
        finding: { key: "eyeLine", values: { eyes: percent(eyes.y) } },
      },
      {
        value: falling(Math.abs(roll), limits.roll.fine, limits.roll.worst),
        weight: 0.2,
        finding: { key: "tilted", values: { degrees: Math.round(Math.abs(roll)) } },
      },
    ];
    const edge = 0.01;
    const cut = box.x < edge || box.y < edge || box.x + box.width > 1 - edge || box.y + box.height > 1 - edge;
    const share = box.height;
    const ideal = { share: percent(share), low: percent(limits.faceShare.good[0]), high: percent(limits.faceShare.good[1]) };
    const above = box.y - limits.hairAboveBox * box.height;
    const room = 1 - box.y - box.height;
    const cropParts: Part[] = [
      { value: cut ? limits.cut : 1, weight: 0.2, finding: { key: "faceCut" } },
      {
        value: band(share, limits.faceShare.bad, limits.faceShare.good),
        weight: 0.4,
        finding: { key: share < limits.faceShare.good[0] ? "faceSmall" : "faceLarge", values: ideal },
      },
      // A face the edge cuts leaves no true measure of the room around it.
      ...(cut
        ? []
        : [
            {
              value: clamp((room / box.height - limits.shoulders.worst) / (limits.shoulders.fine - limits.shoulders.worst)),
              weight: 0.25,
              finding: { key: "noShoulders", values: { room: percent(room) } },
            } satisfies Part,
            {
              value: band(above, limits.headroom.bad, limits.headroom.good),
              weight: 0.15,
              finding: {
                key: above < limits.headroom.good[0] ? "headroomTight" : "headroomLarge",
                values: { headroom: percent(Math.max(0, above)) },
              },
            } satisfies Part,
          ]),
    ];
    say("composition", framingParts);
    say("crop", cropParts);
    if (![...framingParts, ...cropParts].some(({ value }) => needsWord(value))) {
      findings.push({ key: "goodFraming", area: "crop", level: "good", values: {} });
    }
    scores.expression = toScore(scoreOf(expressionParts));
    scores.composition = toScore(scoreOf(framingParts));
    scores.crop = toScore(scoreOf(cropParts));
  }

  const praise: Array<[ScoreName, FindingKey]> = [
    ["lighting", "goodLight"],
    ["background", "calmBackground"],
    ["expression", "goodExpression"],
  ];
  for (const [name, key] of praise) {
    if (scores[name] !== null && bandOf(scores[name]) === "fine") findings.push({ key, area: name, level: "good", values: {} });
  }

  // The overall score only where every score was measured: a photo is as strong as its weakest part,
  // so the weighted mean is pulled towards the lowest score.
  const measured = scoreNames.map((name): [number | null, number] => [scores[name], weights[name]]);
  const overall = measured.every((entry): entry is [number, number] => entry[0] !== null)
    ? Math.round(0.6 * weighted(measured) + 0.4 * Math.min(...measured.map(([score]) => score)))
    : null;

  const ats = tool === "resume" ? atsScore(measurements, country, (finding) => findings.push(finding)) : null;

  const order = { problem: 0, tip: 1, good: 2 } as const;
  findings.sort((a, b) => order[a.level] - order[b.level]);
  return { ...base, scores, overall, ats, findings, unreviewable: null };
}

/**
 * The ATS score: half the file (a format every applicant portal takes, a size that fits its limits and
 * an e-mail, enough pixels for print), half the target country's attitude to a photo on a CV. Without
 * a country there is no score, whose words speak of applications there; the file's findings stand.
 */
function atsScore({ image }: Measurements, country: CountryCode | null, add: (finding: Finding) => void): number | null {
  const limits = reviewLimits;
  const find = (key: FindingKey, area: FindingArea, level: Finding["level"], values: Finding["values"] = {}) =>
    add({ key, area, level, values });
  const format = image.format === "webp" ? 0.5 : 1;
  if (format < 1) find("fileFormat", "file", "problem", { format: image.format.toUpperCase() });
  const size = falling(image.bytes, limits.fileBytes.fine, limits.fileBytes.worst);
  if (size < 1) find("fileSize", "file", size < 0.5 ? "problem" : "tip", { megabytes: Math.round(image.bytes / 100_000) / 10 });
  const { width, height } = limits.printSize;
  const print = Math.min(1, image.width / width, image.height / height);
  if (print < 1) find("printResolution", "file", "tip", { width: image.width, height: image.height, needWidth: width, needHeight: height });
  const file = weighted([
    [format, 0.4],
    [size, 0.3],
    [clamp(print), 0.3],
  ]);
  if (!country) return null;
  const norm = countries[country].photo;
  if (norm === "discouraged") find("photoDiscouraged", "country", "problem", { country });
  else if (norm === "optional") find("photoOptional", "country", "tip", { country });
  else find("photoExpected", "country", "good", { country });
  return toScore(0.5 * file + 0.5 * countryFit(country));
}
