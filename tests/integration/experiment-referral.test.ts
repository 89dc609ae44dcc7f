import { afterAll, beforeAll, describe, expect, test } from "vitest";
import deCommon from "~/locales/de/common";
import enCommon from "~/locales/en/common";
import esCommon from "~/locales/es/common";
import deHome from "~/locales/de/home";
import enHome from "~/locales/en/home";
import esHome from "~/locales/es/home";
import { formatPrice, startingPrice, type Currency } from "~/content/business";
import { pageStrings } from "~/content/copy.server";
import { decode } from "../setup/html";
import { startWorker, visitedFrom, type TestWorker } from "../setup/worker";

/**
 * The call-to-action experiment (one wording per visitor, drawn at the edge, kept in the
 * ab_cta_variant cookie, rendered by the server) and the referral banner and home marker.
 */

const variants = ["control", "variant_a", "variant_b", "variant_c"] as const;
type Variant = (typeof variants)[number];
const common = { en: enCommon, de: deCommon, es: esCommon };
const home = { en: enHome, de: deHome, es: esHome };
type Lng = keyof typeof common;
const languages = ["en", "de", "es"] as const;

/** The home page in each language: English by default, German by the stored preference, Spanish by its path. */
const homeIn: Record<Lng, { path: string; cookie: string | null }> = {
  en: { path: "/", cookie: null },
  de: { path: "/", cookie: "preferred-language=de" },
  es: { path: "/es", cookie: null },
};
const pricingIn: Record<Lng, string> = { en: "/pricing", de: "/pricing", es: "/es/pricing" };
const examplesIn: Record<Lng, string> = { en: "/examples", de: "/examples", es: "/es/examples" };

let worker: TestWorker;
let euWorker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
  euWorker = visitedFrom(worker, { country: "FR", isEUCountry: "1" });
});

afterAll(async () => {
  await worker?.dispose();
});

type Visit = { status: number; html: string; setCookie: string[] };

async function visit(target: TestWorker, path: string, cookies: (string | null)[] = []): Promise<Visit> {
  const cookie = cookies.filter(Boolean).join("; ");
  const response = await target.fetch(path, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, html: await response.text(), setCookie: response.headers.getSetCookie() };
}

/** The ab_cta_variant cookie the response stores, as sent back by the browser, or null. */
const variantCookie = (page: Visit) => page.setCookie.find((line) => line.startsWith("ab_cta_variant="))?.split(";")[0] ?? null;
const variantOf = (page: Visit) => variantCookie(page)?.slice("ab_cta_variant=".length) ?? null;

/** The text of the sticky buy link (on every page with the full chrome). */
const stickyBuy = (html: string) => {
  const match = /<a\b[^>]*class="sticky-buy[^"]*"[^>]*>([\s\S]*?)<\/a>/.exec(html);
  return match ? decode(match[1]) : null;
};
/** The text of the home page's call to action (the large primary button in the page's intro). */
const homeCta = (html: string) => {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  const match = /<a\b[^>]*class="button button--primary button--large"[^>]*>([\s\S]*?)<\/a>/.exec(main);
  return match ? decode(match[1]) : null;
};

// The EU worker's visitors are in France, where the euro is the money: they are shown euros (ADR 045).
const ctaText = (language: Lng, variant: Variant, currency?: Currency) =>
  common[language].cta[variant].replace("{{price}}", formatPrice(startingPrice, language, currency));

