/**
 * Reading the blog, with JavaScript on and off: from the list to an article, on to a related
 * article and back; the language switcher on an article; 'Article not found' and its way back.
 */
import {
  articles,
  banner,
  collectProblems,
  desktop,
  expect,
  gotoReady,
  isSameDocument,
  languageToggle,
  markDocument,
  scriptsEnabled,
  test,
} from "./fixtures";

test.use({ viewport: desktop });

test("from the list to an article, a related article and back to the list", async ({ page }) => {
  const problems = await collectProblems(page);
  await gotoReady(page, "/blog");
  await markDocument(page);
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  // The first row's pictures show, drawn from the document itself.
  for (const card of [cards.nth(0), cards.nth(1)]) {
    await expect(card.locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    await expect
      .poll(() => card.locator("img").evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBe(1200);
  }

  const first = cards.first().getByRole("heading", { level: 2 }).getByRole("link");
  const title = (await first.textContent()) ?? "";
  const href = (await first.getAttribute("href")) ?? "";
  // The whole card leads to the article, not only its title: click its picture.
  await cards.first().click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} - Professional Headshot Tips | Resoume Blog`);
  const picture = page.locator(".article__image");
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBe(1200);
  // With JavaScript the article arrives as data, without a new document.
  expect(await isSameDocument(page)).toBe(scriptsEnabled());

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link")).toHaveText(["Home", "Blog"]);
  await expect(page.getByText(/^By Resoume Team · Published on .+ · \d+ min read$/)).toBeVisible();

  const related = page.getByRole("region", { name: "Related articles" }).getByRole("link");
  expect(await related.count()).toBeGreaterThanOrEqual(1);
  const next = (await related.first().textContent()) ?? "";
  await related.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next);

  await page.getByRole("link", { name: "← Back to the blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Resoume blog");
  // Without JavaScript the browser refuses the page's scripts by design; only the scripted run must be clean.
  if (scriptsEnabled()) expect(problems).toEqual([]);
});

test("the language switcher on a German article leads to the English blog", async ({ page }) => {
  await gotoReady(page, articles.de);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await languageToggle(banner(page), "Sprache: Deutsch").click();
  await banner(page).getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Resoume blog");
});

test("an unknown article shows 'Article not found' with a way back to its blog", async ({ page }) => {
  const response = await page.goto("/blog/de/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle("Artikel nicht gefunden | Resoume Blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel nicht gefunden");

  await page.getByRole("main").getByRole("link", { name: "Alle Artikel ansehen" }).click();
  await expect(page).toHaveURL("/blog/de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Der Resoume-Blog");
});

test("a Spanish article is in Spanish, with its read time and related articles", async ({ page }) => {
  await gotoReady(page, articles.es);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByText(/^Por Equipo Resoume · Publicado el .+ · \d+ min de lectura$/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Artículos relacionados" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/blog\/es\//,
  );
  await expect(page.getByRole("link", { name: "← Volver al blog" })).toHaveAttribute("href", "/es/blog");
});
