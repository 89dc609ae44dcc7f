#!/usr/bin/env node
/**
 * `npm test`: every suite in order, then one line with the totals over all of them, on the Node that
 * package.json pins (scripts/lib/project-node.mjs), whose version it prints first.
 *   1. the blog's articles, checked and compiled into a module (one check),
 *   2. lint and format (ESLint, then Prettier's check; one check) and, beside it, type checking (one check),
 *   3. the Worker build (dist-deploy/app.js, the artefact that is deployed),
 *   4. Vitest: unit tests beside the code, Miniflare integration tests, client build checks,
 *   5. Playwright in Debian's Chromium, JavaScript on and off, with an axe-core check of every page.
 * Suites that cannot start count as one failure each, so a broken step is never silent.
 */
import "./lib/project-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { relative } from "node:path";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";

const totals = { passed: 0, failed: 0 };
const failures = [];
const retried = [];
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };
mkdirSync("test-results", { recursive: true });

// Asked of the `node` the suites find on their PATH, which is the Node they run on.
const suitesNode = spawnSync("node", ["-p", "process.version"], { env, encoding: "utf8" }).stdout.trim();
console.log(`The suites run on Node ${suitesNode}.`);

function run(command, args, extraEnv = {}) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status === 0;
}

/**
 * Commands that need nothing from each other, side by side (they wait on one core each); each one's
 * output is printed whole when it ends, in the order given, so that no two interleave.
 */
async function runTogether(...commands) {
  const finished = commands.map(
    ([command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("error", (error) => output.push(Buffer.from(`${error}\n`)));
        child.on("close", (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }));
      }),
  );
  const results = [];
  for (const [index, [command, args]] of commands.entries()) {
    const { ok, output } = await finished[index];
    console.log(`\n> ${command} ${args.join(" ")}`);
    process.stdout.write(output);
    results.push(ok);
  }
  return results;
}

/**
 * `read` gives a report's totals, the names of its failed tests as `names`, and of those that passed
 * only on a retry as `retried`.
 */
function count(label, ok, file, read) {
  let result = null;
  try {
    result = existsSync(file) ? read(JSON.parse(readFileSync(file, "utf8"))) : null;
  } catch {
    result = null;
  }
  if (!result) result = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  retried.push(...(result.retried ?? []));
  failures.push(...(result.names?.length ? result.names : result.failed ? [label] : []));
  const flaky = result.flaky ? ` (${result.flaky} of them only on a retry)` : "";
  console.log(`${label}: ${result.passed} passed${flaky}, ${result.failed} failed`);
  totals.passed += result.passed;
  totals.failed += result.failed;
}

// Browser tests drive Debian's Chromium, in its headless shell (ADR 047); the benchmarks and
// screenshots use the full browser. Test tools cannot download their own browser here.
const browsers = ["chromium", "chromium-headless-shell"].filter((name) => !existsSync(`/usr/bin/${name}`));
if (browsers.length) {
  const apt = (...args) => (process.getuid?.() === 0 ? run("apt-get", args) : run("sudo", ["apt-get", ...args]));
  apt("update");
  apt("install", "-y", ...browsers);
}

// The blog's articles become a generated module that the type check and every build import.
const content = run("node", ["scripts/build-content.mjs"]);
count("content", content, "", () => null);

const [linted, typed] = await runTogether(["npm", ["run", "--silent", "lint"]], ["npm", ["run", "--silent", "typecheck"]]);
count("lint", linted, "", () => null);
count("typecheck", content && typed, "", () => null);

const built = run("npm", ["run", "--silent", "build:worker"]);
count("build", built, "", () => null);

for (const file of ["test-results/vitest.json", "test-results/vitest-retried.json", "test-results/e2e.json"]) {
  if (existsSync(file)) writeFileSync(file, "");
}

const vitestOk =
  built &&
  run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-results/vitest.json",
    "--reporter=./tests/setup/retried-reporter.ts",
  ]);
const vitestRetried = existsSync("test-results/vitest-retried.json")
  ? JSON.parse(readFileSync("test-results/vitest-retried.json", "utf8") || "[]")
  : [];
// A file that fails before its tests run (an import that throws) has no failed test of its own: it
// counts as one failure, so that its tests are never silently missing from the totals.
const brokenFiles = (report) =>
  report.testResults.filter((file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed")).length;
count("vitest", vitestOk, "test-results/vitest.json", (report) => ({
  passed: report.numPassedTests,
  flaky: vitestRetried.length,
  retried: vitestRetried,
  failed: report.numFailedTests + brokenFiles(report) + (report.numTotalTestSuites > 0 && report.numTotalTests === 0 ? 1 : 0),
  names: report.testResults.flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((test) => test.status === "failed");
    if (file.status === "failed" && !tests.length) return [`${where}: ${file.message?.split("\n")[0] ?? "did not run"}`];
    return tests.map((test) => `${where} › ${test.fullName}`);
  }),
}));

/**
 * Playwright's tests of a status, as `file:line [project] › title`: "unexpected" failed even on their
 * retry, "flaky" passed only on it.
 */
function withStatus(status, suites = [], titles = []) {
  return suites.flatMap((suite) => {
    // A file's suite is named by the file already; a describe block's title goes before its tests'.
    const named = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === status)
          .map((test) => `${spec.file}:${spec.line} [${test.projectName}] › ${[...named, spec.title].join(" › ")}`),
      ),
      ...withStatus(status, suite.suites, named),
    ];
  });
}

// The browser suite's server runs the bundle built above, not one built again.
const e2eOk = run("npx", ["playwright", "test"], { E2E_BUILT: "1" });
count("playwright", e2eOk, "test-results/e2e.json", (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  flaky: report.stats.flaky,
  retried: withStatus("flaky", report.suites),
  failed: report.stats.unexpected + (report.errors?.length ? 1 : 0),
  names: [
    ...withStatus("unexpected", report.suites),
    ...(report.errors ?? []).map((error) => `playwright: ${error.message?.split("\n")[0]}`),
  ],
}));

// A browser suite's server that stopped answering was started again (scripts/start.mjs --built):
// what it was doing then is shown here, at the end, where a long log is still read.
for (const dir of existsSync(".wrangler") ? readdirSync(".wrangler") : []) {
  const restarts = `.wrangler/${dir}/server-restarts.log`;
  if (dir.startsWith("e2e-state-") && existsSync(restarts) && statSync(restarts).size > 0) {
    console.log(`\nThe browser suite's server stopped answering and was started again:\n${readFileSync(restarts, "utf8")}`);
  }
}

// The failures' names go last, above the totals: a long run's log is read from its end.
if (retried.length) console.log(`\nPassed only on a retry:\n${retried.map((name) => `  ${name}`).join("\n")}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join("\n")}`);

const summary = `${totals.passed} passed, ${totals.failed} failed`;
writeFileSync("test-results/summary.txt", `${summary}\n`);
console.log(`\n${summary}`);
process.exit(totals.failed === 0 ? 0 : 1);
