/**
 * The limits on what ./measurements.ts measures: the free reviews score by them
 * (features/reviews/scores.ts), and the check of generated headshots refuses a face too small or
 * too large, eyes closed or blur below the same floors (docs/decisions/081-headshots-checked-before-they-count.md).
 * They sit with the image code both share, so that the photo pipeline does not reach into the reviews.
 */

/**
 * The thresholds, one table for both tools. Where one comes from outside this project the ADR names
 * its source: LinkedIn's 400 × 400 px minimum for a profile photo, a 35 × 45 mm print at 300 dpi
 * (413 × 531 px), the eye-aspect-ratio blink threshold of Soukupová and Čech (2016); the others were
 * set on the photographs in the tests (docs/decisions/037-reviews-score-what-they-measured.md).
 * Only what the photo is for differs between the tools: the pixels it needs and its shape.
 */
export const reviewLimits = {
  /** Below it on the short side a photo gets no scores, only the finding that says what it needs. */
  minSide: { linkedin: 400, resume: 413 },
  recommendedSide: 1000,
  printSize: { width: 413, height: 531 },
  printSizeMm: { width: 35, height: 45 },
  /**
   * A part of a score (0 to 1) at or above `fine` is not worth a word; below it, it is a tip, and
   * below `problem` a problem. The same two lines decide the scores' words (`verdictOf`).
   */
  part: { fine: 0.85, problem: 0.5 },
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
  /** The face's height as a share of the frame's: head and shoulders, for a profile circle and a CV alike. */
  faceShare: { bad: [0.08, 0.75], good: [0.22, 0.55] },
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
  /** Negative expressions' share from which the expression reads as tense rather than merely neutral. */
  tense: 0.4,
  /** The part a face cut by the frame's edge leaves its score. */
  cut: 0.3,
  /** Aspect ratio (width / height): LinkedIn shows a square; a CV's photo is portrait, within 0.07 of its print size's shape. */
  aspect: { linkedin: { bad: [0.5, 2], good: [0.8, 1.25] }, resume: { bad: [0.5, 1.2], tolerance: 0.07 } },
  /** An applicant portal's usual upload limit; well under it is better for e-mail and PDF. */
  fileBytes: { fine: 1_000_000, worst: 5_000_000 },
} as const;
