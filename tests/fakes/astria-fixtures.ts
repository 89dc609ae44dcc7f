/**
 * Astria's documented examples (tests/fixtures/vendors/astria/, each naming the page it comes from):
 * the fake answers with them as templates, and tests/integration/astria-fake.test.ts holds the
 * fake's answers to their shapes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export type Fixture = { source: string[]; request: string; status?: number; body: unknown };

const folder = path.resolve(import.meta.dirname, "../fixtures/vendors/astria");

export const astriaFixture = (name: string): Fixture => JSON.parse(readFileSync(path.join(folder, `${name}.json`), "utf8")) as Fixture;

/** A fixture's body as an object to build from. */
export const astriaExample = (name: string) => structuredClone(astriaFixture(name).body) as Record<string, unknown>;

/**
 * A value's shape: its keys and the shapes of their values, an array's by its first item, a
 * primitive's by its type. `null` in an example stands for a field that may also hold a value.
 */
export function sameShape(example: unknown, actual: unknown, at = "body"): string[] {
  if (example === null || actual === null) return [];
  if (Array.isArray(example)) {
    if (!Array.isArray(actual)) return [`${at} should be an array`];
    return example.length && actual.length ? sameShape(example[0], actual[0], `${at}[0]`) : [];
  }
  if (typeof example === "object") {
    if (typeof actual !== "object" || Array.isArray(actual)) return [`${at} should be an object`];
    const wanted = Object.keys(example as object);
    const given = Object.keys(actual as object);
    return [
      ...wanted.filter((key) => !given.includes(key)).map((key) => `${at}.${key} is missing`),
      ...given.filter((key) => !wanted.includes(key)).map((key) => `${at}.${key} is not in the example`),
      ...wanted
        .filter((key) => given.includes(key))
        .flatMap((key) => sameShape((example as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], `${at}.${key}`)),
    ];
  }
  return typeof example === typeof actual ? [] : [`${at} should be a ${typeof example}`];
}
