/**
 * Shared helpers for the browser tests: the pages of the route table, the two viewports, an axe
 * check, a console-error collector and the one gallery item the gallery pages need.
 */
import "../../scripts/lib/wasm-modules.mjs";
import type { AxeResults } from "axe-core";
import {
  test as base,
  expect as baseExpect,
  type Browser,
  type BrowserContext,
  type Frame,
  type Locator,
  type Page,
} from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { baseURL as defaultBaseURL, plausibleURL, stateDir, storeURL, storeWebhookSecret } from "../../playwright.config";
import type { PlanId } from "~/content/business";
import { pathLanguage } from "~/utils/i18n";
import { toasterId } from "~/features/engagement/toast";
import { resources } from "~/locales/resources.server";
import { fill } from "~/utils/translate";
import { photoDir } from "../setup/photos";
import { pageRoutes } from "../setup/routes";
import type { ReceivedEvent } from "../fakes/plausible.mjs";
import { hostedCheckout, storeHost } from "../fakes/lemonsqueezy";
import { oneManSelfies, seedOrder, type SeededOrder, type SeedOptions, type SeedStores } from "../setup/seed-order";
import { openStores } from "../../scripts/lib/worker.mjs";
import { localValues } from "../../app/utils/variables.mjs";

/** The machine is shared and often busy: allow assertions a little longer than the default 5 s. */
export const expect = baseExpect.configure({ timeout: 8_000 });

export const desktop = { width: 1280, height: 800 } as const;
export const mobile = { width: 375, height: 740 } as const;

/** The operator's sign-in, as playwright.config.ts passes ADMIN_TOKEN to the server. */
export const operatorCredentials = { username: "operator", password: "e2e-operator-token-0123456789" } as const;

/** One article per blog language (app/content/articles.server.ts). */
export const articles = {
  en: "/blog/how-to-take-selfies-for-ai-headshots",
  de: "/blog/de/bewerbungsfoto-in-deutschland",
  es: "/blog/es/foto-para-el-curriculum",
} as const;

/** A shared headshot that `ensureGalleryItem` stores in the test server's local D1 database. */
export const galleryId = "e2e-sample";

/**
 * Every page of the route table (tests/setup/routes.ts) once: an article stands for its blog, the
 * gallery for `galleryId`; the dashboard is opened as the operator.
 */
const tablePages: PageCase[] = (await pageRoutes()).map(({ path = "", file }) => {
  const pattern = `/${path}`;
  const page = pattern.includes(":slug")
    ? articles[pathLanguage(pattern.replace(":slug", "x")) ?? "en"]
    : pattern.replace(":id", galleryId);
  return { name: page, path: page, family: file, status: 200, operator: page === "/dashboard" || undefined };
});
const familyOf = (path: string) => tablePages.find((page) => page.path === path)!.family;

export type PageCase = {
  /** What the test is called and what a failure names. */
  name: string;
  path: string;
  /**
   * The route module that renders the page: the pages of one module (its languages, its slugs or
   * variants) share its layout and differ in their text.
   */
  family: string;
  /** A stored language preference (the `preferred-language` cookie). */
  language?: "en" | "de" | "es";
  /** The HTTP status the page answers with. */
  status: number;
  /** Sign in as the operator (HTTP Basic). */
  operator?: boolean;
};

/** Every page of the route table, plus a landing variant chosen by query, German pages and the 404s. */
export const allPages: readonly PageCase[] = [
  ...tablePages,
  {
    name: "/ad-landing?variant=emotional-story",
    path: "/ad-landing?variant=emotional-story",
    family: familyOf("/ad-landing"),
    status: 200,
  },
  { name: "/ (German)", path: "/", family: familyOf("/"), language: "de", status: 200 },
  { name: "/pricing (German)", path: "/pricing", family: familyOf("/pricing"), language: "de", status: 200 },
  { name: "/white-label (German)", path: "/white-label", family: familyOf("/white-label"), language: "de", status: 200 },
  { name: "404 /no-such-page", path: "/no-such-page", family: "routes/not-found.tsx", status: 404 },
  { name: "404 /es/no-such-page", path: "/es/no-such-page", family: "routes/not-found.tsx", status: 404 },
];

/** Stores the language preference the way /set-language does. */
export async function preferLanguage(context: BrowserContext, baseURL: string | undefined, language: string) {
  await context.addCookies([{ name: "preferred-language", value: language, url: baseURL ?? "http://127.0.0.1:8788" }]);
}

