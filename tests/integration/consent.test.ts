import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import deConsent from "~/locales/de/consent";
import enConsent from "~/locales/en/consent";
import esConsent from "~/locales/es/consent";
import deCommon from "~/locales/de/common";
import enCommon from "~/locales/en/common";
import esCommon from "~/locales/es/common";
import { decode } from "../setup/html";
import { sendForm } from "../setup/forms";
import { startWorker, type TestWorker } from "../setup/worker";
import { foreignPaths } from "../setup/foreign-paths";

/**
 * Consent-first rendering (issue 3): where the edge places the visitor, what the first HTML holds
 * for them (banner, Consent Mode defaults that Google's tag reads from the dataLayer, no tag or
 * pixel), the cookies it stores, and the banner's form endpoint /consent.
 */

// Real-looking ids: with these configured, the Google tag and Meta pixel would load after consent.
const ids = { GA_MEASUREMENT_ID: "G-R3S0UM3T35T", META_PIXEL_ID: "104857600123456" };
const euCf = { country: "DE", isEUCountry: "1" };

const strings = { en: enConsent, de: deConsent, es: esConsent };
const common = { en: enCommon, de: deCommon, es: esCommon };
type Lng = keyof typeof strings;
/** Where each language's page is: English by default, German by the stored preference, Spanish by its path. */
const pricingIn: Record<Lng, { path: string; cookie: string | undefined }> = {
  en: { path: "/pricing", cookie: undefined },
  de: { path: "/pricing", cookie: "preferred-language=de" },
  es: { path: "/es/pricing", cookie: undefined },
};

/** Hosts and calls that mean the Google tag or the Meta pixel is on the page. */
const vendorMarkers = ["googletagmanager", "google-analytics", "connect.facebook.net", "fbevents", "fbq(", "facebook.com/tr"];

let eu: TestWorker;
let us: TestWorker;
let unplaced: TestWorker;

beforeAll(async () => {
  [eu, us, unplaced] = await Promise.all([
    startWorker({ vars: ids, cf: euCf }),
    startWorker({ vars: ids }),
    // The edge could not place this visitor (no country in its request data).
    startWorker({ vars: ids, cf: {} }),
  ]);
});

afterAll(async () => {
  await Promise.all([eu?.dispose(), us?.dispose(), unplaced?.dispose()]);
});

type Cookie = { name: string; value: string; attributes: Map<string, string> };

function parseSetCookie(line: string): Cookie {
  const [pair = "", ...parts] = line.split(";").map((part) => part.trim());
  const separator = pair.indexOf("=");
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const index = part.indexOf("=");
    attributes.set((index === -1 ? part : part.slice(0, index)).toLowerCase(), index === -1 ? "" : part.slice(index + 1));
  }
  return { name: pair.slice(0, separator), value: decodeURIComponent(pair.slice(separator + 1)), attributes };
}

type Visit = { status: number; headers: Headers; html: string; cookies: Cookie[]; setCookie: string[] };

type VisitOptions = {
  /** Cloudflare's request data for this request only (Miniflare fills the fields not given with its US defaults). */
  cf?: Record<string, unknown>;
  cookie?: string;
  headers?: Record<string, string>;
};

async function visit(worker: TestWorker, path: string, { cf, cookie, headers = {} }: VisitOptions = {}): Promise<Visit> {
  const init: RequestInit & { cf?: Record<string, unknown> } = { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } };
  if (cf) init.cf = cf;
  const response = await worker.fetch(path, init);
  const setCookie = response.headers.getSetCookie();
  return {
    status: response.status,
    headers: response.headers,
    html: await response.text(),
    cookies: setCookie.map(parseSetCookie),
    setCookie,
  };
}

