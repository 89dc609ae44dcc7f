import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * The repository explains itself: what its code, tests and documents point to is inside it. A
 * reference to a document kept beside a checkout, or to a path of one machine, means nothing to the
 * next reader; a reference to a decision record or a document that is gone misleads.
 */
const root = path.resolve(import.meta.dirname, "../..");

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => /\.(ts|tsx|mjs|cjs|js|md|css|toml|json|sql|sh)$|^\.ci\//.test(file) && file !== "package-lock.json");

const lines = tracked.flatMap((file) =>
  existsSync(path.join(root, file))
    ? readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .map((text, index) => ({ where: `${file}:${index + 1}`, text }))
    : [],
);

// Paths that leave the checkout, and the names of documents that live outside it.
const outside = [
  /\.\.\/shared\b/,
  /\/work\//,
  /(?<![\w/])architecture\.md/,
  /\b(?:providers|product-spec|house-style|stack-notes|design-card)\.md\b/,
];

test("no file refers to a document or a path outside the repository", () => {
  const found = lines.filter(({ text }) => outside.some((pattern) => pattern.test(text))).map(({ where, text }) => `${where}: ${text.trim()}`);
  expect(found).toEqual([]);
});

test("every document and decision record a file names exists", () => {
  const named = lines.flatMap(({ where, text }) =>
    [...text.matchAll(/(?<![\w./-]|astria-docs )docs\/[\w./-]*[\w-](?:\.md)?/g)].map(([reference]) => ({ where, reference })),
  );
  const decisions = readdirSync(path.join(root, "docs/decisions"));
  const missing = named.filter(({ reference }) => {
    // "docs/decisions/016" names a record by its number.
    const byNumber = /^docs\/decisions\/(\d{3})$/.exec(reference);
    if (byNumber) return !decisions.some((file) => file.startsWith(`${byNumber[1]}-`));
    return !existsSync(path.join(root, reference));
  });
  expect(missing.map(({ where, reference }) => `${where}: ${reference}`)).toEqual([]);
  // The check read the references the code is full of, not none.
  expect(named.length).toBeGreaterThan(50);
});

test("the index of decision records lists each record once, by its file", () => {
  const index = readFileSync(path.join(root, "docs/decisions/README.md"), "utf8");
  const listed = [...index.matchAll(/^\| (\d{3}) \| \[[^\]]+\]\(([^)]+)\)/gm)].map(([, number, file]) => ({ number, file }));
  const records = readdirSync(path.join(root, "docs/decisions")).filter((file) => /^\d{3}-/.test(file) && !file.startsWith("000-"));
  expect(listed.map(({ file }) => file).sort()).toEqual(records.sort());
  expect(listed.every(({ number, file }) => file.startsWith(`${number}-`))).toBe(true);
});
