/**
 * "Delete everything now" on an order made at Astria (its stand-in, tests/fakes/astria.ts, on a
 * server of its own that `npm start` would run against it): the tune and every prompt with the
 * buyer's generated faces are gone from Astria within a minute, without anyone running the cron,
 * and the order's page, which says so while it is under way, then says that everything is gone.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { resources } from "~/locales/resources.server";
import { startFakeAstria, type FakeAstria } from "../fakes/astria";
import { photo } from "../setup/photos";
import { seedOrder } from "../setup/seed-order";
import { expect, gotoReady, test } from "./fixtures";
import { stateDir } from "../../playwright.config";
import { startLocalServer, type LocalServer } from "../../scripts/lib/local-server.mjs";
import { openStores } from "../../scripts/lib/worker.mjs";
import { localValues } from "../../app/utils/variables.mjs";

const port = Number(process.env.E2E_PORT ?? 8788) + 30;
const serverState = `${stateDir}-astria`;
let astria: FakeAstria;
let server: LocalServer;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  astria = await startFakeAstria({ image: photo("man-formal-portrait.jpg") });
  // What is deleted is counted, not looked at: small images are made and stored in a fraction of the time.
  astria.scaleImages(1 / 8);
  // Astria calls back the address the Worker gave it, as it does in production.
  astria.deliverTo(({ url, body }) =>
    fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
  rmSync(serverState, { recursive: true, force: true });
  server = await startLocalServer({
    port,
    env: { STATE_DIR: serverState, APP_ENV: "test", ...astria.vars, ASTRIA_RETRY_SECONDS: "1", JOB_POLL_SECONDS: "2" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await astria?.close();
});

test("a buyer's “delete everything now” leaves nothing at Astria within a minute, and the page says when", async ({ page, context }) => {
  // The job at Astria's stand-in, then the deletion there.
  test.setTimeout(150_000);
  const strings = resources.en.createHeadshot;
  // Ready to start, written into this server's storage (ADR 067); the job at Astria is started by the page's button.
  const stores = await openStores(path.resolve(serverState, "v3"));
  const { id: order, cookie } = await seedOrder(stores, { state: "photos_ready", secret: localValues.ORDER_LINK_SECRET! }).finally(() =>
    stores.dispose(),
  );
  await context.addCookies([{ ...cookie, url: `http://127.0.0.1:${port}`, httpOnly: true, sameSite: "Lax" }]);
  await gotoReady(page, "/create-headshot");
  await page.getByRole("button", { name: strings.upload.start.button }).click();
  await expect(page.getByRole("heading", { name: strings.results.heading, exact: true })).toBeVisible({ timeout: 90_000 });
  const tune = astria.tunes.find((candidate) => candidate.title === order)!;
  const ofTheOrder = () =>
    astria.prompts.filter((prompt) => prompt.tune_id === tune.id || prompt.text.includes(`<lora:${tune.id}:1>`)).length;
  expect(ofTheOrder()).toBeGreaterThan(0);

  const section = page.getByRole("region", { name: strings.deleteNow.heading });
  await section.getByLabel(strings.deleteNow.confirm).check();
  await section.getByRole("button", { name: strings.deleteNow.button }).click();
  await expect(page.getByRole("heading", { name: strings.deleted.heading })).toBeVisible();

  await expect
    .poll(() => ({ tune: astria.tunes.some((candidate) => candidate.id === tune.id), prompts: ofTheOrder() }), { timeout: 60_000 })
    .toEqual({
      tune: false,
      prompts: 0,
    });
  // The page looks again by itself until the deletion there is done.
  await expect(page.getByText(strings.deleted.text)).toBeVisible({ timeout: 15_000 });
});
