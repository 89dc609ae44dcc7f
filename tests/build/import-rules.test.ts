import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * The import rules of docs/layout.md (.dependency-cruiser.cjs): each layer imports only its own and
 * those below, and no module is part of an import circle. A broken rule is listed by name with the
 * import, or the circle, that breaks it.
 */
const root = path.resolve(import.meta.dirname, "../..");

type Violation = { rule: { name: string }; from: string; to: string; cycle?: Array<{ name: string }> };

test("the app and the Worker keep the import rules of docs/layout.md", { timeout: 180_000 }, () => {
  const cruise = spawnSync(
    path.join(root, "node_modules/.bin/depcruise"),
    ["app", "workers", "--config", ".dependency-cruiser.cjs", "--output-type", "json"],
    { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  expect(cruise.stderr).toBe("");
  const { summary } = JSON.parse(cruise.stdout) as { summary: { violations: Violation[]; totalCruised: number } };
  // The check saw the whole app, not an empty or mistyped selection.
  expect(summary.totalCruised).toBeGreaterThan(200);
  const broken = summary.violations.map(({ rule, from, to, cycle }) =>
    cycle ? `${rule.name}: ${[from, ...cycle.map((step) => step.name)].join(" → ")}` : `${rule.name}: ${from} → ${to}`,
  );
  expect(broken).toEqual([]);
});
