/**
 * The order page's start says the one thing it waits for, with JavaScript and without: who is
 * pictured, a style, how many more photos, someone else's photo to remove. While it waits its button
 * looks and announces itself unavailable, described by that line, and pressed, the server's answer
 * says the same. The orders are seeded in each state (docs/decisions/067-seeded-orders.md).
 */
import type { Page } from "@playwright/test";
import de from "~/locales/de/create-headshot";
import en from "~/locales/en/create-headshot";
import es from "~/locales/es/create-headshot";
import { fill } from "~/utils/translate";
import { facts } from "~/content/business";
import { oneManSelfies } from "../setup/seed-order";
import { desktop, expect, gotoReady, preferLanguage, type Seed, test } from "./fixtures";

test.use({ viewport: desktop });

const languages = { en, de, es };
type Language = keyof typeof languages;

const stranger = { name: "woman-indoor-portrait.jpg", verdict: "stranger" } as const;
const waiting = (language: Language) => languages[language].upload.start.waiting;
const cases: Array<{ name: string; language: Language; order: Parameters<Seed>[0]; says: (language: Language) => string }> = [
  {
    name: "nobody chosen as pictured",
    language: "en",
    order: { state: "photos_ready", chosen: false },
    says: (language) => waiting(language).subject,
  },
  {
    name: "no style chosen",
    language: "de",
    order: { state: "photos_ready", subject: "woman", styles: [] },
    says: (language) => waiting(language).styles,
  },
  {
    name: "three photos of the five",
    language: "es",
    order: { state: "paid", selfies: oneManSelfies.slice(0, 3) },
    says: (language) => fill(waiting(language).photos, { count: 2, selfiesMin: facts.selfies.min }),
  },
  {
    name: "four photos of the five",
    language: "en",
    order: { state: "paid", selfies: oneManSelfies.slice(0, 4) },
    says: (language) => fill(waiting(language).photosOne, { selfiesMin: facts.selfies.min }),
  },
  {
    name: "someone else's photo among the buyer's five",
    language: "en",
    order: { state: "paid", selfies: [...oneManSelfies, stranger] },
    says: (language) => waiting(language).strangerOne,
  },
  {
    name: "someone else's photos among the buyer's five",
    language: "de",
    order: { state: "paid", selfies: [...oneManSelfies, stranger, { ...stranger, name: "man-outdoor-wide.jpeg" }] },
    says: (language) => fill(waiting(language).strangers, { count: 2 }),
  },
];

async function openOrder(page: Page, seed: Seed, baseURL: string | undefined, language: Language, order: Parameters<Seed>[0]) {
  await seed({ plan: "BASIC", ...order, language: language === "es" ? "es" : "en" });
  if (language === "de") await preferLanguage(page.context(), baseURL, "de");
  await gotoReady(page, language === "es" ? "/es/create-headshot" : "/create-headshot");
}

for (const { name, language, order, says } of cases) {
  test(`${name} (${language}): the start names it, is unavailable, and pressed, the server says it again`, async ({
    page,
    seed,
    baseURL,
  }) => {
    const strings = languages[language];
    await openOrder(page, seed, baseURL, language, order);
    const start = page.getByRole("button", { name: strings.upload.start.button });
    const line = says(language);
    await expect(page.locator("#start-missing")).toHaveText(line);
    await expect(start).toHaveAttribute("aria-disabled", "true");
    await expect(start).toHaveAccessibleDescription(line);

    await start.click({ force: true });
    await expect(page.getByRole("alert").filter({ hasText: line })).toBeVisible();
    const status = strings.upload.status[order.state === "paid" ? "paid" : "photos_ready"];
    await expect(page.getByText(fill(strings.upload.statusLine, { status }))).toBeVisible();
    await expect(page.getByRole("heading", { name: strings.progress.heading })).toHaveCount(0);
  });
}

test("an unavailable button looks it: grey and without the pointer, where a ready start has the action's colour", async ({
  page,
  seed,
  baseURL,
}) => {
  // Two orders opened one after the other.
  test.setTimeout(60_000);
  const look = (button: ReturnType<Page["getByRole"]>) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, colour: style.color, cursor: style.cursor };
    });
  const button = () => page.getByRole("button", { name: en.upload.start.button });
  await openOrder(page, seed, baseURL, "en", { state: "photos_ready" });
  await expect(button()).not.toHaveAttribute("aria-disabled");
  const ready = await look(button());
  expect(ready.cursor).toBe("pointer");

  await openOrder(page, seed, baseURL, "en", { state: "photos_ready", chosen: false });
  const unavailable = await look(button());
  expect(unavailable.background).not.toBe(ready.background);
  expect(unavailable.colour).not.toBe(ready.colour);
  expect(unavailable.cursor).toBe("not-allowed");
  // Under the pointer it does not light up as if it would act.
  await button().hover({ force: true });
  expect(await look(button())).toEqual(unavailable);
});