const cookieNamed = (cookies: Cookie[], name: string) => cookies.find((cookie) => cookie.name === name);
const cookieNames = (cookies: Cookie[]) => cookies.map((cookie) => cookie.name).sort();
/** What the browser sends back after storing these cookies. */
const jar = (cookies: Cookie[]) => cookies.map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`).join("; ");

/** A consent cookie as the site stores it (and as the browser sends it back). */
const consentCookie = (analytics: boolean, marketing: boolean) =>
  `cookie-consent=${encodeURIComponent(JSON.stringify({ essential: true, analytics, marketing }))}; cookie-consent-date=${encodeURIComponent("2026-01-15T10:00:00.000Z")}`;

/** The inline scripts of a page, with their attributes. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(match[1]))
    .map((match) => ({ attributes: match[1], body: match[2] }));

/** The inline script that talks to Google's tag (gtag/dataLayer), if the page has one. */
const consentScript = (html: string) => inlineScripts(html).find((script) => /gtag|dataLayer/.test(script.body));

/**
 * What Google's tag would find in `window.dataLayer` after the page's inline script ran: each
 * `gtag(...)` call as an array of its arguments. Null when the page has no such script.
 */
function dataLayerOf(html: string): unknown[][] | null {
  const script = consentScript(html);
  if (!script) return null;
  const sandbox: Record<string, unknown> = {};
  sandbox.window = sandbox;
  runInNewContext(script.body, sandbox);
  const layer = sandbox.dataLayer as ArrayLike<unknown>[];
  return JSON.parse(JSON.stringify(Array.from(layer, (args) => Array.from(args)))) as unknown[][];
}

const signals = (analytics: boolean, marketing: boolean) => ({
  analytics_storage: analytics ? "granted" : "denied",
  ad_storage: marketing ? "granted" : "denied",
  ad_user_data: marketing ? "granted" : "denied",
  ad_personalization: marketing ? "granted" : "denied",
});
const deniedDefaults = ["consent", "default", { ...signals(false, false), wait_for_update: 500 }];
const grantedDefaults = ["consent", "default", signals(true, true)];

/** The page sets `defaults` first, url_passthrough and ads_data_redaction, and exactly `updates` after the defaults. */
function expectConsentMode(html: string, defaults: unknown[], updates: Record<string, string>[]) {
  const layer = dataLayerOf(html);
  expect(layer, "the page has no Consent Mode script").not.toBeNull();
  expect(layer![0]).toEqual(defaults);
  expect(layer!.filter((call) => call[0] === "consent" && call[1] === "default")).toHaveLength(1);
  expect(layer).toContainEqual(["set", "url_passthrough", true]);
  expect(layer).toContainEqual(["set", "ads_data_redaction", true]);
  expect(layer!.filter((call) => call[0] === "consent" && call[1] === "update")).toEqual(
    updates.map((signal) => ["consent", "update", signal]),
  );
}

const bannerOf = (html: string) => /<section class="consent-banner"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;
const checkbox = (banner: string, name: string) => new RegExp(`<input(?=[^>]*\\sname="${name}")[^>]*>`).exec(banner)?.[0] ?? null;
const isChecked = (tag: string | null) => tag !== null && /\schecked=""/.test(tag);
const hiddenReturnTo = (banner: string) => /<input type="hidden" name="returnTo" value="([^"]*)"/.exec(banner)?.[1];
const buttonOf = (html: string, choice: string) =>
  new RegExp(`<button[^>]*\\sname="choice" value="${choice}"[^>]*>([\\s\\S]*?)</button>`).exec(html);

function expectNoVendorCode(html: string) {
  for (const marker of vendorMarkers) expect(html, `the HTML mentions ${marker}`).not.toContain(marker);
  // Every script file comes from this site.
  for (const match of html.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/g)) expect(match[1]).toMatch(/^\/(?!\/)/);
}

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
function expectRecent(iso: string | undefined) {
  expect(iso).toMatch(isoDate);
  expect(Math.abs(Date.parse(iso!) - Date.now())).toBeLessThan(60_000);
}

function expectStoredConsent(cookies: Cookie[], analytics: boolean, marketing: boolean) {
  const consent = cookieNamed(cookies, "cookie-consent");
  const date = cookieNamed(cookies, "cookie-consent-date");
  expect(consent, "no cookie-consent cookie set").toBeDefined();
  expect(JSON.parse(consent!.value)).toEqual({ essential: true, analytics, marketing });
  expectRecent(date?.value);
  for (const cookie of [consent!, date!]) {
    expect(cookie.attributes.get("path")).toBe("/");
    expect(cookie.attributes.get("samesite")?.toLowerCase()).toBe("lax");
    const maxAge = Number(cookie.attributes.get("max-age"));
    // Long enough to remember the choice, no longer than the 13 months regulators allow.
    expect(maxAge).toBeGreaterThanOrEqual(60 * 60 * 24 * 30);
    expect(maxAge).toBeLessThanOrEqual(60 * 60 * 24 * 395);
  }
}

/** The visitor's consent is asked for: the banner, all signals denied until they answer, nothing stored. */
function expectAskedForConsent(page: Visit) {
  expect(page.status).toBe(200);
  expect(bannerOf(page.html)).not.toBeNull();
  expectConsentMode(page.html, deniedDefaults, []);
  expect(cookieNamed(page.cookies, "cookie-consent")).toBeUndefined();
  expect(cookieNamed(page.cookies, "cookie-consent-date")).toBeUndefined();
  expectNoVendorCode(page.html);
}

/** Outside the EU the first response grants both categories, stores them and shows no banner. */
function expectAutoGranted(page: Visit) {
  expect(page.status).toBe(200);
  expect(bannerOf(page.html)).toBeNull();
  expectConsentMode(page.html, grantedDefaults, [signals(true, true)]);
  expectStoredConsent(page.cookies, true, true);
}

describe("region from the edge's request data", () => {
  test.each([
    ["cf.isEUCountry", { country: "DE", isEUCountry: "1" }],
    ["cf.isEUCountry, whatever the country says", { country: "US", isEUCountry: "1" }],
    ["cf.country FR (EU)", { country: "FR" }],
    ["cf.country NO (EEA)", { country: "NO" }],
    ["cf.country IS (EEA)", { country: "IS" }],
    ["cf.country LI (EEA)", { country: "LI" }],
    ["cf.country GB (the UK's law asks for consent too)", { country: "GB" }],
    ["cf.country CH (so does Switzerland's)", { country: "CH" }],
  ])("%s → EU: banner, denied defaults, user_region=EU", async (_, cf) => {
    const page = await visit(unplaced, "/", { cf });
    expectAskedForConsent(page);
    expect(cookieNamed(page.cookies, "user_region")?.value).toBe("EU");
  });

  test.each([
    ["US", { country: "US" }],
    ["BR", { country: "BR" }],
    ["US with isEUCountry 0", { country: "US", isEUCountry: "0" }],
  ])("cf.country %s → outside the EU: auto-granted, user_region=NON_EU", async (_, cf) => {
    const page = await visit(unplaced, "/", { cf });
    expectAutoGranted(page);
    expect(cookieNamed(page.cookies, "user_region")?.value).toBe("NON_EU");
  });

  test("the worker's own request data (a German visitor) places the visitor in the EU", async () => {
    const page = await visit(eu, "/");
    expectAskedForConsent(page);
    expect(cookieNamed(page.cookies, "user_region")?.value).toBe("EU");
  });

  test("cf.country wins over the CF-IPCountry header", async () => {
    const page = await visit(unplaced, "/", { cf: { country: "US" }, headers: { "CF-IPCountry": "DE" } });
    expectAutoGranted(page);
    const germany = await visit(unplaced, "/", { cf: { country: "DE" }, headers: { "CF-IPCountry": "US" } });
    expectAskedForConsent(germany);
  });
});

describe("region from the CF-IPCountry header when the request data has no country", () => {
  test.each(["DE", "NO", "IS", "LI"])("%s → EU", async (country) => {
    const page = await visit(unplaced, "/", { headers: { "CF-IPCountry": country } });
    expectAskedForConsent(page);
    expect(cookieNamed(page.cookies, "user_region")?.value).toBe("EU");
  });

  test("US → outside the EU", async () => {
    const page = await visit(unplaced, "/", { headers: { "CF-IPCountry": "US" } });
    expectAutoGranted(page);
    expect(cookieNamed(page.cookies, "user_region")?.value).toBe("NON_EU");
  });

  test.each(["XX", "T1", "de", ""])("%j (unknown, Tor, malformed) places nobody", async (country) => {
    const page = await visit(unplaced, "/", { headers: { "CF-IPCountry": country } });
    expectAskedForConsent(page);
    expect(cookieNamed(page.cookies, "user_region")).toBeUndefined();
  });
});

describe("region from the user_region cookie when the edge does not know", () => {
  test("user_region=EU: banner and denied defaults, nothing stored", async () => {
    const page = await visit(unplaced, "/", { cookie: "user_region=EU" });
    expectAskedForConsent(page);
    expect(cookieNamed(page.cookies, "user_region")).toBeUndefined();
  });

  test("user_region=NON_EU: auto-granted like any visitor outside the EU", async () => {
    const page = await visit(unplaced, "/", { cookie: "user_region=NON_EU" });
    expectAutoGranted(page);
  });

  test("an unknown value counts as no region", async () => {
    const page = await visit(unplaced, "/", { cookie: "user_region=MARS" });
    expectAskedForConsent(page);
    expect(cookieNamed(page.cookies, "user_region")).toBeUndefined();
  });

  test("the edge wins over the cookie and corrects it", async () => {
    const inEu = await visit(eu, "/", { cookie: "user_region=NON_EU" });
    expectAskedForConsent(inEu);
    expect(cookieNamed(inEu.cookies, "user_region")?.value).toBe("EU");

    const inUs = await visit(us, "/", { cookie: "user_region=EU" });
    expectAutoGranted(inUs);
    expect(cookieNamed(inUs.cookies, "user_region")?.value).toBe("NON_EU");
  });

  test("a cookie that agrees with the edge is not sent again", async () => {
    const page = await visit(eu, "/", { cookie: "user_region=EU" });
    expect(cookieNamed(page.cookies, "user_region")).toBeUndefined();
  });
});

describe("a visitor nobody can place", () => {
  test("sees the banner, gets denied defaults with wait_for_update 500, and no consent or region cookie", async () => {
    const page = await visit(unplaced, "/pricing");
    expectAskedForConsent(page);
    expect(cookieNames(page.cookies)).not.toContain("user_region");
    // Nothing at all is stored, not even the experiment's variant.
    expect(cookieNames(page.cookies)).toEqual([]);
  });
});

describe("the countries that ask for consent are configurable", () => {
  test("CONSENT_COUNTRIES=DE,US: a British visitor is auto-granted, an American one asked", async () => {
    const configured = await startWorker({ vars: { ...ids, CONSENT_COUNTRIES: "DE,US" }, cf: {} });
    try {
      expectAutoGranted(await visit(configured, "/", { cf: { country: "GB" } }));
      expectAskedForConsent(await visit(configured, "/", { cf: { country: "US" } }));
    } finally {
      await configured.dispose();
    }
  });

  test("a malformed list is a configuration error", async () => {
    const broken = await startWorker({ vars: { ...ids, CONSENT_COUNTRIES: "Germany" } });
    try {
      expect((await visit(broken, "/")).status).toBe(500);
    } finally {
      await broken.dispose();
    }
  });
});

describe("an EU visitor's first page", () => {
  test("has the banner: a form posting to /consent with three choices, the categories in the details", async () => {
    const page = await visit(eu, "/pricing?x=1");
    expect(page.status).toBe(200);
    const banner = bannerOf(page.html)!;
    expect(banner).not.toBeNull();
    const form = /<form\b[^>]*>/.exec(banner)![0];
    expect(form).toMatch(/\smethod="post"/);
    expect(form).toMatch(/\saction="\/consent"/);
    expect(hiddenReturnTo(banner)).toBe("/pricing?x=1");

    const details = /<details\b[\s\S]*?<\/details>/.exec(banner)![0];
    // Accept selected sits with the categories; reject and accept all are outside, side by side.
    expect(buttonOf(details, "accept_selected")).not.toBeNull();
    expect(buttonOf(details, "accept_all")).toBeNull();
    expect(buttonOf(details, "reject_all")).toBeNull();
    const outside = banner.replace(details, "");
    expect(decode(buttonOf(outside, "reject_all")![1])).toBe(enConsent.rejectAll);
    expect(decode(buttonOf(outside, "accept_all")![1])).toBe(enConsent.acceptAll);
    expect(decode(buttonOf(details, "accept_selected")![1])).toBe(enConsent.acceptSelected);
    for (const match of banner.matchAll(/<button\b[^>]*>/g)) expect(match[0]).toMatch(/\stype="submit"/);

    // The spec's defaults: analytics on, marketing off.
    expect(isChecked(checkbox(details, "analytics"))).toBe(true);
    expect(checkbox(details, "marketing")).not.toBeNull();
    expect(isChecked(checkbox(details, "marketing"))).toBe(false);
    expect(/<summary>([\s\S]*?)<\/summary>/.exec(details)?.[1]).toBe(enConsent.customize);
  });

  test("contains no Google tag and no Meta pixel, anywhere", async () => {
    const page = await visit(eu, "/");
    expectNoVendorCode(page.html);
  });

  test("sets all four signals denied with wait_for_update 500, before any other script", async () => {
    const page = await visit(eu, "/");
    expectConsentMode(page.html, deniedDefaults, []);
    const scripts = [...page.html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts[0]?.[1]).toBe(consentScript(page.html)!.body);
  });

  test.each([
    ["/es", 200],
    ["/blog", 200],
    ["/ad-landing?variant=direct-response", 200],
    ["/nope", 404],
    ["/es/nope", 404],
  ])("every kind of page asks first: %s", async (path, status) => {
    const page = await visit(eu, path);
    expect(page.status).toBe(status);
    expect(bannerOf(page.html)).not.toBeNull();
    expectConsentMode(page.html, deniedDefaults, []);
    expectNoVendorCode(page.html);
    expect(cookieNamed(page.cookies, "cookie-consent")).toBeUndefined();
  });

  test("stores the region and no consent", async () => {
    const page = await visit(eu, "/");
    expect(cookieNamed(page.cookies, "user_region")?.value).toBe("EU");
    expect(cookieNamed(page.cookies, "cookie-consent")).toBeUndefined();
    expect(cookieNamed(page.cookies, "cookie-consent-date")).toBeUndefined();
  });

  test.each(["en", "de", "es"] as const)("the banner speaks %s", async (language) => {
    const { path, cookie } = pricingIn[language];
    const page = await visit(eu, path, { cookie });
    const banner = bannerOf(page.html)!;
    const t = strings[language];
    expect(decode(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(banner)![1])).toBe(t.title);
    expect(decode(buttonOf(banner, "reject_all")![1])).toBe(t.rejectAll);
    expect(decode(buttonOf(banner, "accept_all")![1])).toBe(t.acceptAll);
    expect(decode(buttonOf(banner, "accept_selected")![1])).toBe(t.acceptSelected);
    const privacy = new RegExp(`<a\\b[^>]*href="([^"]*)"[^>]*>${t.privacy}</a>`).exec(banner);
    expect(privacy?.[1]).toBe(language === "es" ? "/es/privacy-policy" : "/privacy-policy");
    expect(hiddenReturnTo(banner)).toBe(path);
  });
});

