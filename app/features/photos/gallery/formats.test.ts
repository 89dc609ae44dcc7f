import { describe, expect, test } from "vitest";
import { cvCountries, framing, cvCountryFor, formatQuery, frameOf, parseFormat, type DownloadFormat } from "./formats";

const parsed = (query: string) => parseFormat(new URLSearchParams(query));

describe("a download format in an address", () => {
  test.each<[string, DownloadFormat | null]>([
    ["", { kind: "original" }],
    ["format=original", { kind: "original" }],
    ["format=linkedin", { kind: "linkedin" }],
    ["format=cv&country=ES", { kind: "cv", country: "ES" }],
    ["format=cv", null],
    ["format=cv&country=US", null],
    ["format=cv&country=es", null],
    ["format=passport", null],
  ])("%j is %j, and reads back from its own query", (query, format) => {
    expect(parsed(query)).toEqual(format);
    if (format) expect(parsed(formatQuery(format).slice(1))).toEqual(format);
  });
});

test("the CV formats are the countries' print sizes at 300 dpi", () => {
  expect(cvCountries).toEqual(["DE", "AT", "CH", "FR", "ES", "IT", "NL", "BE"]);
  expect(frameOf({ kind: "cv", country: "DE" })).toMatchObject({ width: 531, height: 709, name: "cv-45x60mm" });
  expect(frameOf({ kind: "cv", country: "IT" })).toMatchObject({ width: 413, height: 531, name: "cv-35x45mm" });
  expect(frameOf({ kind: "cv", country: "ES" })).toMatchObject({ width: 307, height: 378, name: "cv-26x32mm" });
  expect(frameOf({ kind: "linkedin" })).toMatchObject({ width: 800, height: 800, name: "linkedin" });
});

test("the CV's country starts where the edge places the buyer, where CVs carry a photo", () => {
  expect(cvCountryFor("FR", "en")).toBe("FR");
  expect(cvCountryFor("GB", "en")).toBeNull();
  expect(cvCountryFor(null, "en")).toBeNull();
  expect(cvCountryFor("GB", "de")).toBe("DE");
  expect(cvCountryFor(null, "es")).toBe("ES");
  expect(cvCountryFor("US", "de")).toBe("DE");
});

describe("the part of a headshot a frame shows, or why it shows none", () => {
  const german = frameOf({ kind: "cv", country: "DE" });
  const spanish = frameOf({ kind: "cv", country: "ES" });
  const linkedIn = frameOf({ kind: "linkedin" });
  // A face in a 1024 px headshot: eyes at (500, 400), chin 130 px below.
  const face = { eyes: { x: 500, y: 400 }, chin: { x: 505, y: 530 } };

  test("puts the eye line and the head's height where the country's norm says", () => {
    const box = framing(1024, 1024, face, german);
    if (typeof box === "string") throw new Error(box);
    expect(box.width / box.height).toBeCloseTo(45 / 60, 2);
    // The head, 1.8 times the eyes' height above the chin, is 55 % of the height; the eyes 40 % from the top.
    expect((1.8 * 130) / box.height).toBeCloseTo(0.55, 2);
    expect((400 - box.top) / box.height).toBeCloseTo(0.4, 2);
    expect(Math.abs(box.left + box.width / 2 - 500)).toBeLessThanOrEqual(1);
  });

  test.each([
    ["at the top edge", { eyes: { x: 500, y: 60 }, chin: { x: 500, y: 190 } }],
    ["at the left edge", { eyes: { x: 80, y: 400 }, chin: { x: 80, y: 530 } }],
    ["filling the image", { eyes: { x: 512, y: 420 }, chin: { x: 512, y: 900 } }],
  ])("a head %s is too close for the norm: the format is not offered rather than filled with a band", (_, near) => {
    for (const frame of [german, spanish, linkedIn]) expect(framing(1024, 1024, near, frame)).toBe("tooClose");
  });

  test("a headshot without a face found gives no format: its place is not guessed", () => {
    for (const frame of [german, spanish, linkedIn]) expect(framing(1024, 1024, null, frame)).toBe("noFace");
  });

  test("a box a rounding's pixel past the edge is kept within the image", () => {
    // The LinkedIn box of this face starts a pixel above the image.
    const edge = { eyes: { x: 512, y: 324 }, chin: { x: 512, y: 539 } };
    const box = framing(1024, 1024, edge, linkedIn);
    if (typeof box === "string") throw new Error(box);
    expect(box.top).toBe(0);
  });
});
