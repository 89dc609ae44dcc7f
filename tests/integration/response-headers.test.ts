import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orderLinkToken } from "~/features/orders/order-links.server";
import { seedGalleryItem } from "../setup/html";
import { buyer } from "../setup/orders";
import { orderLinkSecret, paymentVars } from "../setup/payments";
import { sitePages } from "../setup/site-pages";
import { startWorker, testAdminToken, testNewsletterSecret, type TestWorker } from "../setup/worker";

/**
 * Every kind of answer the site gives (page, 404 page, error page, API JSON, webhook answer,
 * redirect, plain text, the fetchers' data, static file) carries the security headers it should,
 * and every cookie any of them sets has the flags it should, over http (a local run) and https.
 * The two tables below are the rules (docs/decisions/003-security-headers.md, app/utils/cookies.ts,
 * public/_headers); the walk fails on the first answer that breaks one.
 */

// ---------------------------------------------------------------------------------------------
// The rules

type Kind = "html" | "worker" | "static";

const hsts = /^max-age=(?:3153[6-9]\d{3}|31[6-9]\d{5}|3[2-9]\d{6}|[4-9]\d{7}|\d{9,})(?:;|$)/;

/** The headers each kind of answer must carry, as patterns of their values. */
const headerRules: Record<Kind, Record<string, RegExp>> = {
  // Anything the Worker answers that is not a page: JSON, redirects, text, images, zips.
  worker: {
    "x-content-type-options": /^nosniff$/,
    "referrer-policy": /^(?:no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    "strict-transport-security": hsts,
  },
  html: {
    "x-content-type-options": /^nosniff$/,
    "referrer-policy": /^(?:no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    "strict-transport-security": hsts,
    "content-security-policy": /(?:^|; )script-src [^;]*'nonce-[A-Za-z0-9+/=_-]{16,}'/,
    "permissions-policy": /\bcamera=\(\)/,
  },
  // Files of public/, answered by Workers Static Assets with the headers of public/_headers.
  static: {
    "x-content-type-options": /^nosniff$/,
    "referrer-policy": /^(?:no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    "strict-transport-security": hsts,
    "permissions-policy": /\bcamera=\(\)/,
    "x-frame-options": /^DENY$/,
  },
};

type CookieRule = {
  /** Read only by the server: no script of the site reads a cookie (they keep what they need in storage). */
  httpOnly: boolean;
  /** Kept across browser restarts (Max-Age or Expires), or only for the visit. */
  persists: boolean;
};

/** Every cookie the site sets, and its flags. Any other cookie fails the walk. */
const cookieRules: Record<string, CookieRule> = {
  "preferred-language": { httpOnly: true, persists: true },
  "cookie-consent": { httpOnly: true, persists: true },
  "cookie-consent-date": { httpOnly: true, persists: true },
  user_region: { httpOnly: true, persists: true },
  ab_cta_variant: { httpOnly: true, persists: true },
  // The visit's campaign: until the browser closes.
  utm_params: { httpOnly: true, persists: false },
  order_access: { httpOnly: true, persists: true },
  checkout_ref: { httpOnly: true, persists: true },
  order_offer: { httpOnly: true, persists: true },
  // The browser's own newsletter sign-up, and the confirmation link's token, moved out of the address.
  newsletter_signup: { httpOnly: true, persists: true },
  newsletter_confirm: { httpOnly: true, persists: true },
};

type Seen = { what: string; https: boolean; kind: Kind; headers: Headers };

/** The rules' verdict on one answer: every header it lacks or gets wrong, every cookie with a wrong flag. */
function problemsOf({ what, https, kind, headers }: Seen): string[] {
  const problems: string[] = [];
  for (const [name, pattern] of Object.entries(headerRules[kind])) {
    const value = headers.get(name);
    if (value === null || !pattern.test(value)) problems.push(`${what}: ${name} is ${JSON.stringify(value)}`);
  }
  if (kind === "html") {
    const policy = headers.get("content-security-policy") ?? "";
    if (!/(?:^|; )frame-ancestors '(?:none|self)'(?:;|$)/.test(policy)) problems.push(`${what}: no frame-ancestors`);
    if (https !== /(?:^|; )upgrade-insecure-requests(?:;|$)/.test(policy))
      problems.push(`${what}: upgrade-insecure-requests is wrong for its scheme`);
  }
  for (const line of headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(";").map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf("="));
    const flags = new Map(attributes.map((attribute) => [attribute.split("=")[0].toLowerCase(), attribute.split("=").slice(1).join("=")]));
    const rule = cookieRules[name];
    const problem = (text: string) => problems.push(`${what}: cookie ${name} ${text} (${line})`);
    if (!rule) {
      problem("is not in the table of the site's cookies");
      continue;
    }
    if (flags.get("path") !== "/") problem("has no Path=/");
    if (!/^(?:lax|strict)$/i.test(flags.get("samesite") ?? "")) problem("is not SameSite=Lax or Strict");
    if (https && !flags.has("secure")) problem("lacks Secure over https");
    if (rule.httpOnly !== flags.has("httponly")) problem(rule.httpOnly ? "lacks HttpOnly" : "is HttpOnly but read by a script");
    const lasting = flags.has("max-age") || flags.has("expires");
    // A deletion (Max-Age=0) is fine for any cookie.
    if (rule.persists !== lasting && flags.get("max-age") !== "0") problem(rule.persists ? "does not persist" : "outlives the visit");
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The walk

let worker: TestWorker;
let orderToken: string;
let signups = 0;

// A newsletter confirmation link as the site signs it (the sign-up it names need not exist for the cookie).
const confirmToken = (() => {
  const id = "7c1d9f0e-2b4a-4c8e-9f3d-5a6b7c8d9e0f";
  const expires = Math.floor(Date.now() / 1000) + 3_600;
  return `${id}.${expires}.${createHmac("sha256", testNewsletterSecret).update(`newsletter-confirm|${id}|${expires}`).digest("base64url")}`;
})();

// The cookie of another order, held by the browser that opens ORDER's link.
let heldOrder: string;
const galleryId = "headers-gallery-item";

beforeAll(async () => {
  // A visitor outside the EU: the first page stores region, consent and the variant at once.
  worker = await startWorker({ vars: paymentVars, cf: { country: "US", isEUCountry: false } });
  await seedGalleryItem(worker, galleryId, "corporate");
  const order = await buyer(() => worker).paidOrder();
  const db = await worker.db();
  expect(await db.prepare("SELECT id FROM orders WHERE id = ?").bind(order.id).first()).not.toBeNull();
  orderToken = await orderLinkToken(orderLinkSecret, order.id, new Date(Date.now() + 86_400_000));
  heldOrder = (await buyer(() => worker).paidOrder()).cookie;
}, 120_000);

afterAll(async () => {
  await worker?.dispose();
});

const kindOf = (headers: Headers): Kind => (headers.get("Content-Type")?.startsWith("text/html") ? "html" : "worker");

async function visit(what: string, url: string, init: RequestInit = {}, kind?: Kind) {
  const https = url.startsWith("https:");
  const response = await worker.fetch(url, init);
  const body = await response.arrayBuffer();
  return {
    seen: {
      what: `${init.method ?? "GET"} ${url} (${response.status})`,
      https,
      kind: kind ?? kindOf(response.headers),
      headers: response.headers,
    },
    response,
    body,
    what,
  };
}

const schemes = ["http://localhost", "https://localhost"] as const;
const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", ...headers },
  body: new URLSearchParams(fields).toString(),
});
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
  body: JSON.stringify(body),
});

