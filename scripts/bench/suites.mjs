/** The fuzz and fault suites in full (tests/integration), run after the figures. */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "../lib/worker.mjs";

/**
 * Runs one Vitest file in full and prints its totals; a failed test, or a file that cannot run (or
 * does not exist), fails the bench.
 */
function runSuite(label, file, env = {}) {
  const results = path.join(root, "node_modules/.cache/resoume-bench", `${path.basename(file, ".test.ts")}.json`);
  rmSync(results, { force: true });
  console.log(
    `\n> ${Object.entries(env)
      .map(([name, value]) => `${name}=${value} `)
      .join("")}npx vitest run ${file}`,
  );
  const run = spawnSync("npx", ["vitest", "run", file, "--reporter=dot", "--reporter=json", `--outputFile=${results}`], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  let totals = null;
  try {
    const { numPassedTests, numFailedTests, numTotalTests } = JSON.parse(readFileSync(results, "utf8"));
    if (numTotalTests > 0) totals = { passed: numPassedTests, failed: numFailedTests };
  } catch {
    totals = null;
  }
  const ok = run.status === 0 && totals !== null && totals.failed === 0;
  return { label, ok, text: totals ? `${totals.passed} passed, ${totals.failed} failed` : "did not run" };
}

/** Runs the fuzz and fault suites, prints a line of totals for each, and tells whether both passed. */
export function runFuzzAndFaultSuites() {
  const suites = [
    // What is stored is checked after each run of 100 invalid requests rather than after each one:
    // checking after each would take hours here (tests/integration/fuzz.test.ts).
    runSuite("fuzz suite (10,000 runs per property)", "tests/integration/fuzz.test.ts", { FUZZ_RUNS: "10000", FUZZ_STORE_EVERY: "100" }),
    runSuite("fault suite", "tests/integration/faults.test.ts"),
  ];
  console.log();
  for (const { label, ok, text } of suites) console.log(`${label}: ${text}${ok ? "" : "  FAILED"}`);
  return suites.every((suite) => suite.ok);
}
