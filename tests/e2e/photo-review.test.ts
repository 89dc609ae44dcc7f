/**
 * The free photo reviews on /linkedin-photo-review and /resume-review (and /es/…), with JavaScript
 * on and off, on the real photographs of tests/fixtures/photos. With JavaScript each photo is
 * measured on the device, faces included, and the review appears without a request; without it the
 * same form posts the photo and the Worker reviews all but the face checks, and says so, counting the
 * faces only. Either way a photo of no one or of several people gets no score, as the upload refuses it. Then the
 * country of the résumé review, the offer, the report by e-mail (in the outbox, in the page's
 * language) and the messages for what cannot be reviewed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { imageSize, sniffFormat } from "~/features/photos/imaging/image-file";
import { scoreNames, type FindingKey } from "~/features/reviews/scores";
import { resources } from "~/locales/resources.server";
import { fill } from "~/utils/translate";
import { faceless, group, photoDir } from "../setup/photos";
import {
  collectProblems,
  confirmNewsletter,
  desktop,
  expect,
  gotoReady,
  outboxMessage,
  preferLanguage,
  scriptsEnabled,
  seriousViolations,
  test,
} from "./fixtures";

test.use({ viewport: desktop });
// The tests share nothing, so they may run side by side.
test.describe.configure({ mode: "parallel" });

// Each test is its own visitor: the server counts reviews and reports per client address.
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.19.${octet()}.${octet()}` });
});

type Language = "en" | "de" | "es";
type Tool = "linkedin" | "resume";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const strings = (language: Language) => resources[language].photoReview;
const pagePath = (language: Language, tool: Tool) =>
  `${language === "es" ? "/es" : ""}${tool === "linkedin" ? "/linkedin-photo-review" : "/resume-review"}`;

/** A photo to choose: a fixture's name, or a file made in the test. */
type Photo = string | { name: string; bytes: Uint8Array };
const fileOf = (photo: Photo) =>
  typeof photo === "string" ? { name: photo, bytes: new Uint8Array(readFileSync(path.join(photoDir, photo))) } : photo;

/** The line under the totals that names what was measured: the photo's size, format and weight. */
function measuredLine(language: Language, photo: Photo): string {
  const { bytes } = fileOf(photo);
  const format = sniffFormat(bytes)!;
  const { width, height } = imageSize(bytes, format)!;
  const size = bytes.length >= 1_000_000 ? `${(bytes.length / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes.length / 1000)} kB`;
  return fill(strings(language).result.measured, { width, height, format: format.toUpperCase(), size });
}

/**
 * Reviews the fixture photo `name`: with JavaScript choosing it is enough, without it the form posts
 * it. Waits until the review of this photo (not of an earlier one) is shown.
 */
async function reviewPhoto(page: Page, language: Language, photo: Photo) {
  const t = strings(language);
  const { name, bytes } = fileOf(photo);
  await page
    .locator("#review-photo")
    .setInputFiles({ name, mimeType: name.endsWith(".png") ? "image/png" : "image/jpeg", buffer: Buffer.from(bytes) });
  if (!scriptsEnabled()) await page.getByRole("button", { name: t.form.submit }).click();
  const result = page.locator(".review__result");
  // The first photo waits for the face library and its weights.
  await expect(result.getByRole("heading", { level: 2, name: t.result.heading })).toBeVisible({ timeout: 90_000 });
  await expect(result.locator(".review__source")).toContainText(measuredLine(language, photo), { timeout: 90_000 });
  await expect(page.getByRole("button", { name: t.form.submit })).toBeEnabled();
  return result;
}

const finding = (page: Page, key: FindingKey) => page.locator(`.review__result li[data-finding="${key}"]`);
const findingTitle = (language: Language, key: FindingKey) => `${strings(language).findings[key].title}.`;

/** The number in a total ("Overall score", "ATS score"). */
async function total(page: Page, label: string): Promise<number> {
  const score = page
    .locator(".review__total")
    .filter({ has: page.locator(".review__total-label", { hasText: label }) })
    .locator(".review__total-score strong");
  await expect(score).toHaveText(/^\d{1,3}$/);
  return Number(await score.textContent());
}

