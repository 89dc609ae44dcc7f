/**
 * The checks on the device (JavaScript on): every chosen photo gets a verdict before anything is
 * sent. The real photographs of ../shared/fixtures/photos: the good portraits pass; two people, a face
 * cut by the edge, a full-body shot (tiny face) and a 320 × 240 photo are flagged. Then the photos
 * go out one by one, and the page shows the stored copies.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { photoDir } from "../setup/photos";
import { buyPack, collectProblems, desktop, expect, seriousViolations, test } from "./fixtures";

test.use({ viewport: desktop });

const item = (page: import("@playwright/test").Page, name: string) => page.locator(".selection__item").filter({ hasText: name });

test("each photo gets a verdict on the device, then goes out with its progress", async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await collectProblems(page);
  await buyPack(page, "premium");
  const files = [
    "man-formal-portrait.jpg",
    "woman-indoor-portrait.jpg",
    "two-people.jpg",
    "man-partial-face.jpg",
    "man-full-body.jpg",
    "man-formal-portrait-320x240.jpg",
  ];
  await page.locator(".dropzone__input").setInputFiles(files.map((name) => path.join(photoDir, name)));

  const verdict = (name: string) => item(page, name).locator(".selection__verdict");
  for (const name of files) await expect(verdict(name)).not.toHaveText("Checking…", { timeout: 60_000 });
  await expect(verdict("man-formal-portrait.jpg")).toHaveText("✓ Looks good");
  await expect(verdict("woman-indoor-portrait.jpg")).toHaveText("✓ Looks good");
  await expect(verdict("two-people.jpg")).toContainText("More than one person");
  await expect(verdict("man-partial-face.jpg")).toContainText(/cut off at the edge|No face found/);
  await expect(verdict("man-full-body.jpg")).toContainText("Your face is too small: come closer");
  await expect(verdict("man-formal-portrait-320x240.jpg")).toContainText("Too small: at least 512 pixels on the short side");
  // The page with its verdicts stands in nobody's way: a screen reader or keyboard reaches everything.
  expect(await seriousViolations(page)).toEqual([]);

  // What the server would refuse stays out; doubtful photos may still go.
  await item(page, "man-partial-face.jpg").getByRole("button", { name: "Remove man-partial-face.jpg" }).click();
  await expect(item(page, "man-partial-face.jpg")).toHaveCount(0);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("4 of 10 photos uploaded")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("img", { name: "man-formal-portrait.jpg" })).toBeVisible();
  await expect(item(page, "man-formal-portrait-320x240.jpg")).toContainText("Too small");
  expect(problems).toEqual([]);
});

test("blurry, dark and blown-out photos are flagged as doubtful, and may still be sent", async ({ page }) => {
  test.setTimeout(120_000);
  await buyPack(page, "basic");
  // The good portrait, made worse in the browser the way a shaky hand or a bad light would.
  const portrait = readFileSync(path.join(photoDir, "man-formal-portrait.jpg")).toString("base64");
  await page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (char) => char.charCodeAt(0))]));
    const transfer = new DataTransfer();
    for (const [name, filter] of [
      ["shaky.jpg", "blur(4px)"],
      ["evening.jpg", "brightness(0.3)"],
      ["noon.jpg", "brightness(2.5)"],
    ] as const) {
      const canvas = document.createElement("canvas");
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext("2d")!;
      context.filter = filter;
      context.drawImage(bitmap, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), "image/jpeg", 0.9));
      transfer.items.add(new File([blob], name, { type: "image/jpeg" }));
    }
    const input = document.querySelector<HTMLInputElement>(".dropzone__input")!;
    input.files = transfer.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, portrait);
  const verdict = (name: string) => item(page, name).locator(".selection__verdict");
  await expect(verdict("shaky.jpg")).toContainText("Looks blurry", { timeout: 60_000 });
  await expect(verdict("evening.jpg")).toContainText("Too dark", { timeout: 60_000 });
  await expect(verdict("noon.jpg")).toContainText("Too bright", { timeout: 60_000 });
  await expect(verdict("shaky.jpg")).toContainText("You can still send it");
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("3 of 10 photos uploaded")).toBeVisible({ timeout: 30_000 });
});