/**
 * The gallery pages need a shared item; the schema has no seed data, so one row is written to the
 * test server's local database (the STATE_DIR playwright.config.ts gives the server) when missing.
 * Another `id` and `createdAt` make an item of their own (a date near midnight).
 */
export async function ensureGalleryItem(
  baseURL: string | undefined,
  { id = galleryId, createdAt = "2026-01-15T10:00:00.000Z" }: { id?: string; createdAt?: string } = {},
): Promise<void> {
  const url = `${baseURL ?? defaultBaseURL}/gallery/${id}`;
  // The server may drop a request while it is busy (docs/decisions/042-requests-workerd-drops-while-busy.md): asked again.
  const status = async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return (await fetch(url)).status;
      } catch (error) {
        if (attempt >= 4) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  if ((await status()) === 200) return;
  const sql =
    "INSERT OR IGNORE INTO gallery_items (id, style, image_key, created_at) " +
    `VALUES ('${id}', 'corporate', 'e2e/${id}.jpg', '${createdAt}')`;
  let lastError: unknown;
  // Both workers may try at once; SQLite may then report the database as busy for a moment.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      execFileSync("node_modules/.bin/wrangler", ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", sql], {
        stdio: "pipe",
        env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
      });
      break;
    } catch (error) {
      lastError = error;
    }
  }
  expect(await status(), `seeding gallery item ${galleryId} failed: ${String(lastError)}`).toBe(200);
}

/** axe-core's browser bundle, read once per test process, when a test first asks for an axe check. */
let axeSource: string | undefined;
const axeScript = () => (axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));

/**
 * Puts axe-core into `frame` unless it is there already. A document keeps it until it is navigated
 * away from, so a second check of the same page (the phone width after the desktop) does not parse
 * the bundle again; @axe-core/playwright's builder injected it twice on every check, most of its
 * time. It goes in through `evaluate`, which the page's Content-Security-Policy does not govern
 * (`addScriptTag` would be refused for want of the nonce).
 */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!present) await frame.evaluate(axeScript());
}

type ShownElements = { __e2eShown?: WeakSet<Element> };

/**
 * Notes the elements `page` shows now, so that `seriousViolations(page, { shownSinceNoted: true })`
 * can examine only what has come into view since: what another width or an opened menu brings out.
 */
export async function noteShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shown = [...document.body.querySelectorAll("*")].filter((element) => element.checkVisibility({ visibilityProperty: true }));
    (window as ShownElements).__e2eShown = new WeakSet(shown);
  });
}

/**
 * Axe violations with impact "serious" or "critical", one line each, from every rule. Axe runs in
 * the page itself, as the builder's legacy mode did, instead of finishing the run in an extra blank
 * page. Like that mode it first goes into every frame, giving up on one after a second, so that the
 * page's axe can look into a same-origin frame. With `shownSinceNoted` it examines only the parts
 * shown now that were not when `noteShown` looked (the outermost of them, each with what is inside).
 */
export async function seriousViolations(page: Page, { shownSinceNoted = false } = {}): Promise<string[]> {
  await injectAxe(page.mainFrame());
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("axe-core could not be injected in time")), 1_000);
    });
    await Promise.race([injectAxe(frame), timeout])
      .catch(() => {})
      .finally(() => clearTimeout(timer));
  }
  const violations = await page.evaluate(async (onlyNew) => {
    const { axe, __e2eShown: before } = window as unknown as ShownElements & {
      axe: { run: (context: Document | { include: Element[] }, options: object) => Promise<AxeResults> };
    };
    if (!onlyNew) return (await axe.run(document, { resultTypes: ["violations"] })).violations;
    if (!before) throw new Error("noteShown was not called on this document");
    const isNew = (element: Element | null) =>
      element !== null && !before.has(element) && element.checkVisibility({ visibilityProperty: true });
    const include = [...document.body.querySelectorAll("*")].filter((element) => isNew(element) && !isNew(element.parentElement));
    return include.length === 0 ? [] : (await axe.run({ include }, { resultTypes: ["violations"] })).violations;
  }, shownSinceNoted);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(" "))
          .join(" | "),
    );
}

/** The header (banner landmark). */
export const banner = (page: Page): Locator => page.getByRole("banner");

/** The mobile menu's disclosure toggle (a <summary>, which has no button role). */
export const menuToggle = (page: Page): Locator =>
  banner(page)
    .locator("summary")
    .filter({ hasText: /^(Menu|Close menu|Menü|Menú)/ });