describe("the call-to-action variant", () => {
  test("a first visit draws a variant, stores it for a year-long site-wide cookie, and renders it", async () => {
    const page = await visit(worker, "/");
    expect(page.status).toBe(200);
    const line = page.setCookie.find((cookie) => cookie.startsWith("ab_cta_variant="));
    expect(line).toBeDefined();
    const variant = variantOf(page) as Variant;
    expect(variants).toContain(variant);
    expect(line).toMatch(/;\s*Path=\/(;|$)/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(Number(/;\s*Max-Age=(\d+)/i.exec(line!)?.[1])).toBeGreaterThanOrEqual(60 * 60 * 24 * 30);
    expect(stickyBuy(page.html)).toBe(ctaText("en", variant));
    expect(homeCta(page.html)).toBe(ctaText("en", variant));
  });

  test("the variant is kept: later pages render the same one and store nothing new", async () => {
    const first = await visit(worker, "/");
    const variant = variantOf(first) as Variant;
    const cookie = variantCookie(first);
    for (const path of ["/", "/examples", "/about", "/es", "/"]) {
      const language: Lng = path.startsWith("/es") ? "es" : "en";
      const page = await visit(worker, path, [cookie]);
      expect(page.status).toBe(200);
      expect(variantCookie(page)).toBeNull();
      expect(stickyBuy(page.html)).toBe(ctaText(language, variant));
      if (path === "/" || path === "/es") expect(homeCta(page.html)).toBe(ctaText(language, variant));
    }
  });

  test("an EU visitor who has not consented yet gets a variant rendered by the server, and nothing stored", async () => {
    const page = await visit(euWorker, "/");
    // Only the region the edge reported, which the consent rules need.
    expect(page.setCookie.map((line) => line.split("=")[0])).toEqual(["user_region"]);
    const shown = /<input type="hidden" name="variant" value="([^"]+)"\/>/.exec(page.html)?.[1] as Variant;
    expect(variants).toContain(shown);
    expect(homeCta(page.html)).toBe(ctaText("en", shown, "EUR"));
    expect(stickyBuy(page.html)).toBe(ctaText("en", shown, "EUR"));
  });

  test.each([
    ["accepting all keeps the variant the visitor saw", "accept_all", true],
    ["accepting analytics only keeps it", "accept_selected", true],
    ["rejecting keeps nothing", "reject_all", false],
  ])("an EU visitor's choice in the banner: %s", async (_, choice, kept) => {
    const page = await visit(euWorker, "/pricing");
    const shown = /<input type="hidden" name="variant" value="([^"]+)"\/>/.exec(page.html)?.[1] as Variant;
    const fields = new URLSearchParams({
      choice,
      returnTo: "/pricing",
      variant: shown,
      ...(choice === "accept_selected" ? { analytics: "on" } : {}),
    });
    const response = await euWorker.fetch("/consent", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
      body: fields.toString(),
    });
    await response.arrayBuffer();
    const stored = response.headers.getSetCookie().find((line) => line.startsWith("ab_cta_variant="));
    if (!kept) {
      expect(stored).toBeUndefined();
      return;
    }
    expect(stored?.split(";")[0]).toBe(`ab_cta_variant=${shown}`);
    const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
    const next = await visit(euWorker, "/about", cookies);
    expect(stickyBuy(next.html)).toBe(ctaText("en", shown, "EUR"));
  });

  describe.each(languages)("in %s", (language) => {
    test.each(variants)("ab_cta_variant=%s: sticky buy and home call to action in that variant's words", async (variant) => {
      const page = await visit(worker, homeIn[language].path, [homeIn[language].cookie, `ab_cta_variant=${variant}`]);
      expect(page.status).toBe(200);
      expect(variantCookie(page)).toBeNull();
      expect(homeCta(page.html)).toBe(ctaText(language, variant));
      expect(stickyBuy(page.html)).toBe(ctaText(language, variant));

      const examples = await visit(worker, examplesIn[language], [homeIn[language].cookie, `ab_cta_variant=${variant}`]);
      expect(stickyBuy(examples.html)).toBe(ctaText(language, variant));
    });
  });

  test.each(["variant_z", "CONTROL", "", "control%00", "variant_d"])(
    "an invalid value %j is replaced by a drawn variant",
    async (value) => {
      const page = await visit(worker, "/", [`ab_cta_variant=${value}`]);
      expect(page.status).toBe(200);
      const variant = variantOf(page) as Variant;
      expect(variants).toContain(variant);
      expect(homeCta(page.html)).toBe(ctaText("en", variant));
      expect(stickyBuy(page.html)).toBe(ctaText("en", variant));
    },
  );

  test("over 48 fresh visitors every variant is drawn, each rendered as stored", async () => {
    const drawn = new Map<Variant, number>();
    for (let visitor = 0; visitor < 48; visitor += 1) {
      const page = await visit(worker, "/");
      const variant = variantOf(page) as Variant;
      expect(variants).toContain(variant);
      expect(homeCta(page.html)).toBe(ctaText("en", variant));
      drawn.set(variant, (drawn.get(variant) ?? 0) + 1);
    }
    expect([...drawn.keys()].sort()).toEqual([...variants].sort());
  });
});

/** The referral banner's text, or null when the page has none. */
const referralBanner = (html: string) => {
  const match = /<p class="referral-banner">([\s\S]*?)<\/p>/.exec(html);
  return match ? decode(match[1]) : null;
};
const referralRaw = (html: string) => /<p class="referral-banner">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? null;
/** The home page's referral marker: its text without the label, and the label, or null. */
const marker = (html: string) => {
  const match = /<p class="ref-marker">([\s\S]*?)<\/p>/.exec(html);
  if (!match) return null;
  const label = /<span class="badge">([\s\S]*?)<\/span>/.exec(match[1]);
  return { text: decode(match[1].replace(/<span class="badge">[\s\S]*?<\/span>/, "")), label: label ? decode(label[1]) : null };
};

const bannerText = (language: Lng, source: string) =>
  common[language].referral.replace("{{source}}", source).replace("{{code}}", "RESOUME30");
const markerText = (language: Lng, ref: string) => home[language].refMarker.replace("{{ref}}", ref);
/** The '30% off' label as the page shows it, its figure filled in (country as in wrangler.toml). */
const offerLabel = (language: Lng) => pageStrings(language, "home", "DE").refOffer;
const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

