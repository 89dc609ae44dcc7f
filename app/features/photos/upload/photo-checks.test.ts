/**
 * The set rule of the same-person check (docs/decisions/035-same-person-on-the-device.md) on
 * descriptors placed at known distances: who is "the set's person" must not depend on the order in
 * which the photos were chosen, and of two people one is refused. The real photographs go through
 * it in tests/e2e/upload.js.test.ts.
 */
import { describe, expect, test } from "vitest";
import de from "~/locales/de/create-headshot";
import en from "~/locales/en/create-headshot";
import es from "~/locales/es/create-headshot";
import { samePersonDistance, strangers } from "~/features/photos/imaging/same-person";
import { verdictOf } from "./photo-checks";

/** A 128-number descriptor: `person` picks the axis, `wobble` moves it along another (one photo's difference). */
const face = (person: number, wobble = 0) =>
  Float32Array.from({ length: 128 }, (_, index) => (index === person ? 1 : index === 100 ? wobble : 0));
const buyer = [0, 0.1, -0.1, 0.2, -0.2].map((wobble) => face(1, wobble));
const stranger = face(2);

describe("the set's person", () => {
  test("one stranger among the buyer's five is refused, in every place of the order", () => {
    for (let place = 0; place <= buyer.length; place += 1) {
      const set = [...buyer.slice(0, place), stranger, ...buyer.slice(place)];
      expect([...strangers(set)]).toEqual([place]);
    }
  });

  test("of two people's portraits, the later one is refused, and the stored photos count first", () => {
    expect([...strangers([face(1), face(2)])]).toEqual([1]);
    expect([...strangers([face(2), face(1)])]).toEqual([1]);
    // Two stored photos of the buyer outweigh a stranger chosen before his next selfie.
    expect([...strangers([face(1), face(1, 0.1), face(2), face(1, -0.1)])]).toEqual([2]);
  });

  test("photos without a single face are nobody, and a set of one person refuses nothing", () => {
    expect([...strangers([null, face(1), null, face(1, 0.2)])]).toEqual([]);
    expect([...strangers([null, null])]).toEqual([]);
    expect([...strangers([])]).toEqual([]);
  });

  test("faces just within the threshold are the same person, just beyond it someone else", () => {
    const near = samePersonDistance - 0.01;
    const far = samePersonDistance + 0.01;
    expect([...strangers([face(1), face(1, near)])]).toEqual([]);
    expect([...strangers([face(1), face(1, far)])]).toEqual([1]);
  });

  test("someone else and more than one face refuse the photo; the message exists in every language", () => {
    expect(verdictOf(["someoneElse"])).toBe("refuse");
    expect(verdictOf(["manyFaces"])).toBe("refuse");
    expect(verdictOf(["small"])).toBe("doubt");
    expect([en, de, es].map((strings) => strings.upload.checks.someoneElse)).toEqual([
      "This looks like someone else",
      "Das sieht nach jemand anderem aus",
      "Parece otra persona",
    ]);
  });
});