/** A visible language switcher's toggle (a <summary> whose hidden label is "Language: <current language>"). */
export function languageToggle(scope: Locator | Page, label = "Language: English"): Locator {
  return scope.locator("summary").filter({ hasText: label }).locator("visible=true");
}

export type ConsoleProblem = { kind: "console" | "pageerror" | "csp" | "requestfailed"; text: string; url?: string };

/**
 * Collects console errors, uncaught page errors, Content-Security-Policy violations and failed
 * requests of `page` from now on.
 */
export async function collectProblems(page: Page): Promise<ConsoleProblem[]> {
  const problems: ConsoleProblem[] = [];
  // Remix asks for the routes of links as they render (lazy route discovery); a frame that goes away
  // meanwhile (the checkout overlay once paid) aborts that request, which Remix then logs. Nothing a
  // visitor sees: an aborted discovery is left out, any other failure of it is not.
  const abortedDiscovery = (text: string) => /^net::ERR_ABORTED: .*\/__manifest\?/.test(text);
  let discoveryAborted = false;
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (discoveryAborted && message.text().startsWith("Failed to fetch manifest patches")) return;
    problems.push({ kind: "console", text: message.text(), url: message.location().url });
  });
  page.on("pageerror", (error) => problems.push({ kind: "pageerror", text: error.message }));
  page.on("requestfailed", (request) => {
    const text = `${request.failure()?.errorText ?? "failed"}: ${request.url()}`;
    if (abortedDiscovery(text)) discoveryAborted = true;
    else problems.push({ kind: "requestfailed", text });
  });
  await page.exposeFunction("__e2eReportCsp", (text: string) => problems.push({ kind: "csp", text }));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __e2eReportCsp?: (text: string) => void }).__e2eReportCsp;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return problems;
}

/** Marks the current document, so a test can tell a client-side navigation from a full reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument?: boolean }).__e2eDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument === true);
}

/**
 * Opens `path` and, with JavaScript on, waits until the app says that it has hydrated the page
 * (`data-hydrated` on the document) and, where the page has the full chrome, until the parts that
 * show after the first paint (the toasts, the popup, the checkout overlay) listen.
 */
export async function gotoReady(page: Page, path: string, options: Parameters<Page["goto"]>[1] = {}) {
  const response = await page.goto(path, options);
  if (scriptsEnabled()) await hydrated(page);
  return response;
}

/** What the site's stylesheet sets and a browser's defaults do not: the body's font and the header's colour. */
export async function expectStyled(page: Page) {
  await expect(page.locator("body")).toHaveCSS("font-family", /^system-ui/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Resoume" }).first()).not.toHaveCSS("color", "rgb(0, 0, 238)");
}

/** The sum of the page's layout shifts so far, as the browser scores them (CLS). */
export function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // The observer reports buffered entries at once, and nothing when there were none.
        setTimeout(() => resolve(0), 200);
      }),
  );
}

/** Waits until the app has hydrated the page and, with the full chrome, its later parts listen. */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator(`html[data-engaged], html:not(:has(#${toasterId}))`)).toHaveCount(1, { timeout: 15_000 });
}

/** Opens `path` with the page's scripts held back until the returned function lets them through. */
export async function openWithoutScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Scripts only: a stylesheet that a later page links must still arrive.
  await page.route(
    (url) => url.pathname.startsWith("/build/") && url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(path, { waitUntil: "commit" });
  return async () => {
    release();
    await hydrated(page);
  };
}

/**
 * Opens `path` on a clock that stands still (installed by the caller) at `at`: the page hydrates,
 * and its later parts start listening (the popup's 12 s count among them), at exactly `at`.
 */
export async function gotoOnStoppedClock(page: Page, path: string, at: number) {
  await page.clock.pauseAt(at);
  await page.goto(path);
  await hydrated(page);
}

/**
 * A paid order of `plan` in `language` as its payment leaves it, open on its page in that language,
 * waiting for the selfies: where the upload's and the choices' tests start. Buying it in the browser
 * is purchase.test.ts's.
 */
export async function paidOrderPage(page: Page, seed: Seed, plan: "basic" | "premium" | "ultimate", language: "en" | "es" = "en") {
  await seed({ state: "paid", plan: plan.toUpperCase() as PlanId, language });
  await gotoReady(page, language === "es" ? "/es/create-headshot" : "/create-headshot");
  await expect(page.locator(".upload__status")).toBeVisible();
}

