import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * The order has one home (docs/decisions/065-the-order-in-one-home.md): every statement that reads,
 * joins or changes `orders` is a named function in app/features/orders/, so that a guard on the
 * order's state, or a change of its columns, is never written out again elsewhere.
 */
const root = path.resolve(import.meta.dirname, "../..");
const home = path.join("app", "features", "orders") + path.sep;
const onOrders = /\b(?:FROM|JOIN|UPDATE|INTO)\s+orders\b/g;

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(?:ts|tsx|js|mjs)$/.test(file))
    .map((file) => path.join(folder, file));
}

test("no SQL on orders outside app/features/orders", () => {
  const files = [...sources("app"), ...sources("workers")];
  // The walk saw the whole app, not an empty or mistyped selection.
  expect(files.length).toBeGreaterThan(200);
  const found = files
    .filter((file) => !file.startsWith(home))
    .flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (line.match(onOrders) ?? []).map((sql) => `${file}:${index + 1}: ${sql}`)),
    );
  expect(found).toEqual([]);
});
