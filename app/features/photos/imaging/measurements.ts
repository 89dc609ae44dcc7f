/**
 * What the photo reviews measure (docs/decisions/026-photo-review-scores.md): the pixels, the same
 * way in the browser (a canvas) and in the Worker (Photon, when JavaScript is off), and the faces,
 * which only the browser measures (the Worker only counts them). Plain numbers, so that the e-mailed report can be computed again
 * on the server from what the page measured, without the photo.
 */

/** A region of the image, as fractions of its width and height. */
export type Box = { x: number; y: number; width: number; height: number };

export type PixelMeasurements = {
  /** Mean luma (Rec. 601), 0 to 255. */
  brightness: number;
  /** Share of pixels at luma 8 or less: crushed shadows. */
  shadows: number;
  /** Share of pixels at luma 250 or more: blown-out highlights. */
  highlights: number;
  /** RMS contrast: the standard deviation of luma. */
  contrast: number;
  /** Colour cast: the mean chroma's distance from neutral (Cb and Cr, 0 to about 60). */
  cast: number;
  /** Its direction: the hue the whole photo leans to. */
  castHue: "warm" | "cool" | "green" | "magenta" | "none";
  /** Variance of the Laplacian in the sharpest of 4×4 tiles (the plane in focus), at `analysisSide`. */
  sharpness: number;
  /** Noise: Immerkaer's estimate of its standard deviation in the flattest tile, in luma steps. */
  noise: number;
  /** Share of the background's pixels on an edge (|Laplacian| above `edgeLevel`): clutter. */
  clutter: number;
  /** Standard deviation of the background's luma: patches of light and shadow, objects. */
  backgroundSpread: number;
};

export type FaceMeasurements = {
  /** Faces the detector found. */
  count: number;
  /** The largest face, when there is one. */
  face: {
    box: Box;
    /** Where the eyes are: the midpoint between the eye centres, as fractions. */
    eyes: { x: number; y: number };
    /** Head tilt: the eye line's angle to the horizontal, in degrees. */
    roll: number;
    /** Eye aspect ratio (Soukupová and Čech), the mean of both eyes: about 0.3 open, under 0.18 closed. */
    eyesOpen: number;
    /** The expression model's probabilities (they sum to 1). */
    expression: { happy: number; neutral: number; surprised: number; negative: number };
  } | null;
};

export type ImageFacts = { width: number; height: number; format: "jpeg" | "png" | "webp"; bytes: number };

export type Measurements = {
  image: ImageFacts;
  pixels: PixelMeasurements;
  /**
   * Null where faces were not measured: where the face library did not load, and without JavaScript
   * for a photo of one face (the Worker counts faces; it keeps only a count the upload refuses).
   */
  faces: FaceMeasurements | null;
};

/** The side the pixels are measured at: the short side is scaled down to it, so every figure means the same for any photo. */
export const analysisSide = 512;

/** The size an image of `width` × `height` is measured at (never enlarged). */
export function analysisSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, analysisSide / Math.min(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
/** The eye aspect ratio of one eye's six landmarks (Soukupová and Čech, 2016). */
const eyeAspect = ([p1, p2, p3, p4, p5, p6]: Point[]) => (distance(p2!, p6!) + distance(p3!, p5!)) / (2 * distance(p1!, p4!));

/** How open the eyes are (`FaceMeasurements`' `eyesOpen`), from the six landmarks of each eye. */
export const eyesOpenOf = (left: Point[], right: Point[]) => (eyeAspect(left) + eyeAspect(right)) / 2;
/** A Laplacian response above this is an edge (luma steps). */
export const edgeLevel = 24;

/**
 * Measures the pixels of an RGBA image already scaled to `analysisSide` on its short side.
 * `face`, where known, marks the person: the background is what lies above the head and beside the
 * shoulders; otherwise it is the top fifth and the outer sixths of the frame, where a portrait's
 * background usually is.
 */
export function measurePixels(data: ArrayLike<number>, width: number, height: number, face?: Box | null): PixelMeasurements {
  const count = width * height;
  const grey = new Float32Array(count);
  let sum = 0;
  let squares = 0;
  let dark = 0;
  let blown = 0;
  let cb = 0;
  let cr = 0;
  for (let i = 0; i < count; i += 1) {
    const r = data[i * 4]!;
    const g = data[i * 4 + 1]!;
    const b = data[i * 4 + 2]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    grey[i] = y;
    sum += y;
    squares += y * y;
    if (y <= 8) dark += 1;
    if (y >= 250) blown += 1;
    cb += -0.168736 * r - 0.331264 * g + 0.5 * b;
    cr += 0.5 * r - 0.418688 * g - 0.081312 * b;
  }
  const pixels = Math.max(1, count);
  const brightness = sum / pixels;
  const meanCb = cb / pixels;
  const meanCr = cr / pixels;
  const cast = Math.hypot(meanCb, meanCr);

  const laplacian = laplacianOf(grey, width, height);
  const sharpness = sharpnessOf(laplacian, width, height);
  const noise = Math.min(...tilesOf(width, height).map(([x0, x1, y0, y1]) => immerkaer(grey, width, x0, x1, y0, y1)));

  const inBackground = backgroundOf(width, height, face);
  let edges = 0;
  let backgroundPixels = 0;
  let backgroundSum = 0;
  let backgroundSquares = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      if (!inBackground(x, y)) continue;
      const i = y * width + x;
      backgroundPixels += 1;
      backgroundSum += grey[i]!;
      backgroundSquares += grey[i]! * grey[i]!;
      if (Math.abs(laplacian[i]!) > edgeLevel) edges += 1;
    }
  }
  const backgroundMean = backgroundSum / Math.max(1, backgroundPixels);

  return {
    brightness,
    shadows: dark / pixels,
    highlights: blown / pixels,
    contrast: Math.sqrt(Math.max(0, squares / pixels - brightness * brightness)),
    cast,
    castHue: cast < 4 ? "none" : castHueOf(meanCb, meanCr),
    sharpness,
    noise: Number.isFinite(noise) ? noise : 0,
    clutter: edges / Math.max(1, backgroundPixels),
    backgroundSpread: Math.sqrt(Math.max(0, backgroundSquares / Math.max(1, backgroundPixels) - backgroundMean * backgroundMean)),
  };
}

