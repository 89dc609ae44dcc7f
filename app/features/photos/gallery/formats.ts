/**
 * The formats a delivered headshot downloads in (docs/decisions/049-download-formats.md): the square
 * original; a LinkedIn profile picture; and a CV photo of a country's usual print size at 300 dpi,
 * the face placed where that country's norm puts it (~/content/countries.ts, which the résumé review reads too). Plain data
 * and arithmetic, so that the gallery's choice and the Worker's crops read the same facts.
 */
import { countries, countryCodes, countryFromEdge, type CountryCode, type Placement } from "~/content/countries";
import type { Language } from "~/utils/i18n";

/** The countries whose CVs carry a photo of a usual size: the CV format's choices. */
export const cvCountries = countryCodes.filter((code) => countries[code].sizeMm !== null);

/**
 * The CV format's country before the buyer picks one: where the edge places them, if CVs there
 * carry a photo; else the country of a German or Spanish page. English is spoken where CVs carry no
 * photo as much as where they do, so an English page without such a signal names none.
 */
export function cvCountryFor(edge: string | null, language: Language): CountryCode | null {
  const near = countryFromEdge(edge);
  if (near && cvCountries.includes(near)) return near;
  return language === "es" ? "ES" : language === "de" ? "DE" : null;
}

export type DownloadFormat = { kind: "original" } | { kind: "linkedin" } | { kind: "cv"; country: CountryCode };
export type CroppedFormat = Exclude<DownloadFormat, { kind: "original" }>;

export const original: DownloadFormat = { kind: "original" };

/**
 * A format as an address names it (`?format=cv&country=DE`): none is the original; a format or a
 * country that is not one of ours is null.
 */
export function parseFormat(search: URLSearchParams): DownloadFormat | null {
  const kind = search.get("format");
  if (kind === null || kind === "original") return original;
  if (kind === "linkedin") return { kind };
  const country = cvCountries.find((code) => code === search.get("country"));
  return kind === "cv" && country ? { kind, country } : null;
}

/** The query of a download's address in `format`, empty for the original. */
export function formatQuery(format: DownloadFormat): string {
  if (format.kind === "original") return "";
  return format.kind === "linkedin" ? "?format=linkedin" : `?format=cv&country=${format.country}`;
}

/** A print's pixels at this resolution: what a CV's layout and a printer expect of a photo. */
const dotsPerInch = 300;
const pixels = (millimetres: number) => Math.round((millimetres / 25.4) * dotsPerInch);

/**
 * LinkedIn asks for at least 400 × 400 px; twice that stays sharp on a high-density screen. Its
 * picture is shown in a circle, so the head sits in the middle, a little above, with the shoulders.
 */
const linkedIn = { width: 800, height: 800, placement: { head: 0.5, eyeLine: 0.42 } };

/**
 * What a cropped format makes: its size in pixels, where the face sits, the name its files carry, and
 * for a print the resolution its file is labelled with, so that it is inserted at its printed size.
 */
export type Frame = { width: number; height: number; placement: Placement; name: string; dotsPerInch?: number };

export function frameOf(format: CroppedFormat): Frame {
  if (format.kind === "linkedin") return { ...linkedIn, name: "linkedin" };
  const facts = countries[format.country];
  // Only the countries of `cvCountries` parse, and each of them has both.
  const { width, height } = facts.sizeMm!;
  return { width: pixels(width), height: pixels(height), placement: facts.placement!, name: `cv-${width}x${height}mm`, dotsPerInch };
}

/** Every frame a headshot downloads in besides its square, one per size (countries of one size share it). */
export const frames: readonly Frame[] = [
  frameOf({ kind: "linkedin" }),
  ...cvCountries.map((country) => frameOf({ kind: "cv", country })),
].filter((frame, index, all) => all.findIndex((other) => other.name === frame.name) === index);

/** The frame a preview's address names (`linkedin`, `cv-45x60mm`), or null. */
export const frameNamed = (name: string | null) => frames.find((frame) => frame.name === name) ?? null;

/** The long side of a thumbnail: sharp in the order page's grid and the e-mail on a phone's screen. */
const thumbnailSide = 320;

/**
 * The long sides of a tile's pictures (docs/decisions/097-tiles-as-the-web-serves-them.md): the
 * thumbnail's, for the grid's columns of 16 to about 22rem at one device pixel per CSS pixel, and
 * twice it, for the same at double density and a phone's one column (about 380 CSS pixels at 1.75).
 */
export const thumbnailSides = [thumbnailSide, 2 * thumbnailSide];

/**
 * A thumbnail's size for an image of `width` × `height` (at a long side of `side`): the gallery's
 * tiles hold their place with it.
 */
export function thumbnailSize(width: number, height: number, side = thumbnailSide): { width: number; height: number } {
  const scale = side / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A point in an image's pixels, from its top left corner. */
export type Point = { x: number; y: number };
/** Where a face is: the midpoint between its eyes, and its chin. */
export type FacePosition = { eyes: Point; chin: Point };
export type Box = { left: number; top: number; width: number; height: number };

/** The head, crown to chin, in eyes-to-chin heights: the eyes sit a little above a head's middle. */
export const headPerEyesToChin = 1.8;

/**
 * The part of an image that a frame shows, in the image's pixels: the head (1.8 times the eyes'
 * height above the chin) takes `placement.head` of the frame's height, with the eyes at
 * `placement.eyeLine` from the top and in the middle across.
 */
function cropBox({ eyes, chin }: FacePosition, frame: Frame): Box {
  const boxHeight = Math.round((headPerEyesToChin * Math.max(1, chin.y - eyes.y)) / frame.placement.head);
  const boxWidth = Math.round((boxHeight * frame.width) / frame.height);
  return {
    left: Math.round(eyes.x - boxWidth / 2),
    top: Math.round(eyes.y - frame.placement.eyeLine * boxHeight),
    width: boxWidth,
    height: boxHeight,
  };
}

/**
 * Why a headshot does not give a frame: no face was found in it, so none can be placed; or its head
 * is too large or too near an edge for the norm's placement to stay within the image.
 */
export type Unfit = "noFace" | "tooClose";

/**
 * Where a headshot of `width` × `height` gives `frame`: the norm's box around its face, where that
 * box lies within the image. Neither a guess at the face's place nor a band of filler beside the
 * image passes for the norm (docs/decisions/049-download-formats.md): the format is then not offered.
 * Rounding may take the box a pixel past an edge; that pixel is the image's last.
 */
export function framing(width: number, height: number, face: FacePosition | null, frame: Frame): Box | Unfit {
  if (!face) return "noFace";
  const box = cropBox(face, frame);
  const slack = 1;
  if (box.left < -slack || box.top < -slack || box.left + box.width > width + slack || box.top + box.height > height + slack)
    return "tooClose";
  const left = Math.max(0, Math.min(box.left, width - box.width));
  const top = Math.max(0, Math.min(box.top, height - box.height));
  return { left, top, width: Math.min(box.width, width), height: Math.min(box.height, height) };
}
