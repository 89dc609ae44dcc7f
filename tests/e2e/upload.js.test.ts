/**
 * The checks on the device (JavaScript on): every chosen photo gets a verdict before anything is
 * sent. The real photographs of tests/fixtures/photos: the good portraits pass; two people and a
 * stranger among the buyer's photos are refused (docs/decisions/035-same-person-on-the-device.md);
 * a face cut by the edge, a full-body shot (tiny face) and a 320 × 240 photo are flagged. Then the
 * photos go out one by one, and the page shows the stored copies.
 */
import type { Request } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import de from "~/locales/de/create-headshot";
import en from "~/locales/en/create-headshot";
import es from "~/locales/es/create-headshot";
import { fill } from "~/utils/translate";
import { photoDir } from "../setup/photos";
import { oneManSelfies } from "../setup/seed-order";
import type { UploadReply } from "~/features/photos/upload/replies";
import { styles } from "~/content/business";
import enGallery from "~/locales/en/gallery";
import {
  paidOrderPage,
  collectProblems,
  desktop,
  expect,
  expectStyleCards,
  facesReadOnTheServer,
  gotoReady,
  hydrated,
  preferLanguage,
  seriousViolations,
  serverFacesMs,
  test,
} from "./fixtures";

test.use({ viewport: desktop });

const item = (page: import("@playwright/test").Page, name: string) => page.locator(".selection__item").filter({ hasText: name });

test("each photo gets a verdict on the device, then goes out with its progress", async ({ page, seed }) => {
  test.setTimeout(120_000);
  const problems = await collectProblems(page);
  await paidOrderPage(page, seed, "premium");
  const files = [
    "man-formal-portrait.jpg",
    "same-man-press-room.jpg",
    "two-people.jpg",
    "man-partial-face.jpg",
    "man-full-body.jpg",
    "man-formal-portrait-320x240.jpg",
  ];
  // The device reads faces on the server's WebAssembly kernels (ADR 046), fetched once a photo is chosen.
  const kernels = page.waitForResponse((response) => new URL(response.url()).pathname === "/models/face/tfjs-backend-wasm-simd.wasm");
  await page.locator(".dropzone__input").setInputFiles(files.map((name) => path.join(photoDir, name)));

  const verdict = (name: string) => item(page, name).locator(".selection__verdict");
  for (const name of files) await expect(verdict(name)).not.toHaveText("Checking…", { timeout: 60_000 });
  expect((await kernels).status()).toBe(200);
  await expect(verdict("man-formal-portrait.jpg")).toHaveText("✓ Looks good");
  await expect(verdict("same-man-press-room.jpg")).toHaveText("✓ Looks good");
  await expect(verdict("two-people.jpg")).toContainText("More than one person");
  await expect(verdict("man-partial-face.jpg")).toContainText(/cut off at the edge|No face found/);
  // Someone else's photo, and a long shot besides.
  await expect(verdict("man-full-body.jpg")).toContainText("Your face is too small: come closer");
  await expect(verdict("man-full-body.jpg")).toContainText("This looks like someone else");
  await expect(verdict("man-formal-portrait-320x240.jpg")).toContainText("Too small: at least 512 pixels on the short side");
  // The page with its verdicts stands in nobody's way: a screen reader or keyboard reaches everything.
  expect(await seriousViolations(page)).toEqual([]);

  // What is refused stays out; doubtful photos may still go.
  await item(page, "man-partial-face.jpg").getByRole("button", { name: "Remove man-partial-face.jpg" }).click();
  await expect(item(page, "man-partial-face.jpg")).toHaveCount(0);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("2 of 10 photos uploaded")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("img", { name: "man-formal-portrait.jpg" })).toBeVisible();
  await expect(page.getByRole("img", { name: "two-people.jpg" })).toHaveCount(0);
  await expect(item(page, "man-formal-portrait-320x240.jpg")).toContainText("Too small");
  await expect(item(page, "two-people.jpg")).toContainText("More than one person");
  await expect(item(page, "man-full-body.jpg")).toContainText("This looks like someone else");
  expect(problems).toEqual([]);
});