/** One answer of each kind that is not a page of the route table, with the status it must have. */
const answers: Array<[string, string, () => RequestInit, number | RegExp]> = [
  ["404 page", "/no-such-page", () => ({}), 404],
  ["404 page in Spanish", "/es/no-such-page", () => ({}), 404],
  ["error page (a loader throws 401)", "/dashboard", () => ({}), 401],
  ["error page (a loader throws 404)", "/local-checkout/no-such-plan", () => ({}), 404],
  ["the fetchers' data", "/pricing.data", () => ({}), 200],
  // An address of its own each time: one address gets three confirmation e-mails an hour.
  ["API JSON", "/api/newsletter/signup", () => json({ email: `headers.${(signups += 1)}@example.com` }), 200],
  ["API JSON error", "/api/newsletter/no-such-operation", () => json({}), 404],
  ["API JSON refusal", "/api/analytics/event", () => json({ name: "pageview" }, { "Sec-Fetch-Site": "cross-site" }), 403],
  ["webhook answer", "/api/webhooks/lemonsqueezy", () => json({ meta: {} }, { "X-Signature": "0".repeat(64) }), 401],
  ["Astria callback answer", "/api/astria/callback?order=x&event=y", () => json({}), 404],
  [
    "plain-text refusal from another site",
    "/newsletter",
    () => form({ email: "x@example.com" }, { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }),
    403,
  ],
  ["operator's redirect", "/dashboard/replay", () => form({}, { Authorization: `Bearer ${testAdminToken}` }), 303],
  ["redirect negotiated to Spanish", "/pricing", () => ({ headers: { "Accept-Language": "es" } }), /^30[12378]$/],
  ["set-language redirect", "/set-language", () => form({ language: "de", returnTo: "/pricing" }), /^30[123]$/],
  ["consent redirect", "/consent", () => form({ choice: "reject_all", returnTo: "/pricing" }), /^30[123]$/],
  ["consent answer to a fetcher", "/consent", () => form({ choice: "accept_all" }), 200],
  ["campaign page", "/?utm_source=news&utm_medium=email", () => ({}), 200],
  ["order link moved into a cookie", "/create-headshot?order=ORDER", () => ({}), /^30[23]$/],
  [
    "another order's link, kept aside until the buyer says",
    "/create-headshot?order=ORDER",
    () => ({ headers: { Cookie: heldOrder } }),
    302,
  ],
  ["a confirmation link's token moved into a cookie", `/newsletter/confirm?token=${confirmToken}`, () => ({}), 302],
  ["a buy link issues the checkout's reference into a cookie", "/buy/basic?checkout[custom][locale]=en", () => ({}), 303],
  ["checkout reference of another browser", "/create-headshot?checkout=4b0d2a0e-6a53-4a4e-9f7d-9c1b7f0c2a11", () => ({}), 404],
  ["robots.txt", "/robots.txt", () => ({}), 200],
  ["sitemap", "/sitemap.xml", () => ({}), 200],
  ["a missing photo", "/photos/x/y", () => ({}), /^40[034]$/],
  ["a gallery image", `/gallery/${galleryId}/large`, () => ({}), /^(?:200|404)$/],
];

