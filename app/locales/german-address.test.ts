import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * The German site says "du" to its visitors on every page, the legal pages included
 * (docs/decisions/012-long-page-copy.md). A capitalised "Sie", "Ihr…" or "Ihnen" in the German copy
 * is the formal address, or, at a sentence's start, "they"/"their", which a reader cannot tell
 * apart from it; the copy has neither, so a sentence about a thing names the thing instead.
 */

const dir = path.join(import.meta.dirname, "de");
const modules = readdirSync(dir).filter((file) => file.endsWith(".ts") && file !== "index.ts");

/** Every string of a locale module, with the keys that lead to it. */
function* strings(value: unknown, keys: string): Generator<[string, string]> {
  if (typeof value === "string") yield [keys, value];
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) yield* strings(child, keys ? `${keys}.${key}` : key);
}

const formal = /\b(?:Sie|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres|Ihnen)\b/g;

test("the German copy reads every module of app/locales/de", () => {
  // A file left out here would go unchecked; the legal pages are the ones that once said "Sie".
  expect(modules).toEqual(expect.arrayContaining(["privacy-policy.ts", "refund-policy.ts", "terms-of-service.ts", "imprint.ts"]));
  expect(modules.length).toBeGreaterThan(30);
});

test.each(modules)("de/%s addresses the visitor with du, never Sie", async (file) => {
  const { default: copy } = (await import(path.join(dir, file))) as { default: unknown };
  const found = [...strings(copy, "")].flatMap(([keys, text]) =>
    [...text.matchAll(formal)].map(({ index }) => `${keys}: …${text.slice(Math.max(0, index - 30), index + 30)}…`),
  );
  expect(found).toEqual([]);
});