test("the device gives the reason the server gives for the same photo: more than one face, before its size", async ({ page, seed }) => {
  facesReadOnTheServer();
  // The buyer's five selfies are in; then the two-person photo, as a phone shares it made smaller.
  const order = await seed({ plan: "BASIC", state: "paid", selfies: oneManSelfies });
  await gotoReady(page, "/create-headshot");
  // The drop zone is the uploader's code, which arrives after the page's.
  await expect(page.locator(".dropzone__input")).toBeAttached();
  const two = readFileSync(path.join(photoDir, "two-people.jpg")).toString("base64");
  await page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (char) => char.charCodeAt(0))]));
    const canvas = document.createElement("canvas");
    canvas.width = 860;
    canvas.height = Math.round((bitmap.height * canvas.width) / bitmap.width);
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), "image/jpeg", 0.9));
    const transfer = new DataTransfer();
    const file = new File([blob], "two-people-shared.jpg", { type: "image/jpeg" });
    // Kept for the server: the drop zone empties its input once it has taken the files.
    (window as unknown as { shared: File }).shared = file;
    transfer.items.add(file);
    const input = document.querySelector<HTMLInputElement>(".dropzone__input")!;
    input.files = transfer.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, two);
  const { checks, photos } = en.upload;
  const verdict = item(page, "two-people-shared.jpg").locator(".selection__verdict");
  await expect(verdict).not.toHaveText(checks.checking, { timeout: serverFacesMs });

  // The same file sent to the server as the uploader sends it (the device keeps it back).
  const reply = await page.evaluate(async (orderId) => {
    const file = (window as unknown as { shared: File }).shared;
    const form = new FormData();
    form.append("order", orderId);
    form.append("intent", "upload");
    form.append("photos", file);
    return (await fetch("/create-headshot/photos", { method: "POST", body: form })).json() as Promise<UploadReply>;
  }, order.id);
  expect(reply.outcomes).toEqual([{ name: "two-people-shared.jpg", accepted: false, reason: "manyFaces" }]);
  await expect(verdict).toHaveText(checks.manyFaces);
  // Nothing was kept: the buyer's five are all the order has.
  await page.reload();
  await expect(page.getByText(fill(photos.count, { count: 5, max: 10 }))).toBeVisible();
});

test("blurry, dark and blown-out photos are flagged as doubtful, and may still be sent", async ({ page, seed }) => {
  test.setTimeout(120_000);
  await paidOrderPage(page, seed, "basic");
  await expect(page.locator(".dropzone__input")).toBeAttached();
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
  // Each sentence ends as one, the doubt on a line of its own.
  await expect(verdict("shaky.jpg")).toContainText(/Looks blurry[^.]*\. You can still send it/);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("3 of 10 photos uploaded")).toBeVisible({ timeout: 30_000 });
});

const buyersFive = [
  "man-formal-portrait.jpg",
  "same-man-official-1080p.jpg",
  "same-man-press-room.jpg",
  "same-man-speech.jpg",
  "same-man-standing.jpg",
];
const someoneElse = "This looks like someone else";

test("a stranger among the buyer's five is refused even when chosen first, and the stored photos count for the next", async ({
  page,
  seed,
}) => {
  test.setTimeout(300_000);
  await paidOrderPage(page, seed, "premium");
  // The stranger first: who the set's person is does not depend on the order of choice.
  const files = ["woman-indoor-portrait.jpg", ...buyersFive];
  await page.locator(".dropzone__input").setInputFiles(files.map((name) => path.join(photoDir, name)));
  const verdict = (name: string) => item(page, name).locator(".selection__verdict");
  for (const name of files) await expect(verdict(name)).not.toHaveText("Checking…", { timeout: 120_000 });
  await expect(verdict("woman-indoor-portrait.jpg")).toHaveText(someoneElse);
  for (const name of buyersFive) await expect(verdict(name)).not.toContainText(someoneElse);

  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("5 of 10 photos uploaded")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("img", { name: "woman-indoor-portrait.jpg" })).toHaveCount(0);
  await expect(item(page, "woman-indoor-portrait.jpg")).toContainText(someoneElse);

  // Alone in the list now, another stranger is still compared with the five stored photos.
  await item(page, "woman-indoor-portrait.jpg").getByRole("button", { name: "Remove woman-indoor-portrait.jpg" }).click();
  await page.locator(".dropzone__input").setInputFiles(path.join(photoDir, "man-smiling-closeup.png"));
  await expect(verdict("man-smiling-closeup.png")).toContainText(someoneElse, { timeout: 120_000 });
  await expect(page.getByRole("button", { name: "Upload photos" })).toBeDisabled();
});

for (const { language, strings } of [
  { language: "en", strings: en },
  { language: "de", strings: de },
  { language: "es", strings: es },
] as const) {
  test(`in ${language}: of two people's portraits one is refused, and so is the two-person photo`, async ({
    page,
    context,
    baseURL,
    seed,
  }) => {
    test.setTimeout(240_000);
    if (language === "de") await preferLanguage(context, baseURL, "de");
    await paidOrderPage(page, seed, "basic", language === "es" ? "es" : "en");
    const { checks, photos } = strings.upload;
    const files = ["man-formal-portrait.jpg", "woman-indoor-portrait.jpg", "two-people.jpg"];
    await page.locator(".dropzone__input").setInputFiles(files.map((name) => path.join(photoDir, name)));
    const verdict = (name: string) => item(page, name).locator(".selection__verdict");
    for (const name of files) await expect(verdict(name)).not.toHaveText(checks.checking, { timeout: 120_000 });
    await expect(verdict("man-formal-portrait.jpg")).toHaveText(`✓ ${checks.good}`);
    await expect(verdict("woman-indoor-portrait.jpg")).toHaveText(checks.someoneElse);
    await expect(verdict("two-people.jpg")).toContainText(checks.manyFaces);

    // Only the first portrait goes; the refused ones stay in the list with their reason.
    await page.getByRole("button", { name: photos.send }).click();
    await expect(page.getByText(fill(photos.count, { count: 1, max: 10 }))).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("img", { name: "man-formal-portrait.jpg" })).toBeVisible();
    await expect(page.getByRole("img", { name: "woman-indoor-portrait.jpg" })).toHaveCount(0);
    await expect(page.getByRole("img", { name: "two-people.jpg" })).toHaveCount(0);
  });
}