/**
 * The order page's style cards, one per style, each named by its style and showing its drawn preview:
 * a picture the server answers with 200 and the browser has decoded to a width.
 */
export async function expectStyleCards(page: Page, names: readonly string[]) {
  const cards = page.locator(".style-card");
  await expect(cards).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    const card = cards.nth(index);
    await expect(card.locator(".style-card__name")).toHaveText(name);
    const picture = card.locator("img");
    const src = await picture.getAttribute("src");
    expect((await page.request.get(src!)).status(), src!).toBe(200);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  }
}

/** Whether the test runs with JavaScript (the "js" project) or without ("no-js"). */
export function scriptsEnabled(): boolean {
  return base.info().project.use.javaScriptEnabled !== false;
}

const fake = (name: string) => readFileSync(path.resolve(import.meta.dirname, "../fakes", name), "utf8");
const fakeScripts = { gtag: fake("gtag.js"), fbevents: fake("fbevents.js"), lemon: fake("lemon.js") };

/**
 * Every request the browser makes to another host than the app's. Such hosts are answered at the
 * network edge: the Google tag, the Meta pixel, lemon.js and the test store's hosted checkout (for
 * the server with a store, `storeURL`) by local stand-ins that speak like the real ones
 * (tests/fakes), the beacons with an empty success, anything else refused.
 */
export type ThirdPartyRequests = { urls: string[]; hosts: () => string[] };

/** Answers `context`'s requests to other hosts than the app's as {@link ThirdPartyRequests} says, noting each in `urls`. */
export async function answerThirdParties(context: BrowserContext, urls: string[] = []) {
  context.on("request", (request) => {
    if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(request.url())) urls.push(request.url());
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => {
    const url = new URL(route.request().url());
    if (url.host === "www.googletagmanager.com" && url.pathname === "/gtag/js") {
      return route.fulfill({ contentType: "text/javascript", body: fakeScripts.gtag });
    }
    if (url.host === "connect.facebook.net" && url.pathname.endsWith("/fbevents.js")) {
      return route.fulfill({ contentType: "text/javascript", body: fakeScripts.fbevents });
    }
    if (url.host === "app.lemonsqueezy.com" && url.pathname === "/js/lemon.js") {
      return route.fulfill({ contentType: "text/javascript", body: fakeScripts.lemon });
    }
    if (url.host === storeHost) {
      return hostedCheckout(route, {
        webhookUrl: `${storeURL}/api/webhooks/lemonsqueezy`,
        secret: storeWebhookSecret,
        confirmationUrl: `${storeURL}/create-headshot`,
      });
    }
    if (url.host.endsWith(".google-analytics.com") || (url.host === "www.facebook.com" && url.pathname.startsWith("/tr"))) {
      return route.fulfill({ status: 204 });
    }
    return route.abort("blockedbyclient");
  });
}

/** A new order in a state of its life, open in this test's browser (its link's cookie set), as tests/setup/seed-order.ts writes it. */
export type Seed = (options: Omit<SeedOptions, "secret">) => Promise<SeededOrder>;

export const test = base.extend<{ thirdParty: ThirdPartyRequests; seed: Seed }, { stores: SeedStores }>({
  // The stores the server keeps in its state folder (playwright.config.ts), opened once per worker
  // process by the first test that seeds an order.
  stores: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none
    async ({}, provide) => {
      const stores = await openStores(path.resolve(stateDir, "v3"));
      await provide(stores);
      await stores.dispose();
    },
    // A second workerd, started while the server and both browsers keep two cores busy.
    { scope: "worker", timeout: 120_000 },
  ],
  seed: async ({ stores, context, baseURL }, provide) => {
    await provide(async (options) => {
      // The server signs order links with its local secret (scripts/start.mjs), as none is given to it.
      const order = await seedOrder(stores, { secret: localValues.ORDER_LINK_SECRET!, ...options });
      await context.addCookies([{ ...order.cookie, url: baseURL ?? defaultBaseURL, httpOnly: true, sameSite: "Lax" }]);
      return order;
    });
  },
  thirdParty: [
    async ({ context }, use) => {
      const urls: string[] = [];
      await answerThirdParties(context, urls);
      await use({ urls, hosts: () => [...new Set(urls.map((url) => new URL(url).host))] });
    },
    { auto: true },
  ],
});

/** GA4 hits the page sent, as [event name, parameters]. */
export function googleHits(thirdParty: ThirdPartyRequests): Array<[string, URLSearchParams]> {
  return thirdParty.urls
    .filter((url) => url.includes("google-analytics.com/g/collect"))
    .map((url) => {
      const query = new URL(url).searchParams;
      return [query.get("en") ?? "", query];
    });
}