describe("a first page outside the EU", () => {
  test("has no banner, grants and stores both categories with the date, and the region", async () => {
    const page = await visit(us, "/");
    expectAutoGranted(page);
    expect(cookieNamed(page.cookies, "user_region")?.value).toBe("NON_EU");
  });

  test("sets granted defaults without wait_for_update", async () => {
    const page = await visit(us, "/pricing");
    const layer = dataLayerOf(page.html)!;
    expect(layer[0]).toEqual(grantedDefaults);
    expect(JSON.stringify(layer)).not.toContain("wait_for_update");
  });

  test("over https the cookies are Secure", async () => {
    const page = await visit(us, "https://localhost/");
    for (const name of ["cookie-consent", "cookie-consent-date", "user_region"]) {
      expect(cookieNamed(page.cookies, name)?.attributes.has("secure"), name).toBe(true);
    }
  });

  test("the next page keeps the stored consent and its date: nothing is stored again", async () => {
    const first = await visit(us, "/");
    const next = await visit(us, "/pricing", { cookie: jar(first.cookies) });
    expect(next.status).toBe(200);
    expect(bannerOf(next.html)).toBeNull();
    expect(next.setCookie).toEqual([]);
    expectConsentMode(next.html, grantedDefaults, [signals(true, true)]);
  });
});