/** All six scores with a number with JavaScript; without it the three face scores need JavaScript, and there is no overall score. */
async function expectScores(page: Page, language: Language) {
  const t = strings(language);
  const faceScores = new Set(["expression", "composition", "crop"]);
  await expect(page.locator(".review__score .review__score-name")).toHaveText(scoreNames.map((name) => t.result.scores[name]));
  await expect(page.locator(".review__score .review__score-value")).toHaveText(
    scoreNames.map((name) => (scriptsEnabled() || !faceScores.has(name) ? /^\d{1,3}$/ : t.result.notMeasured)),
  );
  if (scriptsEnabled()) {
    await expect(page.getByText(t.result.notMeasured)).toHaveCount(0);
    await expect(page.getByText(t.result.faceChecksNeedScript)).toHaveCount(0);
    await expect(page.locator(".review__source")).toContainText(t.result.onDevice);
  } else {
    await expect(page.locator(".review__notice").filter({ hasText: t.result.faceChecksNeedScript })).toHaveCount(1);
    await expect(page.locator(".review__source")).toContainText(t.result.onServer);
    await expect(page.locator(".review__total-label", { hasText: t.result.overall })).toHaveCount(0);
    for (const verdict of Object.values(t.result.verdicts)) await expect(page.getByText(verdict, { exact: true })).toHaveCount(0);
  }
}

/** Nothing scored: no score, no total, only the one finding `key`. */
async function expectOnly(page: Page, key: FindingKey) {
  await expect(page.locator(".review__result [data-finding]")).toHaveCount(1);
  await expect(finding(page, key)).toHaveCount(1);
  await expect(page.locator(".review__score")).toHaveCount(0);
  await expect(page.locator(".review__total")).toHaveCount(0);
}

/** The findings about framing, which both tools judge by one rule. */
const framingKeys: FindingKey[] = [
  "manyFaces",
  "faceSmall",
  "faceLarge",
  "noShoulders",
  "faceCut",
  "headroomTight",
  "headroomLarge",
  "offCentre",
  "eyeLine",
  "tilted",
  "goodFraming",
];
const framingOf = async (page: Page) =>
  (await page.locator(".review__result [data-finding]").evaluateAll((items) => items.map((item) => item.getAttribute("data-finding"))))
    .filter((key): key is FindingKey => framingKeys.includes(key as FindingKey))
    .sort();

/** The requests that post to the page at `pathname` (the photo, the report) from now on. */
function postsTo(page: Page, pathname: string): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "POST" && url.origin === new URL(page.url()).origin && url.pathname.replace(/\.data$/, "") === pathname)
      posts.push(request.url());
  });
  return posts;
}

/**
 * The serious axe violations of the page as the visitor sees it. Axe runs as a script in the page;
 * without JavaScript it runs on a copy instead: the page's HTML with its scripts left out, as a
 * browser without JavaScript shows it (the <noscript> parts included), with the site's own styles.
 */
