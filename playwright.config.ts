import { defineConfig, devices } from "@playwright/test";

const port = 8788;
export const baseURL = `http://127.0.0.1:${port}`;

// Files named *.js.test.ts need JavaScript, *.nojs.test.ts are about pages without it; every other
// test file runs twice, with JavaScript on and off.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  workers: 2,
  // One retry in CI absorbs a slow first start of the server on a loaded machine; a retried
  // test is still reported (as flaky) in the summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    locale: "en-US",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      // Chromium's own background traffic is refused on this closed network; keep it quiet.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", testIgnore: "**/*.nojs.test.ts", use: { javaScriptEnabled: true } },
    { name: "no-js", testIgnore: "**/*.js.test.ts", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      STATE_DIR: ".wrangler/e2e-state",
      APP_ENV: "test",
      ADMIN_TOKEN: "e2e-operator-token-0123456789",
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