const combinations = [
  [true, true],
  [true, false],
  [false, true],
  [false, false],
] as const;

describe.each(combinations)("saved consent analytics=%s marketing=%s", (analytics, marketing) => {
  test("an EU visitor gets no banner; the denied defaults are updated with the saved choice", async () => {
    const page = await visit(eu, "/pricing", { cookie: consentCookie(analytics, marketing) });
    expect(page.status).toBe(200);
    expect(bannerOf(page.html)).toBeNull();
    expectConsentMode(page.html, deniedDefaults, [signals(analytics, marketing)]);
    expect(cookieNamed(page.cookies, "cookie-consent")).toBeUndefined();
    expectNoVendorCode(page.html);
  });

  test("a visitor outside the EU keeps their choice: it is not auto-granted over", async () => {
    const page = await visit(us, "/pricing", { cookie: `${consentCookie(analytics, marketing)}; user_region=NON_EU` });
    expect(bannerOf(page.html)).toBeNull();
    expectConsentMode(page.html, grantedDefaults, [signals(analytics, marketing)]);
    expect(cookieNamed(page.cookies, "cookie-consent")).toBeUndefined();
    expect(cookieNamed(page.cookies, "cookie-consent-date")).toBeUndefined();
  });

  test("?cookie-settings reopens the banner with the saved choices pre-checked", async () => {
    const page = await visit(eu, "/pricing?cookie-settings&x=1", { cookie: consentCookie(analytics, marketing) });
    const banner = bannerOf(page.html);
    expect(banner).not.toBeNull();
    expect(isChecked(checkbox(banner!, "analytics"))).toBe(analytics);
    expect(isChecked(checkbox(banner!, "marketing"))).toBe(marketing);
    // The form returns to the page without the parameter that opened it.
    expect(hiddenReturnTo(banner!)).toBe("/pricing?x=1");
    // The saved choice still applies while the banner is open.
    expectConsentMode(page.html, deniedDefaults, [signals(analytics, marketing)]);
  });
});

