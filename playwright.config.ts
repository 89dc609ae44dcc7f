import { defineConfig, devices } from "@playwright/test";
import { euroStoreVars, storeVars } from "./tests/fakes/lemonsqueezy-store";

// E2E_PORT lets a second run (another checkout task) use its own server and state.
const port = Number(process.env.E2E_PORT ?? 8788);
export const baseURL = `http://127.0.0.1:${port}`;
export const stateDir = `.wrangler/e2e-state-${port}`;
/** The local stand-in for Plausible's Events API (tests/fakes/plausible.mjs). */
export const plausibleURL = `http://127.0.0.1:${port + 10}`;
/**
 * A second server, set up as production is: with a store (the test store of tests/fakes/lemonsqueezy.ts,
 * whose hosted checkout the browser tests answer), so that the checkout overlay and lemon.js are
 * tested where they exist. The first server sells through the local checkout, as local runs do.
 */
export const storeURL = `http://127.0.0.1:${port + 20}`;
/** The store's webhook signing secret, as that server is given it. */
export const storeWebhookSecret = "e2e-store-webhook-secret";

/** Real-looking (not placeholder) tracking ids, so that the consent rules are exercised for real. */
export const trackingIds = { GA_MEASUREMENT_ID: "G-R3S0UME2E", META_PIXEL_ID: "4815162342108", PLAUSIBLE_DOMAIN: "resoume.test" } as const;

// Files named *.js.test.ts need JavaScript, *.nojs.test.ts are about pages without it; every other
// test file runs twice, with JavaScript on and off.
/**
 * Run after the others, with nothing beside them: tests whose server makes many files in a row.
 * The seeding of another worker's test writes the same SQLite files from a second workerd
 * (tests/setup/seed-order.ts), and a write there during one of the server's reads made it answer
 * 500 (SQLITE_BUSY): the 48 crops of crops.nojs.test.ts, twice in one full run, beside two tests
 * that seeded orders. Their project waits for the others' (`--no-deps` runs such a file by itself).
 */
const alone = ["**/crops.nojs.test.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  workers: 2,
  // One retry absorbs a moment when the one server is held up (a first start, or a job's images made
  // in its one thread while both workers wait on it) on this two-core machine; a retried test is
  // still reported (as flaky) in the summary, and one that fails twice fails.
  retries: 1,
  timeout: 30_000,
  // A healthy run takes about half an hour here; far past that, it stops and reports, well within
  // the time CI gives the whole of `npm test`.
  globalTimeout: 55 * 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    locale: "en-US",
    // The local server has no edge to place visitors (scripts/start.mjs): by default they come from
    // the US, and the consent tests send an EU country instead. The buy button's wording is the
    // experiment's control unless a test says otherwise.
    extraHTTPHeaders: { "CF-IPCountry": "US" },
    storageState: {
      cookies: [
        {
          name: "ab_cta_variant",
          value: "control",
          domain: "127.0.0.1",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      // The discount popup opens 12 s into any visit; on a busy machine a test can stay that long on
      // a page. It is kept away (dismissed until 2100) unless a test is about the popup.
      origins: [baseURL, storeURL].map((origin) => ({ origin, localStorage: [{ name: "nl_dismissed_until", value: "4102444800000" }] })),
    },
    launchOptions: {
      // Debian's Chromium in its headless shell, as Playwright runs headless Chromium by default: the
      // full browser's headless mode costs twice the time on this machine (ADR 047).
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell",
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
    { name: "js", testIgnore: ["**/*.nojs.test.ts", ...alone], use: { javaScriptEnabled: true } },
    { name: "no-js", testIgnore: ["**/*.js.test.ts", ...alone], use: { javaScriptEnabled: false } },
    { name: "no-js, alone", testMatch: alone, dependencies: ["js", "no-js"], use: { javaScriptEnabled: false } },
  ],
  webServer: {
    // The two servers and the Plausible stand-in (tests/setup/e2e-servers.mjs): the servers start side
    // by side, and the stand-in answers once both do. `npm test` has built the bundle already (E2E_BUILT).
    command: `${process.env.E2E_BUILT ? "" : "npm run --silent build:worker && "}node tests/setup/e2e-servers.mjs`,
    url: `${plausibleURL}/events`,
    env: {
      PLAUSIBLE_PORT: String(port + 10),
      E2E_SERVERS: JSON.stringify([
        {
          // The deployable bundle in workerd without wrangler's dev proxy (scripts/start.mjs).
          port,
          env: {
            STATE_DIR: stateDir,
            APP_ENV: "test",
            ADMIN_TOKEN: "e2e-operator-token-0123456789",
            ...trackingIds,
            PLAUSIBLE_API_URL: plausibleURL,
            // A generation job's fixed waits, short (as in the Miniflare tests): the journeys follow jobs
            // to their end, and none is about how long these last.
            LOCAL_TRAINING_MS: "300",
            IMAGE_RETRY_MS: "50",
          },
        },
        {
          port: port + 20,
          env: {
            STATE_DIR: `${stateDir}-store`,
            APP_ENV: "test",
            // The operator's outbox holds the e-mail with the order's link, which a buyer without the overlay follows.
            ADMIN_TOKEN: "e2e-operator-token-0123456789",
            ...trackingIds,
            PLAUSIBLE_API_URL: plausibleURL,
            ...storeVars,
            ...euroStoreVars,
            LEMONSQUEEZY_WEBHOOK_SECRET: storeWebhookSecret,
          },
        },
      ]),
    },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
