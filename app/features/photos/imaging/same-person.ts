/**
 * Whose face: the one rule by which the device (before a photo is sent) and the server (for every
 * photo it keeps) tell the set's person from someone else, on face-api's 128-number descriptors
 * (docs/decisions/035-same-person-on-the-device.md, 036-faces-checked-on-the-server.md).
 */
import type { Descriptor } from "./face-detector.client";

/**
 * The largest descriptor distance from the set's person at which a face is still theirs (face-api's
 * own threshold), measured by scripts/measure-faces.mjs on the fixtures: the same man's photos lie
 * 0.11 to 0.53 apart, other people 0.74 and more from him and from each other.
 */
export const samePersonDistance = 0.6;

export const faceDistance = (a: Descriptor, b: Descriptor) => {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += (a[index]! - b[index]!) ** 2;
  return Math.sqrt(sum);
};

/**
 * The set's person: the face with the most others within `threshold` of it, with those others (their
 * mean descriptor), so that one stranger among five selfies is the odd one whatever the order. On a
 * tie (two portraits of two people) the earlier face wins, so `faces` lists the stored photos first,
 * then the chosen ones in the order they were chosen. A null (no single face) is no one and is never
 * counted; with no face at all there is no person.
 */
export function personOf(faces: ReadonlyArray<Descriptor | null>, threshold: number = samePersonDistance): number[] | null {
  const present = faces.filter((descriptor): descriptor is Descriptor => descriptor !== null);
  const groups = present.map((face) => present.filter((other) => faceDistance(face, other) <= threshold));
  const largest = groups.reduce((best, group) => (group.length > best.length ? group : best), groups[0] ?? []);
  if (largest.length === 0) return null;
  return Array.from({ length: largest[0]!.length }, (_, index) => largest.reduce((sum, face) => sum + face[index]!, 0) / largest.length);
}

/** The positions in `faces` of those that are not the set's person ({@link personOf}). */
export function strangers(faces: ReadonlyArray<Descriptor | null>, threshold: number = samePersonDistance): Set<number> {
  const person = personOf(faces, threshold);
  if (!person) return new Set();
  return new Set(faces.flatMap((descriptor, position) => (descriptor && faceDistance(descriptor, person) > threshold ? [position] : [])));
}