async function violations(page: Page, browser: Browser): Promise<string[]> {
  if (scriptsEnabled()) return seriousViolations(page);
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript>/gi, "");
  const context = await browser.newContext({ viewport: desktop, javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route(page.url(), (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    await copy.goto(page.url());
    return await seriousViolations(copy);
  } finally {
    await context.close();
  }
}

/** What the page queued for the analytics tools, as [name, properties]. */
const tracked = (page: Page) =>
  page.evaluate(() =>
    (window.__analyticsQueue ?? [])
      .filter(({ name }) => name.startsWith("review-") || name === "report-requested")
      .map(({ name, props }) => [name, props] as const),
  );

/**
 * Asks for the report: an address that is not one first (the forms' message, on the field), then
 * `email`; the page says it is on its way.
 */
async function requestReport(page: Page, language: Language, email: string, newsletter: boolean) {
  const t = strings(language);
  const field = page.getByLabel(t.report.email, { exact: true });
  await field.fill("ada lovelace@example.com");
  await page.getByRole("button", { name: t.report.submit }).click();
  await expect(page.locator(".review__report .field__error:not(:empty)")).toHaveText([resources[language].forms.errors.emailInvalid]);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  // The review stays on the page while the address is corrected.
  await expect(page.locator(".review__result .review__score")).toHaveCount(6);

  await field.fill(email);
  if (newsletter) await page.getByLabel(t.report.newsletter, { exact: true }).check();
  await page.getByRole("button", { name: t.report.submit }).click();
  const done = page.locator(".review__report[role=status]");
  await expect(done).toHaveText(fill(newsletter ? t.report.sentNewsletter : t.report.sent, { email }));
  await expect(done).toBeFocused();
  await expect(page.getByRole("button", { name: t.report.submit })).toHaveCount(0);
}

test("a review scores only what it measured, and both tools agree on framing", async ({ page: first }) => {
  let page = first;
  test.setTimeout(240_000);
  const t = strings("en");
  const problems = scriptsEnabled() ? await collectProblems(page) : [];
  await gotoReady(page, "/linkedin-photo-review");
  await expect(page.getByRole("heading", { level: 1, name: resources.en.linkedinPhotoReview.heading })).toBeVisible();
  await expect(page.getByLabel(t.form.photo, { exact: true })).toHaveAttribute("type", "file");
  await expect(page.locator(".review__result")).toHaveCount(0);

  await test.step("the 320 × 240 photo: below the minimum, no score, only what it needs", async () => {
    await reviewPhoto(page, "en", "man-formal-portrait-320x240.jpg");
    await expectOnly(page, "lowResolution");
    await expect(finding(page, "lowResolution")).toContainText(
      fill(t.findings.lowResolution.text, { width: 320, height: 240, minimum: 400, recommended: 1000 }),
    );
    await expect(page.getByText(t.report.heading)).toHaveCount(0);
  });

  await test.step("a photo without a face, the two-person photo: no score", async () => {
    for (const [photo, key] of [
      [{ name: "suit.jpg", bytes: faceless() }, "noFace"],
      ["two-people.jpg", "manyFaces"],
    ] as const) {
      await reviewPhoto(page, "en", photo);
      await expectOnly(page, key);
    }
  });

  // The full-body shot, then the same on the résumé review.
  const cases: Array<[string, FindingKey]> = [["man-full-body.jpg", "faceSmall"]];
  const framing = new Map<string, FindingKey[]>();
  for (const [name, key] of cases) {
    await test.step(`${name}: ${scriptsEnabled() ? key : "no face checks"}`, async () => {
      await reviewPhoto(page, "en", name);
      await expectScores(page, "en");
      if (!scriptsEnabled()) return;
      await expect(finding(page, key), name).toContainText(findingTitle("en", key));
      expect(await total(page, t.result.overall)).toBeLessThan(85);
      await expect(page.locator(".review__total-verdict")).not.toHaveText(t.result.verdicts.great);
      framing.set(name, await framingOf(page));
    });
  }

  await test.step("the résumé review: the same framing findings; an ATS score that never speaks of the photo's use", async () => {
    // A page of its own, as a visitor opens the other tool.
    page = await page.context().newPage();
    await gotoReady(page, "/resume-review");
    for (const [name] of cases) {
      await reviewPhoto(page, "en", name);
      await expectScores(page, "en");
      await expect(page.locator(".review__total-label", { hasText: t.result.ats })).toHaveCount(1);
      const atsVerdict = page.locator(".review__total").filter({ hasText: t.result.ats }).locator(".review__total-verdict");
      await expect(atsVerdict).toHaveText(new RegExp(`^(${Object.values(t.result.atsVerdicts).join("|")})$`));
      if (scriptsEnabled()) expect(await framingOf(page), name).toEqual(framing.get(name));
    }
  });

  if (!scriptsEnabled()) return;
  await test.step("man-formal-portrait.jpg: a good photo", async () => {
    page = first;
    await reviewPhoto(page, "en", "man-formal-portrait.jpg");
    await expectScores(page, "en");
    expect(await total(page, t.result.overall)).toBeGreaterThanOrEqual(70);
    for (const key of ["manyFaces", "faceSmall", "faceCut", "lowResolution", "noFace"] as const)
      await expect(finding(page, key)).toHaveCount(0);
    // The LinkedIn review has no ATS score and no country.
    await expect(page.locator(".review__total")).toHaveCount(1);
    await expect(page.getByLabel(t.form.country)).toHaveCount(0);
  });

  // The result takes the focus, so a screen reader reads it out.
  await expect(page.locator(".review__result")).toBeFocused();
  // Five reviews, each started and shown once, none of them sending the photo; the three without a score have no overall score.
  const events = await tracked(page);
  expect(events.filter(([name]) => name === "review-started")).toEqual(Array(5).fill(["review-started", { tool: "linkedin" }]));
  const unscored = { tool: "linkedin", faces: true };
  const scored = { ...unscored, overall: expect.any(Number) };
  expect(events.filter(([name]) => name === "review-shown").map(([, props]) => props)).toEqual([
    unscored,
    unscored,
    unscored,
    scored,
    scored,
  ]);
  expect(problems).toEqual([]);
});

test("the report by e-mail, with the newsletter: the offer, then the message in the outbox", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const t = strings("en");
  const problems = scriptsEnabled() ? await collectProblems(page) : [];
  const posts = postsTo(page, "/linkedin-photo-review");
  await gotoReady(page, "/linkedin-photo-review");
  await reviewPhoto(page, "en", "man-formal-portrait.jpg");
  const overall = scriptsEnabled() ? await total(page, t.result.overall) : null;
  const subject = overall === null ? t.email.subjectLinkedinNoScore : fill(t.email.subjectLinkedin, { score: overall });
  // With JavaScript the photo never left the browser.
  expect(posts).toHaveLength(scriptsEnabled() ? 0 : 1);

  const offer = page.locator(".review__offer");
  await expect(offer.getByRole("heading", { level: 3, name: t.offer.heading })).toBeVisible();
  await expect(offer.getByRole("link", { name: t.offer.button })).toHaveAttribute("href", "/pricing");

  // The page with a review stands in nobody's way.
  expect(await violations(page, browser)).toEqual([]);

  const email = `review.${unique()}@example.com`;
  await requestReport(page, "en", email, true);
  if (scriptsEnabled()) {
    await expect
      .poll(async () => (await tracked(page)).filter(([name]) => name === "report-requested"))
      .toEqual([["report-requested", { tool: "linkedin", newsletter: true }]]);
  }
  expect(await violations(page, browser)).toEqual([]);

  const message = await outboxMessage(browser, baseURL, email, subject);
  expect(message.row).toContain("linkedin-photo-review-report");
  expect(message.subject).toBe(subject);
  expect(message.text).toContain(t.email.greeting);
  expect(message.text).toContain(`${t.email.button}: `);
  expect(message.text).toMatch(/\/pricing\b/);
  // The newsletter waits for the address's owner, as every sign-up does.
  await confirmNewsletter(page, browser, baseURL, email);
  expect(problems).toEqual([]);
});

test("German: the review, its findings and the report in German", async ({ page, context, baseURL, browser }) => {
  test.setTimeout(150_000);
  await preferLanguage(context, baseURL, "de");
  const t = strings("de");
  await gotoReady(page, "/linkedin-photo-review");
  await expect(page.getByRole("heading", { level: 1, name: resources.de.linkedinPhotoReview.heading })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: t.form.heading })).toBeVisible();
  // With JavaScript a face check; without it, the Worker's own: the full-body shot's deep shadows.
  const [name, key]: [string, FindingKey] = scriptsEnabled() ? ["man-full-body.jpg", "faceSmall"] : ["man-full-body.jpg", "crushedShadows"];
  await reviewPhoto(page, "de", name);
  await expect(finding(page, key)).toContainText(findingTitle("de", key));
  await expectScores(page, "de");
  const overall = scriptsEnabled() ? await total(page, t.result.overall) : null;
  await expect(page.locator(".review__offer").getByRole("heading", { name: t.offer.heading })).toBeVisible();
  await expect(page.locator(".review__offer").getByRole("link", { name: t.offer.button })).toHaveAttribute("href", "/pricing");

  const email = `bewertung.${unique()}@example.com`;
  await requestReport(page, "de", email, false);
  const message = await outboxMessage(browser, baseURL, email);
  expect(message.subject).toBe(overall === null ? t.email.subjectLinkedinNoScore : fill(t.email.subjectLinkedin, { score: overall }));
  expect(message.text).toContain(t.email.greeting);
  expect(message.text).toContain(t.findings[key].title);
});

