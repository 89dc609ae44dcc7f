/**
 * The whole purchase on one machine, with JavaScript on and off, on the local generator: pricing,
 * the local checkout, real selfies, the styles, the start, the progress, then the delivery e-mail in
 * the outbox and the headshots to download, each a real JPEG of the plan's size.
 */
import path from "node:path";
import { imageSize, sniffFormat } from "~/features/photos/upload/image-file";
import { photoDir } from "../setup/photos";
import { checkout, expect, gotoReady, operatorCredentials, scriptsEnabled, test } from "./fixtures";

const selfies = ["man-formal-portrait.jpg", "woman-indoor-portrait.jpg", "man-outdoor-wide.jpeg", "man-full-body.jpg", "two-people.jpg"];

test("from the pricing page to the delivered headshots", async ({ page }) => {
  test.setTimeout(180_000);
  const email = `purchase.${Math.random().toString(36).slice(2, 10)}@example.com`;
  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: "Get Basic" }).click();
  const window = checkout(page);
  await window.getByLabel("Email address", { exact: true }).fill(email);
  await window.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Your Basic pack" })).toBeVisible();
  if (scriptsEnabled()) await expect(page.locator(".dropzone")).toBeVisible();

  await page.getByLabel("A man", { exact: true }).check();
  await page.getByLabel("Corporate", { exact: true }).check();
  await page.getByRole("button", { name: "Save my choices" }).click();
  await expect(page.getByText("Your choices are saved.")).toBeVisible();

  if (scriptsEnabled()) {
    await page.locator(".dropzone__input").setInputFiles(selfies.map((name) => path.join(photoDir, name)));
    await expect(page.locator(".selection__verdict", { hasText: "Checking…" })).toHaveCount(0, { timeout: 60_000 });
  } else {
    await page.locator('input[type="file"][name="photos"]').setInputFiles(selfies.map((name) => path.join(photoDir, name)));
  }
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("5 of 10 photos uploaded")).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "Create my headshots" }).click();
  await expect(page.getByRole("heading", { name: "Your headshots are being made" })).toBeVisible();
  await expect(page.getByText("This takes up to 2 hours for the Basic pack.", { exact: false })).toBeVisible();
  // The page follows the job by itself, with and without JavaScript.
  await expect(page.getByRole("heading", { name: "Your headshots", exact: true })).toBeVisible({ timeout: 120_000 });
  const downloads = page.getByRole("link", { name: /^Download headshot \d+, Corporate$/ });
  await expect(downloads).toHaveCount(12);
  const image = await page.request.get((await downloads.first().getAttribute("href"))!);
  expect(image.status(), await image.text()).toBe(200);
  const bytes = new Uint8Array(await image.body());
  expect(sniffFormat(bytes)).toBe("jpeg");
  expect(imageSize(bytes, "jpeg")).toEqual({ width: 768, height: 768 });

  // One e-mail says so, in the outbox the dashboard shows.
  const dashboard = await page.request.get("/dashboard", {
    headers: {
      Authorization: `Basic ${Buffer.from(`${operatorCredentials.username}:${operatorCredentials.password}`).toString("base64")}`,
    },
  });
  const html = await dashboard.text();
  expect(html.split(`headshots-delivered</td><td>${email}`).length - 1).toBe(1);
  expect(html).toContain("Your 12 headshots are ready");
});
