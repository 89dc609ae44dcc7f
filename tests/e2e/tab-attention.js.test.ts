/** Tab attention: while the window has lost focus the title cycles through three messages every 3 s. */
import type { Page } from "@playwright/test";
import { expect, gotoReady, preferLanguage, test } from "./fixtures";

const interval = 3_000;
const start = new Date("2026-03-02T09:00:00Z");

async function blur(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
}
async function focus(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
}

/** Blurs the window and follows the title through two full cycles of the messages. */
async function expectCycle(page: Page, messages: readonly string[]) {
  await blur(page);
  for (let round = 0; round < 2; round += 1) {
    for (const message of messages) {
      await expect(page).toHaveTitle(message);
      // Not a moment before the interval is over…
      await page.clock.runFor(interval - 1);
      await expect(page).toHaveTitle(message);
      // …and then the next message.
      await page.clock.runFor(1);
    }
  }
}

/** Opens `path` with Playwright's clock installed and checks the page's own title. */
async function openWithClock(page: Page, path: string, original: string) {
  await page.clock.install({ time: start });
  await gotoReady(page, path);
  await expect(page).toHaveTitle(original);
}

/** From here on time only moves when the test moves it. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/** On /pricing: two full cycles of `messages` while blurred, then the original title back on focus. */
async function expectCycleAndRestore(page: Page, original: string, messages: readonly string[]) {
  await openWithClock(page, "/pricing", original);
  await pauseClock(page);
  await expectCycle(page, messages);
  await focus(page);
  await expect(page).toHaveTitle(original);
}

test("an English page cycles through the attention messages and restores its title on focus", async ({ page }) => {
  const original = "Pricing: AI Headshot Packs from $19 | Resoume";
  await expectCycleAndRestore(page, original, [
    "Come back! Your headshots are waiting",
    "Studio headshots from $19",
    "Your new profile photo in minutes",
  ]);
  // The cycling has stopped.
  await page.clock.runFor(interval * 3);
  await expect(page).toHaveTitle(original);

  // A second absence starts again from the first message.
  await blur(page);
  await expect(page).toHaveTitle("Come back! Your headshots are waiting");
  await focus(page);
  await expect(page).toHaveTitle(original);
});

test("a German page uses the German messages with the price in euros", async ({ page, context, baseURL }) => {
  await preferLanguage(context, baseURL, "de");
  await expectCycleAndRestore(page, "Preise: KI-Bewerbungsfotos ab 19 € | Resoume", [
    "Komm zurück! Deine Bewerbungsfotos warten",
    "Studio-Bewerbungsfotos ab 19 €",
    "Dein neues Profilfoto in Minuten",
  ]);
});

test("after a client-side navigation the new page's title is the one restored", async ({ page }) => {
  await openWithClock(page, "/pricing", "Pricing: AI Headshot Packs from $19 | Resoume");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL("/about");
  const original = "About Resoume: Professional Headshots Made Simple | Resoume";
  await expect(page).toHaveTitle(original);
  await pauseClock(page);

  await blur(page);
  await expect(page).toHaveTitle("Come back! Your headshots are waiting");
  await page.clock.runFor(interval);
  await expect(page).toHaveTitle("Studio headshots from $19");
  await focus(page);
  await expect(page).toHaveTitle(original);
});