describe("a consent cookie that is not ours counts as no consent", () => {
  test.each(["yes", encodeURIComponent('{"analytics":"yes","marketing":false}'), encodeURIComponent('{"analytics":true}'), "%E0%A4%A"])(
    "cookie-consent=%s",
    async (value) => {
      const page = await visit(eu, "/", { cookie: `cookie-consent=${value}` });
      expectAskedForConsent(page);
    },
  );
});

describe("the footer's Cookie settings link", () => {
  test.each(["en", "de", "es"] as const)("reopens the banner on the same page (%s)", async (language) => {
    const { path, cookie } = pricingIn[language];
    const saved = [cookie, consentCookie(true, false)].filter(Boolean).join("; ");
    const page = await visit(eu, path, { cookie: saved });
    expect(bannerOf(page.html)).toBeNull();
    const label = common[language].cookieSettings;
    const href = new RegExp(`<a\\b[^>]*href="([^"]*)"[^>]*>${label}</a>`).exec(page.html)?.[1];
    expect(href).toBeDefined();
    const target = new URL(decode(href!), `http://localhost${path}`);
    expect(target.pathname).toBe(path);
    expect(target.searchParams.has("cookie-settings")).toBe(true);

    const reopened = await visit(eu, target.pathname + target.search, { cookie: saved });
    const banner = bannerOf(reopened.html);
    expect(banner).not.toBeNull();
    expect(isChecked(checkbox(banner!, "analytics"))).toBe(true);
    expect(isChecked(checkbox(banner!, "marketing"))).toBe(false);
  });
});

