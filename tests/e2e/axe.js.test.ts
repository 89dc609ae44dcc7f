/**
 * The axe check the other files rely on (`seriousViolations`) can fail: it reports serious
 * violations where there are some, in a page of its own and in one of the app's pages under their
 * Content-Security-Policy, also when axe is already in the page from an earlier check, and it
 * reports none on the home page as it is. Asked only for what has come into view since it noted
 * the page, it reports what a narrower width brought out and leaves alone what showed before.
 */
import { desktop, expect, gotoReady, mobile, noteShown, seriousViolations, test } from "./fixtures";

test("reports an image without a text alternative and a button without a name", async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Axe check</title></head><body><main>' +
      '<h1>Axe check</h1><img id="unlabelled" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button id="nameless"></button>' +
      "</main></body></html>",
  );
  expect(await seriousViolations(page)).toEqual([
    "button-name (critical): Buttons must have discernible text — #nameless",
    "image-alt (critical): Images must have alternative text — #unlabelled",
  ]);
});

test("finds none on the home page, then the violation made in it, and none again once reloaded", async ({ page }) => {
  await gotoReady(page, "/");
  expect(await seriousViolations(page)).toEqual([]);

  // The same document, axe still in it from the check above, gains a button without a name.
  await page.evaluate(() => {
    const button = document.createElement("button");
    button.id = "nameless";
    document.querySelector("main")?.appendChild(button);
  });
  expect(await seriousViolations(page)).toEqual(["button-name (critical): Buttons must have discernible text — #nameless"]);

  // A new document has no axe: it is put in again, and the page is as it was.
  await gotoReady(page, "/");
  expect(await seriousViolations(page)).toEqual([]);
});

test("asked for what a narrower width brought out, reports a violation there and none in what showed before", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Axe check</title><style>' +
      "@media (max-width: 600px) { #wide { display: none } } @media (min-width: 601px) { #narrow { display: none } }" +
      '</style></head><body><main><h1>Axe check</h1><img id="unlabelled" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
      '<button id="wide"></button><p id="narrow">On a phone <button id="nameless"></button></p></main></body></html>',
  );
  await noteShown(page);
  await page.setViewportSize(mobile);
  expect(await seriousViolations(page, { shownSinceNoted: true })).toEqual([
    "button-name (critical): Buttons must have discernible text — #nameless",
  ]);
  // The whole page still has the image that showed at both widths.
  expect(await seriousViolations(page)).toEqual([
    "button-name (critical): Buttons must have discernible text — #nameless",
    "image-alt (critical): Images must have alternative text — #unlabelled",
  ]);
});