test("the styles are cards with their pictures, and the plan's limit holds as the buyer picks", async ({ page, seed }) => {
  await paidOrderPage(page, seed, "premium");
  const { choices } = en.upload;
  await expectStyleCards(
    page,
    styles.map((style) => enGallery.styles[style]),
  );
  const boxes = page.getByRole("group", { name: fill(choices.styles, { count: 3 }) }).getByRole("checkbox");
  await expect(boxes).toHaveCount(7);
  await expect(page.getByText(fill(choices.chosen, { count: 0, max: 3 }))).toBeVisible();
  // A click anywhere on a card ticks it.
  for (const n of [0, 1, 2]) await page.locator(".style-card__picture").nth(n).click();
  await expect(page.getByText(fill(choices.chosen, { count: 3, max: 3 }))).toBeVisible();
  // The others wait; the chosen ones can still be unticked.
  for (const n of [3, 4, 5, 6]) await expect(boxes.nth(n)).toBeDisabled();
  await expect(boxes.nth(2)).toBeEnabled();
  await boxes.nth(2).uncheck();
  await expect(page.getByText(fill(choices.chosen, { count: 2, max: 3 }))).toBeVisible();
  for (const n of [2, 3, 4, 5, 6]) await expect(boxes.nth(n)).toBeEnabled();
});

test("each click saves the choices, which the page shows again when loaded anew", async ({ page, seed }) => {
  await paidOrderPage(page, seed, "premium");
  const { choices, errors } = en.upload;
  const names = enGallery.styles;
  // The choices' own posts, not the page's analytics.
  const isSave = (request: Request) => request.method() === "POST" && new URL(request.url()).pathname.startsWith("/create-headshot");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (isSave(request)) posts.push(request.url());
  });
  const answered = () => page.waitForResponse((response) => isSave(response.request()));
  const status = page.locator("#choices-status");
  // Nothing to press: the choices are saved as they are made.
  await expect(page.getByRole("button", { name: choices.save })).toHaveCount(0);

  // A style before the subject cannot be saved yet, and the form says why, without asking the server.
  await page.getByLabel(names.greenery, { exact: true }).check();
  await expect(page.getByText(errors.subject)).toBeVisible();
  await expect(status).toHaveText("");
  let answer = answered();
  await page.getByLabel(choices.subjects.woman).check();
  expect((await answer).status()).toBe(200);
  await expect(status).toHaveText(choices.saved);
  await expect(page.getByText(errors.subject)).toHaveCount(0);
  answer = answered();
  await page.getByLabel(names.warm, { exact: true }).check();
  expect((await answer).status()).toBe(200);
  await expect(status).toHaveText(choices.saved);
  expect(posts).toHaveLength(2);

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel(choices.subjects.woman)).toBeChecked();
  for (const style of styles) {
    const box = page.getByLabel(names[style], { exact: true });
    if (style === "greenery" || style === "warm") await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
  await expect(page.getByText(fill(choices.chosen, { count: 2, max: 3 }))).toBeVisible();

  // Unticked to none, the form says what is missing and the last saved style stays.
  answer = answered();
  await page.getByLabel(names.warm, { exact: true }).uncheck();
  expect((await answer).status()).toBe(200);
  await page.getByLabel(names.greenery, { exact: true }).uncheck();
  await expect(status).toHaveText(fill(errors.styles, { count: 3 }));
  expect(posts).toHaveLength(3);
  await page.reload();
  await expect(page.getByLabel(names.greenery, { exact: true })).toBeChecked();
  await expect(page.getByLabel(names.warm, { exact: true })).not.toBeChecked();
});

test("the upload's button waits for photos that may go, looks it, and says what it waits for", async ({ page, seed }) => {
  test.setTimeout(120_000);
  await paidOrderPage(page, seed, "basic");
  const { photos } = en.upload;
  const send = page.getByRole("button", { name: photos.send });
  const cursor = () => send.evaluate((element) => getComputedStyle(element).cursor);
  await expect(send).toHaveAttribute("aria-disabled", "true");
  await expect(send).toHaveAccessibleDescription(photos.sendWaits.choose);
  expect(await cursor()).toBe("not-allowed");

  // A photo the server would refuse anyway cannot go either, and the button says so.
  await page.locator(".dropzone__input").setInputFiles(path.join(photoDir, "man-formal-portrait-320x240.jpg"));
  await expect(send).toHaveAccessibleDescription(photos.sendWaits.nothing, { timeout: 60_000 });
  await expect(send).toHaveAttribute("aria-disabled", "true");

  await page.locator(".dropzone__input").setInputFiles(path.join(photoDir, "man-formal-portrait.jpg"));
  await expect(item(page, "man-formal-portrait.jpg").locator(".selection__verdict")).toHaveText("✓ Looks good", { timeout: 60_000 });
  await expect(send).not.toHaveAttribute("aria-disabled");
  expect(await cursor()).toBe("pointer");
});