describe.each(schemes)("over %s", (origin) => {
  test("every page of the route table: the page's headers and its cookies' flags", async () => {
    const problems: string[] = [];
    for (const page of await sitePages(galleryId)) {
      const { seen, response } = await visit(page.name, origin + page.path, page.init);
      expect(response.status, page.name).toBeLessThan(400);
      problems.push(...problemsOf(seen));
    }
    expect(problems).toEqual([]);
  }, 60_000);

  test.each(answers)("%s: its headers and its cookies' flags", async (_, pathname, init, status) => {
    const { seen, response } = await visit(pathname, origin + pathname.replace("ORDER", orderToken), init());
    expect(String(response.status)).toMatch(typeof status === "number" ? new RegExp(`^${status}$`) : status);
    expect(problemsOf(seen)).toEqual([]);
  });

  test("the cookies the site sets are all seen here, so the table is checked against the real ones", async () => {
    const names = new Set<string>();
    for (const [, pathname, init] of answers) {
      const { seen } = await visit(pathname, origin + pathname.replace("ORDER", orderToken), init());
      for (const line of seen.headers.getSetCookie()) names.add(line.slice(0, line.indexOf("=")));
    }
    const first = await visit("first page", `${origin}/`);
    for (const line of first.seen.headers.getSetCookie()) names.add(line.slice(0, line.indexOf("=")));
    expect([...names].sort()).toEqual(Object.keys(cookieRules).sort());
  });
});

test("the error page of a loader that fails (its database is down) carries the page's headers", async () => {
  const broken = await startWorker({ vars: paymentVars, without: ["DB"] });
  try {
    for (const origin of schemes) {
      const response = await broken.fetch(`${origin}/dashboard`, { headers: { Authorization: `Bearer ${testAdminToken}` } });
      const html = await response.text();
      expect(response.status).toBe(500);
      expect(html).toMatch(/<html[^>]*\slang="en"/);
      expect(
        problemsOf({ what: `${origin}/dashboard (500)`, https: origin.startsWith("https:"), kind: "html", headers: response.headers }),
      ).toEqual([]);
    }
  } finally {
    await broken.dispose();
  }
}, 60_000);