/** The banner's form as the browser posts it from a page of the site, with what the Set-Cookie headers say. */
async function postConsent(
  worker: TestWorker,
  fields: [string, string][],
  { path = "/consent", headers = {} }: { path?: string; headers?: Record<string, string> } = {},
) {
  const response = await sendForm(worker, path, fields, { headers });
  const setCookie = response.headers.getSetCookie();
  return {
    status: response.status,
    location: response.headers.get("Location"),
    contentType: response.headers.get("Content-Type"),
    text: await response.text(),
    cookies: setCookie.map(parseSetCookie),
  };
}

describe("POST /consent with a choice", () => {
  test.each([
    ["accept all", [["choice", "accept_all"]], true, true],
    [
      "accept all, whatever the boxes say",
      [
        ["choice", "accept_all"],
        ["analytics", "off"],
      ],
      true,
      true,
    ],
    ["reject all", [["choice", "reject_all"]], false, false],
    [
      "reject all, whatever the boxes say",
      [
        ["choice", "reject_all"],
        ["analytics", "on"],
        ["marketing", "on"],
      ],
      false,
      false,
    ],
    [
      "accept selected: analytics",
      [
        ["choice", "accept_selected"],
        ["analytics", "on"],
      ],
      true,
      false,
    ],
    [
      "accept selected: marketing",
      [
        ["choice", "accept_selected"],
        ["marketing", "on"],
      ],
      false,
      true,
    ],
    [
      "accept selected: both",
      [
        ["choice", "accept_selected"],
        ["analytics", "on"],
        ["marketing", "on"],
      ],
      true,
      true,
    ],
    ["accept selected: none", [["choice", "accept_selected"]], false, false],
  ] as [string, [string, string][], boolean, boolean][])(
    "%s: stores the choice with its date and returns to the page, which honours it",
    async (_, fields, analytics, marketing) => {
      const answer = await postConsent(eu, [...fields, ["returnTo", "/pricing?x=1"]]);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/pricing?x=1");
      expectStoredConsent(answer.cookies, analytics, marketing);

      // The browser follows the redirect with the stored cookies.
      const page = await visit(eu, answer.location!, { cookie: jar(answer.cookies) });
      expect(page.status).toBe(200);
      expect(bannerOf(page.html)).toBeNull();
      expectConsentMode(page.html, deniedDefaults, [signals(analytics, marketing)]);
    },
  );

  test.each([
    ["/pricing?cookie-settings", "/pricing"],
    ["/pricing?cookie-settings&x=1", "/pricing?x=1"],
    ["/pricing?x=1&cookie-settings=", "/pricing?x=1"],
    ["/es/about?cookie-settings", "/es/about"],
    ["/?cookie-settings", "/"],
  ])("returnTo %s → %s (the banner's parameter is dropped)", async (returnTo, location) => {
    const answer = await postConsent(eu, [
      ["choice", "reject_all"],
      ["returnTo", returnTo],
    ]);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(location);
    expectStoredConsent(answer.cookies, false, false);
  });

  test.each(foreignPaths)("a foreign returnTo %j goes home", async (returnTo) => {
    const answer = await postConsent(eu, [
      ["choice", "accept_all"],
      ["returnTo", returnTo],
    ]);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
  });

  test("with JavaScript (Remix posts the form to /consent.data) the choice is stored and the page named", async () => {
    const answer = await postConsent(
      eu,
      [
        ["choice", "accept_selected"],
        ["marketing", "on"],
        ["returnTo", "/pricing?cookie-settings&x=1"],
      ],
      {
        path: "/consent.data",
      },
    );
    expect(answer.status).toBe(202);
    expectStoredConsent(answer.cookies, false, true);
    expect(answer.text).toContain('"redirect","/pricing?x=1"');
  });

  test("the choice replaces an earlier one", async () => {
    const answer = await postConsent(
      eu,
      [
        ["choice", "reject_all"],
        ["returnTo", "/"],
      ],
      { headers: { Cookie: consentCookie(true, true) } },
    );
    expectStoredConsent(answer.cookies, false, false);
    const page = await visit(eu, "/", { cookie: jar(answer.cookies) });
    expectConsentMode(page.html, deniedDefaults, [signals(false, false)]);
  });

  test("a post from another site stores nothing", async () => {
    const answer = await postConsent(
      eu,
      [
        ["choice", "accept_all"],
        ["returnTo", "/"],
      ],
      {
        headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      },
    );
    expect(answer.status).toBe(403);
    expect(cookieNamed(answer.cookies, "cookie-consent")).toBeUndefined();
  });
});

