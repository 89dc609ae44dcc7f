/**
 * A test file's end stops every Worker it started, also one its own hooks never got: a `beforeAll`
 * that timed out while workerd was starting left that workerd running for the rest of the suite.
 */
import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { startWorker, stopLeftWorkers } from "../setup/worker";

// Each test starts a Worker itself, which takes as long as a file's `beforeAll` may (vitest.config.ts).
const starting = { timeout: 60_000 };

/** The workerd processes this test process runs (Vitest runs each file's thread in its own process). */
const ownWorkerds = () =>
  execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(process.pid)], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes("workerd"));

test("a Worker still starting when its file ends is stopped as soon as it has started", starting, async () => {
  const before = ownWorkerds().length;
  const worker = startWorker();
  await stopLeftWorkers();
  await expect(worker).rejects.toThrow("The test file ended before its Worker had started");
  expect(ownWorkerds()).toHaveLength(before);
});

test("a Worker its file did not stop is stopped at the file's end, and stopping it again is harmless", starting, async () => {
  const before = ownWorkerds().length;
  const worker = await startWorker();
  expect(ownWorkerds()).toHaveLength(before + 1);
  await stopLeftWorkers();
  expect(ownWorkerds()).toHaveLength(before);
  await expect(worker.dispose()).resolves.toBeUndefined();
});
