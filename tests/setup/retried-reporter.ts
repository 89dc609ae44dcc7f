import { mkdirSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Writes the tests that passed only on their retry (vitest.config.ts) to
 * test-results/vitest-retried.json, as `file › name`, so that `npm test` counts and names them beside
 * the browser suite's.
 */
export default class RetriedReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const retried = modules.flatMap((module) =>
      [...module.children.allTests("passed")]
        .filter((test) => test.diagnostic()?.flaky)
        .map((test) => `${relative(process.cwd(), module.moduleId)} › ${test.fullName}`),
    );
    mkdirSync("test-results", { recursive: true });
    writeFileSync("test-results/vitest-retried.json", JSON.stringify(retried));
  }
}