describe("POST /consent with the browser's region (time zone guess)", () => {
  test.each(["EU", "NON_EU"])("region=%s is stored when the edge could not place the visitor", async (region) => {
    const answer = await postConsent(unplaced, [["region", region]]);
    expect(answer.status).toBe(200);
    expect(answer.location).toBeNull();
    expect(cookieNames(answer.cookies)).toEqual(["user_region"]);
    expect(cookieNamed(answer.cookies, "user_region")?.value).toBe(region);

    // The next page treats the stored region like one from the edge.
    const page = await visit(unplaced, "/", { cookie: jar(answer.cookies) });
    if (region === "EU") expectAskedForConsent(page);
    else expectAutoGranted(page);
  });

  test("a report outside the EU keeps the variant the page showed, so that the page's words do not change once it is granted", async () => {
    const answer = await postConsent(unplaced, [
      ["region", "NON_EU"],
      ["variant", "variant_b"],
    ]);
    expect(cookieNamed(answer.cookies, "ab_cta_variant")?.value).toBe("variant_b");
    const page = await visit(unplaced, "/", { cookie: jar(answer.cookies) });
    expectAutoGranted(page);
    expect(cookieNamed(page.cookies, "ab_cta_variant")).toBeUndefined();

    // In the EU nothing is kept before the visitor says yes, and a variant already kept stays.
    const inEu = await postConsent(unplaced, [
      ["region", "EU"],
      ["variant", "variant_b"],
    ]);
    expect(cookieNames(inEu.cookies)).toEqual(["user_region"]);
    const kept = await postConsent(
      unplaced,
      [
        ["region", "NON_EU"],
        ["variant", "variant_b"],
      ],
      { headers: { Cookie: "ab_cta_variant=control" } },
    );
    expect(cookieNames(kept.cookies)).toEqual(["user_region"]);

    // Nor for a visitor who declined: the region grants nothing they have refused.
    const declined = await postConsent(
      unplaced,
      [
        ["region", "NON_EU"],
        ["variant", "variant_b"],
      ],
      { headers: { Cookie: consentCookie(false, false) } },
    );
    expect(cookieNames(declined.cookies)).toEqual(["user_region"]);
  });

  test("the browser's background report (/consent.data, as Remix's fetcher posts it) is stored too", async () => {
    const answer = await postConsent(unplaced, [["region", "EU"]], { path: "/consent.data" });
    expect(answer.status).toBe(200);
    expect(cookieNames(answer.cookies)).toEqual(["user_region"]);
    expect(cookieNamed(answer.cookies, "user_region")?.value).toBe("EU");
  });

  test.each([
    ["the edge says EU (cf)", () => eu, "NON_EU", {}],
    ["the edge says US (cf)", () => us, "EU", {}],
    ["the CF-IPCountry header says DE", () => unplaced, "NON_EU", { "CF-IPCountry": "DE" }],
  ] as [string, () => TestWorker, string, Record<string, string>][])("is ignored when %s", async (_, worker, region, headers) => {
    const answer = await postConsent(worker(), [["region", region]], { headers });
    expect(answer.status).toBe(200);
    expect(answer.cookies).toEqual([]);
  });

  test("an EU visitor whose browser reported NON_EU still gets the banner", async () => {
    await postConsent(eu, [["region", "NON_EU"]]);
    const page = await visit(eu, "/", { cookie: "user_region=NON_EU" });
    expectAskedForConsent(page);
  });
});

