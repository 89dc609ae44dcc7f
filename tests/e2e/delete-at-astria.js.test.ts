/**
 * An order made at Astria (its stand-in, tests/fakes/astria.ts, on a server of its own that `npm
 * start` would run against it) whose answers include another person, two people and no face: the
 * buyer's gallery holds the plan's count of images all the same, and the operator's dashboard counts
 * each refused one by its reason (ADR 081). Then "Delete everything now": the tune and every prompt
 * with the buyer's generated faces are gone from Astria within a minute, without anyone running the
 * cron, and the order's page, which says so while it is under way, then says that everything is gone.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { resources } from "~/locales/resources.server";
import { fill } from "~/utils/translate";
import { startFakeAstria, type FakeAstria } from "../fakes/astria";
import { square } from "../setup/photos";
import { seedOrder } from "../setup/seed-order";
import { expect, gotoReady, operatorCredentials, test } from "./fixtures";
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
  astria = await startFakeAstria({ image: square("man-formal-portrait.jpg", "top") });
  // Half the side asked for: the faces are as large in the frame, and the check reads them in a quarter of the time.
  astria.scaleImages(1 / 2);
  // Astria calls back the address the Worker gave it, as it does in production.
  astria.deliverTo(({ url, body }) =>
    fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
  rmSync(serverState, { recursive: true, force: true });
  server = await startLocalServer({
    port,
    env: {
      STATE_DIR: serverState,
      APP_ENV: "test",
      ADMIN_TOKEN: operatorCredentials.password,
      ...astria.vars,
      ASTRIA_RETRY_SECONDS: "1",
      JOB_POLL_SECONDS: "2",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await astria?.close();
});

test("an order at Astria whose answers include strangers is full and the dashboard counts the refusals; then “delete everything now” leaves nothing there within a minute, and the page says when", async ({
  page,
  context,
  browser,
}) => {
  // The job at Astria's stand-in, then the deletion there.
  test.setTimeout(150_000);
  const strings = resources.en.createHeadshot;
  // Ready to start, written into this server's storage (ADR 067); the job at Astria is started by the page's button.
  const stores = await openStores(path.resolve(serverState, "v3"));
  const email = "strangers.at.astria@example.com";
  const { id: order, cookie } = await seedOrder(stores, {
    state: "photos_ready",
    plan: "BASIC",
    styles: ["corporate"],
    email,
    secret: localValues.ORDER_LINK_SECRET!,
  }).finally(() => stores.dispose());
  // The first prompt's first three images: another person, two people, no face.
  astria.answerPrompts([
    [square("woman-indoor-portrait.jpg", "whole"), square("two-people.jpg", "whole"), square("man-full-body.jpg", "bottom")],
  ]);
  await context.addCookies([{ ...cookie, url: `http://127.0.0.1:${port}`, httpOnly: true, sameSite: "Lax" }]);
  await gotoReady(page, "/create-headshot");
  await page.getByRole("button", { name: strings.upload.start.button }).click();
  await expect(page.getByRole("heading", { name: strings.results.heading, exact: true })).toBeVisible({ timeout: 90_000 });
  // The Basic pack's twelve, none of them a stranger's.
  const corporate = resources.en.gallery.styles.corporate;
  await expect(page.getByRole("heading", { level: 2, name: `${corporate} ${fill(strings.gallery.count, { count: 12 })}` })).toBeVisible();
  await expect(page.locator(".gallery__short")).toHaveCount(0);

  const operator = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, httpCredentials: operatorCredentials });
  try {
    const dashboard = await operator.newPage();
    await gotoReady(dashboard, "/dashboard");
    const { delivered } = resources.en.dashboard;
    const row = dashboard.getByRole("table", { name: delivered.heading }).getByRole("row").filter({ hasText: email });
    const refusal = (reason: keyof typeof delivered.refusals) => fill(delivered.refusal, { reason: delivered.refusals[reason], count: 1 });
    // Made, refused by reason, delivered, and what the images made cost there.
    await expect(row.getByRole("cell").nth(4)).toHaveText("15");
    const [made, refused, kept, cost] = (await row.getByRole("cell").allInnerTexts()).slice(4, 8);
    expect([made, kept, cost]).toEqual(["15", "12", "$0.75"]);
    expect(refused!.split(", ").sort()).toEqual([refusal("no face"), refusal("several faces"), refusal("someone else")]);
  } finally {
    await operator.close();
  }

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