test("the résumé review: the target country and its ATS score", async ({ page }) => {
  test.setTimeout(150_000);
  const t = strings("en");
  const { countries } = resources.en.reviewCountries;
  await gotoReady(page, "/resume-review");
  await expect(page.getByRole("heading", { level: 1, name: resources.en.resumeReview.heading })).toBeVisible();
  const country = page.getByLabel(t.form.country, { exact: true });
  // The visitor comes from the US (playwright.config.ts): the country is picked for them, and said so.
  await expect(country).toHaveValue("US");
  await expect(page.getByText(fill(t.form.countryHint, { country: countries.US.name }))).toBeVisible();
  await country.selectOption({ label: countries.DE.name });
  await country.selectOption({ label: countries.US.name });
  await reviewPhoto(page, "en", "man-formal-portrait.jpg");
  await expectScores(page, "en");
  await expect(country).toHaveValue("US");

  await expect(finding(page, "photoDiscouraged")).toContainText(findingTitle("en", "photoDiscouraged"));
  await expect(finding(page, "photoDiscouraged")).toContainText(fill(t.findings.photoDiscouraged.text, { country: countries.US.name }));
  const block = page.locator(".review__country");
  await expect(block.getByRole("heading", { level: 3 })).toHaveText(fill(t.result.country, { country: countries.US.name }));
  await expect(block).toContainText(countries.US.norm);
  await expect(block).toContainText(countries.US.format);
  await expect(page.locator(".review__total-hint")).toHaveText(fill(t.result.atsHint, { country: countries.US.name }));
  const unitedStates = await total(page, t.result.ats);

  if (!scriptsEnabled()) return;
  // With JavaScript the review follows the country at once, without the photo again.
  const posts = postsTo(page, "/resume-review");
  await country.selectOption({ label: countries.DE.name });
  await expect(block.getByRole("heading", { level: 3 })).toHaveText(fill(t.result.country, { country: countries.DE.name }));
  await expect(finding(page, "photoDiscouraged")).toHaveCount(0);
  await expect(finding(page, "photoExpected")).toContainText(findingTitle("en", "photoExpected"));
  await expect(page.locator(".review__total-hint")).toHaveText(fill(t.result.atsHint, { country: countries.DE.name }));
  expect(await total(page, t.result.ats)).toBeGreaterThan(unitedStates);
  expect(posts).toEqual([]);
  expect((await tracked(page)).filter(([name]) => name === "review-started")).toHaveLength(1);
});