describe.each(languages)("referral in %s", (language) => {
  const { path, cookie } = homeIn[language];

  test("?ref=producthunt: the banner with the code, the marker and the '30% off' label", async () => {
    const page = await visit(worker, withQuery(path, "ref=producthunt"), [cookie]);
    expect(page.status).toBe(200);
    expect(referralBanner(page.html)).toBe(bannerText(language, "producthunt"));
    expect(referralBanner(page.html)).toContain("RESOUME30");
    expect(marker(page.html)).toEqual({ text: markerText(language, "producthunt"), label: offerLabel(language) });
  });

  test("?ref=twitter: the banner and the marker, without the label", async () => {
    const page = await visit(worker, withQuery(path, "ref=twitter"), [cookie]);
    expect(referralBanner(page.html)).toBe(bannerText(language, "twitter"));
    expect(marker(page.html)).toEqual({ text: markerText(language, "twitter"), label: null });
    expect(page.html).not.toContain('class="badge"');
  });

  test("?utm_source=newsletter: the banner, no marker", async () => {
    const page = await visit(worker, withQuery(path, "utm_source=newsletter"), [cookie]);
    expect(referralBanner(page.html)).toBe(bannerText(language, "newsletter"));
    expect(marker(page.html)).toBeNull();
  });

  test("other pages show the banner but not the home marker", async () => {
    const page = await visit(worker, `${pricingIn[language]}?ref=producthunt`, [cookie]);
    expect(referralBanner(page.html)).toBe(bannerText(language, "producthunt"));
    expect(marker(page.html)).toBeNull();
  });

  test("no source, no banner", async () => {
    const page = await visit(worker, path, [cookie]);
    expect(referralBanner(page.html)).toBeNull();
    expect(marker(page.html)).toBeNull();
  });
});

describe("referral sources", () => {
  test("ref wins over utm_source", async () => {
    const page = await visit(worker, "/?utm_source=google&ref=reddit");
    expect(referralBanner(page.html)).toBe(bannerText("en", "reddit"));
    expect(marker(page.html)?.text).toBe(markerText("en", "reddit"));
  });

  test.each(["/?ref=", "/?ref=%20%20%20", "/?utm_source=", "/?utm_medium=cpc&utm_campaign=spring", "/?REF=producthunt", "/?ref=%00%1F"])(
    "%s shows no banner",
    async (path) => {
      const page = await visit(worker, path);
      expect(page.status).toBe(200);
      expect(referralBanner(page.html)).toBeNull();
      expect(marker(page.html)).toBeNull();
    },
  );

  test.each(["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>'])(
    "a source with markup is shown as text: %s",
    async (source) => {
      for (const parameter of ["ref", "utm_source"]) {
        const page = await visit(worker, `/?${parameter}=${encodeURIComponent(source)}`);
        expect(page.status).toBe(200);
        expect(referralBanner(page.html)).toBe(bannerText("en", source));
        expect(referralRaw(page.html)).not.toMatch(/<(script|img)\b/);
        expect(page.html).not.toContain("<script>alert(1)");
        expect(page.html).not.toContain("<img src=x");
        if (parameter === "ref") expect(marker(page.html)?.text).toBe(markerText("en", source));
      }
    },
  );

  test("a long source is cut to 40 characters", async () => {
    const source = "abcdefghij".repeat(10);
    const page = await visit(worker, `/?utm_source=${source}`);
    expect(referralBanner(page.html)).toBe(bannerText("en", source.slice(0, 40)));
    const ref = await visit(worker, `/?ref=${source}`);
    expect(marker(ref.html)?.text).toBe(markerText("en", source.slice(0, 40)));
  });

  test("surrounding spaces and control characters are removed", async () => {
    const page = await visit(worker, `/?ref=${encodeURIComponent("  \u0007linked\u200Bin\n ")}`);
    expect(referralBanner(page.html)).toBe(bannerText("en", "linkedin"));
  });

  test("a long source is not cut inside a character", async () => {
    // 39 letters and an emoji: a cut after 40 UTF-16 units would leave half of the emoji.
    const source = `${"a".repeat(39)}😀 and more`;
    const page = await visit(worker, `/?utm_source=${encodeURIComponent(source)}`);
    const text = referralBanner(page.html)!;
    expect(text).not.toContain("\uFFFD");
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect([bannerText("en", "a".repeat(39)), bannerText("en", `${"a".repeat(39)}😀`)]).toContain(text);
  });

  test("'producthunt' in any case gets the label; only producthunt", async () => {
    const page = await visit(worker, "/?ref=ProductHunt");
    expect(marker(page.html)).toEqual({ text: markerText("en", "ProductHunt"), label: "30% off" });
    const other = await visit(worker, "/?ref=producthunt-clone");
    expect(marker(other.html)?.label).toBeNull();
    const utm = await visit(worker, "/?utm_source=producthunt");
    expect(marker(utm.html)).toBeNull();
  });
});