/** Meta pixel events the page sent. */
export function pixelEvents(thirdParty: ThirdPartyRequests): string[] {
  return thirdParty.urls
    .filter((url) => url.startsWith("https://www.facebook.com/tr"))
    .map((url) => new URL(url).searchParams.get("ev") ?? "");
}

/** What the local Plausible stand-in received for pages whose URL contains `marker`. */
export async function plausibleEvents(marker: string): Promise<ReceivedEvent[]> {
  const events = (await (await fetch(`${plausibleURL}/events`)).json()) as ReceivedEvent[];
  return events.filter((event) => event.url.includes(marker));
}

/** Five photographs of one man: an order's photos are one person's, checked on the server too (ADR 036). */
export const goodSelfies = oneManSelfies;

/** The five good selfies through the upload form, as a buyer sends them with or without JavaScript. */
export async function uploadSelfies(page: Page, language: "en" | "de" | "es") {
  const { upload } = resources[language].createHeadshot;
  const files = goodSelfies.map((name) => path.join(photoDir, name));
  facesReadOnTheServer();
  if (scriptsEnabled()) {
    await page.locator(".dropzone__input").setInputFiles(files);
    await expect(page.locator(".selection__verdict", { hasText: upload.checks.checking })).toHaveCount(0, { timeout: serverFacesMs });
  } else {
    await page.locator('input[type="file"][name="photos"]').setInputFiles(files);
  }
  await page.getByRole("button", { name: upload.photos.send }).click();
  const uploaded = page.getByText(fill(upload.photos.count, { count: 5, max: 10 }));
  // A photo refused, on the device or by the server, is said at once: the wait ends there, with the
  // page's words, rather than at the end of the faces' budget for a fifth photo that will not come.
  const refused = page.locator(".upload__outcome--refused, .selection__item--refuse, .selection__item--refused");
  await expect(uploaded.or(refused).first()).toBeVisible({ timeout: serverFacesMs });
  expect(await refused.allTextContents()).toEqual([]);
  await expect(uploaded).toBeVisible();
}

/** The device and the server read each photo's faces on the CPU (ADR 035, 036): seconds per photo on a busy machine. */
export const serverFacesMs = 300_000;
export const facesReadOnTheServer = () => test.info().setTimeout(test.info().timeout + serverFacesMs);

/**
 * The e-mail to `to` as the operator's dashboard shows it (the one with `subject`, when the address
 * got several): its row in the outbox, then the message itself.
 */
export async function outboxMessage(browser: Browser, baseURL: string | undefined, to: string, subject?: string) {
  const context = await browser.newContext({ baseURL, httpCredentials: operatorCredentials, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const dashboard = resources.en.dashboard;
    await page.goto("/dashboard");
    const toAddress = page.getByRole("region", { name: dashboard.emails.heading }).getByRole("row").filter({ hasText: to });
    const rows = subject ? toAddress.filter({ hasText: subject }) : toAddress;
    await expect(rows).toHaveCount(1);
    const link = rows.getByRole("link");
    const shown = (await link.textContent()) ?? "";
    const row = (await rows.textContent()) ?? "";
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown);
    return { subject: shown, row, text: (await page.locator("pre.dashboard__email").textContent()) ?? "" };
  } finally {
    await context.close();
  }
}

/** The link in the confirmation e-mail to `email` (as the dashboard shows it), as a path on the site with its query. */
export async function newsletterLink(browser: Browser, baseURL: string | undefined, email: string, language: "en" | "de" | "es" = "en") {
  const { text } = await outboxMessage(browser, baseURL, email, resources[language].confirmEmail.subject);
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/**
 * What the owner of `email` does with a newsletter sign-up, in `page`: opens the confirmation
 * e-mail (as the dashboard shows it), follows its link and presses the button; then the page says
 * the address is on the list.
 */
export async function confirmNewsletter(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  language: "en" | "de" | "es" = "en",
) {
  // A visit to the dashboard and two more pages, on top of what the test itself takes.
  test.setTimeout(test.info().timeout + 60_000);
  const t = resources[language].newsletter.confirm;
  await gotoReady(page, await newsletterLink(browser, baseURL, email, language));
  await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
  await page.getByRole("button", { name: t.button }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.confirmedHeading })).toBeVisible();
  await expect(page.getByText(fill(t.confirmed, { email }))).toBeVisible();
}