test("Spanish on /es/resume-review: the country, the offer and the report in Spanish", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const t = strings("es");
  const { countries } = resources.es.reviewCountries;
  await gotoReady(page, "/es/resume-review");
  await expect(page.getByRole("heading", { level: 1, name: resources.es.resumeReview.heading })).toBeVisible();
  await page.getByLabel(t.form.country, { exact: true }).selectOption({ label: countries.US.name });
  await reviewPhoto(page, "es", "man-formal-portrait.jpg");
  await expectScores(page, "es");
  await expect(finding(page, "photoDiscouraged")).toContainText(findingTitle("es", "photoDiscouraged"));
  await expect(page.locator(".review__country").getByRole("heading", { level: 3 })).toHaveText(
    fill(t.result.country, { country: countries.US.name }),
  );
  const overall = scriptsEnabled() ? await total(page, t.result.overall) : null;
  await total(page, t.result.ats);

  const offer = page.locator(".review__offer");
  await expect(offer.getByRole("heading", { level: 3, name: t.offer.heading })).toBeVisible();
  await expect(offer.getByRole("link", { name: t.offer.button })).toHaveAttribute("href", "/es/pricing");

  const email = `revision.${unique()}@example.com`;
  await requestReport(page, "es", email, false);
  const message = await outboxMessage(browser, baseURL, email);
  expect(message.row).toContain("resume-review-report");
  expect(message.subject).toBe(overall === null ? t.email.subjectResumeNoScore : fill(t.email.subjectResume, { score: overall }));
  expect(message.text).toContain(fill(t.email.country, { country: countries.US.name }));
  expect(message.text).toContain("/es/pricing");

  await offer.getByRole("link", { name: t.offer.button }).click();
  await expect(page).toHaveURL(/\/es\/pricing$/);
});

