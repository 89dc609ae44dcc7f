/**
 * The whole purchase on one machine, once with JavaScript (in German, chosen as a preference) and
 * once without (in Spanish, by its address), on the local generator: pricing, the local checkout,
 * real selfies, the styles, the start, the progress, then the delivery e-mail in the outbox and the
 * headshots to download, each a real JPEG of the preview's size, which the page states beside the
 * plan's. The same texts in every language are
 * tests/integration/purchase.test.ts's.
 */
import { imageSize, sniffFormat } from "~/features/photos/imaging/image-file";
import { plans } from "~/content/business";
import { resources } from "~/locales/resources.server";
import { formatDuration } from "~/utils/format.server";
import { fill } from "~/utils/translate";
import { expect, gotoReady, operatorCredentials, preferLanguage, scriptsEnabled, test, uploadSelfies } from "./fixtures";

test("from the pricing page to the delivered headshots", async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const language = scriptsEnabled() ? "de" : "es";
  const { plans: planStrings, localCheckout, createHeadshot: strings, gallery, deliveryEmail } = resources[language];
  const { upload } = strings;
  const corporate = gallery.styles.corporate;
  const email = `purchase.${Math.random().toString(36).slice(2, 10)}@example.com`;
  if (language === "de") await preferLanguage(context, baseURL, "de");
  await gotoReady(page, language === "es" ? "/es/pricing" : "/pricing");
  await page.getByRole("link", { name: fill(planStrings.buy, { plan: "Basic" }) }).click();
  await page.getByLabel(localCheckout.form.email, { exact: true }).fill(email);
  await page.getByRole("button", { name: localCheckout.form.pay }).click();
  await expect(page.getByRole("heading", { name: fill(strings.order.heading, { plan: "Basic" }) })).toBeVisible();
  if (scriptsEnabled()) await expect(page.locator(".dropzone")).toBeVisible();

  await page.getByLabel(upload.choices.subjects.man, { exact: true }).check();
  await page.getByLabel(corporate, { exact: true }).check();
  // With JavaScript the click has saved them; without, the form's button does.
  if (!scriptsEnabled()) await page.getByRole("button", { name: upload.choices.save }).click();
  await expect(page.getByText(upload.choices.saved)).toBeVisible();

  await uploadSelfies(page, language);

  await page.getByRole("button", { name: upload.start.button }).click();
  // From the start on, the page is about the headshots, not the upload: their progress is its heading.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.progress.heading);
  const duration = formatDuration(plans[0]!.deliveryMinutes, language);
  await expect(page.getByText(fill(strings.progress.expected, { plan: "Basic", duration }))).toBeVisible();
  // The page follows the job by itself, with and without JavaScript.
  await expect(page.getByRole("heading", { name: strings.results.heading, exact: true })).toBeVisible({ timeout: 120_000 });
  const downloads = page.getByRole("link", {
    name: new RegExp(`^${fill(strings.results.downloadLabel, { n: "\\d+", style: corporate })}$`),
  });
  await expect(downloads).toHaveCount(12);
  const image = await page.request.get((await downloads.first().getAttribute("href"))!);
  expect(image.status(), await image.text()).toBe(200);
  const bytes = new Uint8Array(await image.body());
  expect(sniffFormat(bytes)).toBe("jpeg");
  expect(imageSize(bytes, "jpeg")).toEqual({ width: 768, height: 768 });
  await expect(page.getByText(fill(strings.results.preview, { side: 768, promised: 1024, plan: "Basic" }))).toBeVisible();

  // One e-mail says so, in the buyer's language, in the outbox the dashboard shows.
  const dashboard = await page.request.get("/dashboard", {
    headers: {
      Authorization: `Basic ${Buffer.from(`${operatorCredentials.username}:${operatorCredentials.password}`).toString("base64")}`,
    },
  });
  const html = await dashboard.text();
  expect(html.split(`headshots-delivered</td><td>${email}`).length - 1).toBe(1);
  expect(html).toContain(fill(deliveryEmail.subject, { count: 12 }));
});