/** The Laplacian of a luma image, zero on its one-pixel border. */
function laplacianOf(grey: Float32Array, width: number, height: number): Float32Array {
  const laplacian = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      laplacian[i] = grey[i - width]! + grey[i + width]! + grey[i - 1]! + grey[i + 1]! - 4 * grey[i]!;
    }
  }
  return laplacian;
}

/** The image's four by four tiles inside its one-pixel border, as [x0, x1, y0, y1]. */
function tilesOf(width: number, height: number): Array<[number, number, number, number]> {
  const tiles = 4;
  const bounds: Array<[number, number, number, number]> = [];
  for (let ty = 0; ty < tiles; ty += 1) {
    for (let tx = 0; tx < tiles; tx += 1) {
      bounds.push([
        Math.max(1, Math.floor((tx * width) / tiles)),
        Math.min(width - 1, Math.floor(((tx + 1) * width) / tiles)),
        Math.max(1, Math.floor((ty * height) / tiles)),
        Math.min(height - 1, Math.floor(((ty + 1) * height) / tiles)),
      ]);
    }
  }
  return bounds;
}

/** Sharpness: the Laplacian's variance in the tile where it is largest (the part in focus). */
const sharpnessOf = (laplacian: Float32Array, width: number, height: number) =>
  Math.max(0, ...tilesOf(width, height).map(([x0, x1, y0, y1]) => variance(laplacian, width, x0, x1, y0, y1)));

/** `PixelMeasurements`' sharpness alone, of a luma image (Rec. 601) already at the analysis size. */
export const sharpnessOfGrey = (grey: Float32Array, width: number, height: number) =>
  sharpnessOf(laplacianOf(grey, width, height), width, height);

function variance(values: Float32Array, width: number, x0: number, x1: number, y0: number, y1: number): number {
  let total = 0;
  let squares = 0;
  let count = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const value = values[y * width + x]!;
      total += value;
      squares += value * value;
      count += 1;
    }
  }
  if (count === 0) return 0;
  const mean = total / count;
  return squares / count - mean * mean;
}

/**
 * J. Immerkaer, "Fast Noise Variance Estimation" (1996): the mean absolute response to a mask that
 * cancels smooth gradients and edges of first order, scaled to the noise's standard deviation.
 */
function immerkaer(grey: Float32Array, width: number, x0: number, x1: number, y0: number, y1: number): number {
  let total = 0;
  let count = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const i = y * width + x;
      const response =
        grey[i - width - 1]! -
        2 * grey[i - width]! +
        grey[i - width + 1]! -
        2 * grey[i - 1]! +
        4 * grey[i]! -
        2 * grey[i + 1]! +
        grey[i + width - 1]! -
        2 * grey[i + width]! +
        grey[i + width + 1]!;
      total += Math.abs(response);
      count += 1;
    }
  }
  return count === 0 ? Number.POSITIVE_INFINITY : (Math.sqrt(Math.PI / 2) * total) / (6 * count);
}

function castHueOf(cb: number, cr: number): PixelMeasurements["castHue"] {
  // Which axis leans most: red–cyan (Cr) reads as warm or cool together with blue–yellow (Cb).
  if (Math.abs(cr) >= Math.abs(cb)) return cr > 0 ? (cb > 0 ? "magenta" : "warm") : "green";
  return cb > 0 ? "cool" : "warm";
}

/** Whether a pixel is background: above the head and beside the shoulders of the person, or the frame's outer parts. */
function backgroundOf(width: number, height: number, face: Box | null | undefined): (x: number, y: number) => boolean {
  if (!face) {
    return (x, y) => y < height * 0.2 || x < width / 6 || x > (width * 5) / 6;
  }
  // A head is about 1.4 times the detector's box high (hair above it); shoulders about 3 boxes wide.
  const headTop = (face.y - face.height * 0.4) * height;
  const centre = (face.x + face.width / 2) * width;
  const headHalf = face.width * 0.75 * width;
  const shouldersHalf = face.width * 1.6 * width;
  const chin = (face.y + face.height) * height;
  return (x, y) => {
    if (y < headTop) return true;
    const half = y < chin ? headHalf : shouldersHalf;
    return Math.abs(x - centre) > half;
  };
}