test("a photo of more than one person or of no one gets no score, as the upload refuses it, in English and German", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const cases: Array<[Photo, Extract<FindingKey, "manyFaces" | "noFace">, Record<string, number>]> = [
    ["two-people.jpg", "manyFaces", { count: 2 }],
    [{ name: "team.jpg", bytes: group() }, "manyFaces", { count: 3 }],
    [{ name: "suit.jpg", bytes: faceless() }, "noFace", {}],
  ];
  for (const [language, tool] of [
    ["en", "resume"],
    ["de", "linkedin"],
  ] as const) {
    await preferLanguage(context, baseURL, language);
    const t = strings(language);
    await gotoReady(page, pagePath(language, tool));
    for (const [photo, key, values] of cases) {
      await reviewPhoto(page, language, photo);
      // Without JavaScript the Worker counts the faces as the upload does (docs/decisions/061-reviews-refuse-what-the-upload-refuses.md).
      await expectOnly(page, key);
      await expect(finding(page, key)).toHaveText(`${findingTitle(language, key)} ${fill(t.findings[key].text, values)}`);
      await expect(page.getByText(t.result.faceChecksNeedScript)).toHaveCount(0);
      // The upload's own check says the same.
      expect(t.findings[key].title).toBe(resources[language].createHeadshot.upload.checks[key]);
      await expect(page.getByText(t.report.heading)).toHaveCount(0);
    }
  }
});

test("a good portrait in landscape: its shape is a tip, never the reason to replace it", async ({ page }) => {
  test.setTimeout(150_000);
  const t = strings("en");
  for (const [tool, key] of [
    ["linkedin", "linkedinAspect"],
    ["resume", "resumeAspect"],
  ] as const) {
    await gotoReady(page, pagePath("en", tool));
    await reviewPhoto(page, "en", "woman-indoor-portrait.jpg");
    await expect(page.locator(".review__findings--tip").locator(`[data-finding="${key}"]`)).toHaveCount(1);
    await expect(page.locator(".review__findings--problem").locator(`[data-finding="${key}"]`)).toHaveCount(0);
    if (scriptsEnabled()) {
      expect(await total(page, t.result.overall)).toBeGreaterThanOrEqual(50);
      await expect(page.locator(".review__total-verdict").first()).not.toHaveText(t.result.verdicts.poor);
    }
  }
});

test("the résumé review without a target country: no ATS score and no country's verdict, and what to do", async ({ page }) => {
  test.setTimeout(150_000);
  const t = strings("en");
  await gotoReady(page, "/resume-review");
  // The visitor comes from the US (playwright.config.ts), and takes the preselected country away.
  await page.getByLabel(t.form.country, { exact: true }).selectOption("");
  await reviewPhoto(page, "en", "man-formal-portrait.jpg");
  await expectScores(page, "en");
  await expect(page.locator(".review__total-label", { hasText: t.result.ats })).toHaveCount(0);
  for (const verdict of Object.values(t.result.atsVerdicts)) await expect(page.getByText(verdict, { exact: true })).toHaveCount(0);
  await expect(page.locator(".review__country")).toHaveCount(0);
  await expect(page.getByText(t.result.atsNeedsCountry)).toBeVisible();
});

test("a file that is not an image: the message on the field, no review", async ({ page }) => {
  for (const [language, tool] of [
    ["en", "linkedin"],
    ["es", "resume"],
  ] as const) {
    const t = strings(language);
    await gotoReady(page, pagePath(language, tool));
    const input = page.locator("#review-photo");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Not a photo, just a few words.\n") });
    if (!scriptsEnabled()) await page.getByRole("button", { name: t.form.submit }).click();
    await expect(page.locator("#review-photo-error")).toHaveText(t.errors.type);
    await expect(page.getByLabel(t.form.photo, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".review__result")).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.form.submit })).toBeEnabled();
  }
  if (scriptsEnabled()) expect((await tracked(page)).filter(([name]) => name === "review-shown")).toEqual([]);
});