describe("POST /consent with invalid input", () => {
  const invalid: [string, [string, string][]][] = [
    [
      "an unknown choice",
      [
        ["choice", "accept_everything"],
        ["returnTo", "/pricing"],
      ],
    ],
    [
      "an empty choice",
      [
        ["choice", ""],
        ["returnTo", "/pricing"],
      ],
    ],
    ["an unknown region", [["region", "MARS"]]],
    ["a lower-case region", [["region", "eu"]]],
    [
      "a valid choice with an unknown region",
      [
        ["choice", "accept_all"],
        ["region", "EUROPE"],
        ["returnTo", "/"],
      ],
    ],
    ["neither choice nor region", [["returnTo", "/pricing"]]],
    ["nothing at all", []],
  ];
  const languages: [Lng, Record<string, string>][] = [
    ["en", {}],
    ["de", { Cookie: "preferred-language=de" }],
    ["es", { "Accept-Language": "es-ES,es;q=0.9" }],
  ];

  describe.each(languages)("in %s", (language, headers) => {
    test.each(invalid)("%s → 400 with the translated message, nothing stored", async (_, fields) => {
      const answer = await postConsent(unplaced, fields, { headers });
      expect(answer.status).toBe(400);
      expect(answer.contentType).toMatch(/^text\/plain/);
      expect(answer.text).toBe(strings[language].invalid);
      expect(answer.location).toBeNull();
      expect(answer.cookies).toEqual([]);
    });
  });

  test("GET /consent → 405, nothing stored", async () => {
    const response = await eu.fetch("/consent?choice=accept_all");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(response.headers.getSetCookie()).toEqual([]);
    await response.arrayBuffer();
  });
});

describe.each([
  ["missing", {}],
  ["placeholders", { GA_MEASUREMENT_ID: "G-XXXXXXXXXX", META_PIXEL_ID: "YOUR_PIXEL_ID" }],
  ["other placeholders", { GA_MEASUREMENT_ID: "G-EXAMPLE123", META_PIXEL_ID: "000000000000" }],
  ["wrongly formatted", { GA_MEASUREMENT_ID: "UA-12345678-1", META_PIXEL_ID: "pixel-1234567890" }],
] as [string, Record<string, string>][])("tracking ids %s", (_, vars) => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker({ vars, cf: euCf });
  });
  afterAll(async () => {
    await worker?.dispose();
  });

  test.each([
    ["an EU visitor", {}, undefined],
    ["an EU visitor who accepted all", {}, consentCookie(true, true)],
    ["a visitor outside the EU", { cf: { country: "US" } }, undefined],
  ] as [string, VisitOptions, string | undefined][])("%s gets no Consent Mode script and no tag code", async (_, options, cookie) => {
    const page = await visit(worker, "/", { ...options, cookie });
    expect(page.status).toBe(200);
    expect(consentScript(page.html)).toBeUndefined();
    expect(page.html).not.toContain("gtag(");
    expect(page.html).not.toContain("dataLayer");
    expectNoVendorCode(page.html);
    for (const value of Object.values(vars)) expect(page.html).not.toContain(value);
  });

  test("the banner is still asked in the EU", async () => {
    const page = await visit(worker, "/");
    expect(bannerOf(page.html)).not.toBeNull();
  });
});

describe("Content-Security-Policy for the tags", () => {
  const directives = (policy: string) =>
    new Map(
      policy
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name!.toLowerCase(), values]),
    );

  test("allows the Google tag and the Meta pixel hosts, and the inline Consent Mode script only by its nonce", async () => {
    const page = await visit(eu, "/");
    const csp = directives(page.headers.get("Content-Security-Policy") ?? "");
    const scriptSrc = csp.get("script-src") ?? [];
    expect(scriptSrc).toEqual(expect.arrayContaining(["'self'", "https://www.googletagmanager.com", "https://connect.facebook.net"]));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    for (const directive of ["img-src", "connect-src"]) {
      expect(csp.get(directive)).toEqual(
        expect.arrayContaining([
          "https://*.google-analytics.com",
          "https://*.analytics.google.com",
          "https://*.googletagmanager.com",
          "https://www.facebook.com",
        ]),
      );
    }
    const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
    expect(nonce).toBeTruthy();
    expect(consentScript(page.html)!.attributes).toContain(`nonce="${nonce}"`);
    for (const script of inlineScripts(page.html)) expect(script.attributes).toContain(`nonce="${nonce}"`);
  });
});
