/**
 * "Delete everything now" on the order page, with JavaScript on and off: without the box ticked it
 * says why and keeps everything; ticked, the order's photos and details are gone and the page says so.
 * "Refund my order" on a delivered order the same way (ADR 091): the local checkout's order is
 * refunded here, without a store.
 */
import { resources } from "~/locales/resources.server";
import { fill } from "~/utils/translate";
import { expect, goodSelfies, gotoReady, operatorCredentials, preferLanguage, test } from "./fixtures";

for (const language of ["en", "es"] as const) {
  test(`a buyer deletes everything at once, in ${language}`, async ({ page, seed }) => {
    // Two sends of the form and three pages of a long order page, on a machine shared with the server.
    test.setTimeout(60_000);
    const strings = resources[language].createHeadshot;
    const selfie = page.getByRole("img", { name: goodSelfies.at(-1) });
    await seed({ state: "photos_ready", language });
    await gotoReady(page, language === "es" ? "/es/create-headshot" : "/create-headshot");
    await expect(selfie).toBeVisible();

    const section = page.getByRole("region", { name: strings.deleteNow.heading });
    await section.getByRole("button", { name: strings.deleteNow.button }).click();
    // At the bottom of a long page, the answer is in view: the page comes back at the form.
    await expect(page.getByRole("alert").filter({ hasText: strings.upload.errors.confirmDelete })).toBeInViewport();
    await expect(selfie).toBeVisible();

    await page.getByRole("region", { name: strings.deleteNow.heading }).getByLabel(strings.deleteNow.confirm).check();
    await page.getByRole("region", { name: strings.deleteNow.heading }).getByRole("button", { name: strings.deleteNow.button }).click();
    await expect(page.getByRole("heading", { name: strings.deleted.heading })).toBeVisible();
    await expect(page.getByText(strings.deleted.text)).toBeVisible();
    await expect(selfie).toHaveCount(0);
    // The page leads on: home, or the packs for another time.
    await page.getByRole("link", { name: strings.deleted.pricing }).click();
    await expect(page).toHaveURL(new RegExp(`${language === "es" ? "/es" : ""}/pricing$`));
  });
}

test("a buyer refunds a delivered order in one step, before downloading anything, in de", async ({ page, context, baseURL, seed }) => {
  test.setTimeout(60_000);
  const strings = resources.de.createHeadshot;
  await seed({ state: "delivered", plan: "BASIC", styles: ["corporate"], language: "de" });
  await preferLanguage(context, baseURL, "de");
  await gotoReady(page, "/create-headshot");
  await expect(page.getByRole("heading", { name: strings.results.heading })).toBeVisible();

  const section = page.getByRole("region", { name: strings.refund.heading });
  await section.getByRole("button", { name: strings.refund.button }).click();
  await expect(page.getByRole("alert").filter({ hasText: strings.upload.errors.confirmRefund })).toBeInViewport();
  await expect(page.getByRole("heading", { name: strings.results.heading })).toBeVisible();

  await page.getByRole("region", { name: strings.refund.heading }).getByLabel(strings.refund.confirm).check();
  await page.getByRole("region", { name: strings.refund.heading }).getByRole("button", { name: strings.refund.button }).click();
  // The local checkout's order is refunded here: the page says so, and the headshots are no longer offered.
  await expect(page.getByText(strings.order.refunded.split("{{date}}")[0]!)).toBeVisible();
  await expect(page.getByRole("heading", { name: strings.results.heading })).toHaveCount(0);
  await expect(page.getByRole("region", { name: strings.refund.heading })).toHaveCount(0);
});

test("after a download the buyer asks for a refund with a reason, and the operator declines it on the dashboard", async ({
  page,
  browser,
  seed,
}) => {
  test.setTimeout(90_000);
  const strings = resources.en.createHeadshot;
  const email = `asks.refund.${Date.now()}@example.com`;
  await seed({ state: "delivered", plan: "BASIC", styles: ["corporate"], language: "en", email });
  await gotoReady(page, "/create-headshot");
  await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: fill(strings.results.downloadLabel, { n: 1, style: "Corporate" }) }).click(),
  ]);
  await gotoReady(page, "/create-headshot");
  const section = page.getByRole("region", { name: strings.refund.heading });
  await section.getByLabel(strings.refund.reason).fill("The light on my face looks wrong in every one.");
  await section.getByRole("button", { name: strings.refund.send }).click();
  await expect(page.getByText(strings.refund.requests.pending)).toBeVisible();

  const operator = await browser.newContext({ httpCredentials: operatorCredentials });
  try {
    const dashboard = await operator.newPage();
    await gotoReady(dashboard, "/dashboard");
    await dashboard.getByRole("button", { name: fill(resources.en.dashboard.refunds.declineLabel, { email }) }).click();
    await expect(dashboard.getByText(resources.en.dashboard.refunds.outcomes.declined)).toBeVisible();
  } finally {
    await operator.close();
  }
  await gotoReady(page, "/create-headshot");
  await expect(page.getByText(strings.refund.requests.declined)).toBeVisible();
});