describe("static files (Workers Static Assets, with public/_headers)", () => {
  const publicDir = path.resolve(import.meta.dirname, "../../public");
  const buildFile = readdirSync(path.join(publicDir, "build")).find((name) => name.endsWith(".js"))!;
  const modelFile = readdirSync(path.join(publicDir, "models/face"))[0]!;
  const image = readdirSync(path.join(publicDir, "images"), { recursive: true, encoding: "utf8" }).find((name) =>
    /\.(?:jpe?g|png|webp|avif|svg)$/.test(name),
  )!;

  test.each([
    ["/favicon.svg", null],
    [`/build/${buildFile}`, /^public, max-age=31536000, immutable$/],
    [`/models/face/${modelFile}`, null],
    [`/images/${image}`, /^public, max-age=86400\b/],
  ] as const)("%s carries the security headers (and its caching rule)", async (pathname, caching) => {
    const { seen, response, body } = await visit(pathname, pathname, {}, "static");
    expect(response.status).toBe(200);
    expect(new Uint8Array(body)).toEqual(new Uint8Array(readFileSync(path.join(publicDir, decodeURIComponent(pathname)))));
    expect(problemsOf(seen)).toEqual([]);
    if (caching) expect(response.headers.get("Cache-Control")).toMatch(caching);
  });
});

describe("the rules catch what they are meant to catch", () => {
  const https = { what: "probe", https: true };
  const page = new Headers({
    "Content-Type": "text/html",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Strict-Transport-Security": "max-age=63072000",
    "Content-Security-Policy": "script-src 'self' 'nonce-0123456789abcdef0123'; frame-ancestors 'none'; upgrade-insecure-requests",
    "Permissions-Policy": "camera=()",
  });

  test("a complete page passes; one without its nonce, HSTS or frame-ancestors does not", () => {
    expect(problemsOf({ ...https, kind: "html", headers: page })).toEqual([]);
    for (const [name, value] of [
      ["Content-Security-Policy", "script-src 'self'; frame-ancestors 'none'; upgrade-insecure-requests"],
      ["Content-Security-Policy", "script-src 'self' 'nonce-0123456789abcdef0123'; upgrade-insecure-requests"],
      ["Strict-Transport-Security", "max-age=300"],
    ]) {
      const broken = new Headers(page);
      broken.set(name, value);
      expect(problemsOf({ ...https, kind: "html", headers: broken })).toHaveLength(1);
    }
  });

  test("cookies without HttpOnly, Secure, SameSite, Path or a lifetime, and unknown cookies, are reported", () => {
    const withCookie = (line: string) => {
      const headers = new Headers(page);
      headers.append("Set-Cookie", line);
      return problemsOf({ ...https, kind: "html", headers });
    };
    expect(withCookie("cookie-consent=x; Path=/; Max-Age=60; SameSite=Lax; Secure; HttpOnly")).toEqual([]);
    expect(withCookie("cookie-consent=x; Path=/; Max-Age=60; SameSite=Lax; Secure")).toHaveLength(1);
    expect(withCookie("cookie-consent=x; Path=/; Max-Age=60; SameSite=Lax; HttpOnly")).toHaveLength(1);
    expect(withCookie("cookie-consent=x; Path=/; Max-Age=60; SameSite=None; Secure; HttpOnly")).toHaveLength(1);
    expect(withCookie("cookie-consent=x; Max-Age=60; SameSite=Lax; Secure; HttpOnly")).toHaveLength(1);
    expect(withCookie("cookie-consent=x; Path=/; SameSite=Lax; Secure; HttpOnly")).toHaveLength(1);
    expect(withCookie("utm_params=x; Path=/; Max-Age=60; SameSite=Lax; Secure; HttpOnly")).toHaveLength(1);
    expect(withCookie("tracker=x; Path=/; Max-Age=60; SameSite=Lax; Secure; HttpOnly")).toHaveLength(1);
  });
});
