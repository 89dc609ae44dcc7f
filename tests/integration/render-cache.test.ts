import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { serializeConsent, type Consent } from "~/features/consent/consent";
import { ctaVariants } from "~/features/engagement/experiment";
import enCommon from "~/locales/en/common";
import { sitePages, type SitePage } from "../setup/site-pages";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The Worker keeps the documents of pages whose render depends on nothing but an explicit key (the
 * address, language, currency, region, consent and experiment variant) and answers
 * them again with a fresh nonce (docs/decisions/005-measuring-server-cpu.md). Here every page of the
 * route table is rendered under each value of each part of the key both ways, fresh and kept, and the
 * two answers must be the same document with the same headers but for the nonce; what must never be
 * kept is not.
 */

let worker: TestWorker;

beforeAll(async () => {
  // No country from the edge: the region is the one the visitor's cookie or the CF-IPCountry header names.
  worker = await startWorker({ cf: { country: "XX" } });
});

afterAll(async () => {
  await worker?.dispose();
});

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
const howRendered = (response: Response) => /desc="(\w+)"/.exec(response.headers.get("Server-Timing") ?? "")?.[1] ?? "not kept";

type Answer = { status: number; how: string; nonce: string; html: string; headers: Map<string, string>; cookies: string[] };

async function answer(path: string, init: RequestInit): Promise<Answer> {
  const response = await worker.fetch(path, init);
  const nonce = nonceOf(response);
  const html = await response.text();
  // Everything but the nonce, and but the header that says how the page was made.
  const headers = new Map(
    [...response.headers].filter(([name]) => name !== "server-timing").map(([name, value]) => [name, value.replaceAll(nonce, "NONCE")]),
  );
  return { status: response.status, how: howRendered(response), nonce, html, headers, cookies: response.headers.getSetCookie() };
}

const cookie = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
const decided = (consent: Consent, date: string) => [
  cookie("cookie-consent", serializeConsent(consent)),
  cookie("cookie-consent-date", date),
];

/**
 * A returning visitor as the key tells them apart: region and consent (with the edge's country where
 * it has one). Neither the date of their decision nor their campaign is in a kept page, or its key.
 */
const visitors: ReadonlyArray<{ name: string; cookies: string[]; headers?: Record<string, string> }> = [
  { name: "in the EU, not decided yet", cookies: ["user_region=EU"], headers: { "CF-IPCountry": "DE" } },
  {
    name: "in the EU, declined",
    cookies: ["user_region=EU", ...decided({ analytics: false, marketing: false }, "2026-11-02T09:00:00.000Z")],
  },
  {
    name: "in the EU, analytics only",
    cookies: ["user_region=EU", ...decided({ analytics: true, marketing: false }, "2026-11-03T09:00:00.000Z")],
  },
  {
    name: "in the EU, all allowed",
    cookies: ["user_region=EU", ...decided({ analytics: true, marketing: true }, "2026-11-04T09:00:00.000Z")],
  },
  {
    name: "outside the EU (allowed at the first visit)",
    cookies: ["user_region=NON_EU", ...decided({ analytics: true, marketing: true }, "2026-11-05T09:00:00.000Z")],
    headers: { "CF-IPCountry": "US" },
  },
];

/**
 * The pages whose documents are never kept, and why: each reads something beyond the key. Every other
 * page of the route table is kept.
 */
const neverKept: Record<string, string> = {
  "/create-headshot": "reads the order its cookie or link names",
  "/es/create-headshot": "reads the order its cookie or link names",
  "/create-headshot/photos": "the upload's own address",
  "/es/create-headshot/photos": "the upload's own address",
  "/examples": "shows the gallery's featured headshots from D1",
  "/es/examples": "shows the gallery's featured headshots from D1",
  "/gallery/not-kept-item": "reads a published headshot from D1 (this one does not exist: a 404)",
  "/es/gallery/not-kept-item": "reads a published headshot from D1 (this one does not exist: a 404)",
  "/resume-review": "preselects the country the edge reports",
  "/es/resume-review": "preselects the country the edge reports",
  "/dashboard": "the operator's page, behind a token",
  "/newsletter/confirm": "reads the confirmation link's token from its cookie",
  "/es/newsletter/confirm": "reads the confirmation link's token from its cookie",
};

// In each language: unprefixed in English and in German (the stored preference), the /es twins in Spanish.
const pages = await sitePages("not-kept-item");

function requestOf(page: SitePage, visitor: (typeof visitors)[number], variant: string): RequestInit {
  const headers = new Headers(page.init.headers);
  headers.set("Cookie", [headers.get("Cookie"), ...visitor.cookies, `ab_cta_variant=${variant}`].filter(Boolean).join("; "));
  for (const [name, value] of Object.entries(visitor.headers ?? {})) headers.set(name, value);
  return { headers };
}

/**
 * The variants a visitor asks for each page in. The first visitor asks in every variant, so that a
 * variant missing from the key would be answered from another variant's entry; each other visitor
 * asks in the one variant the first also asked that page in, so that a region, consent or campaign
 * missing from the key would be answered from the first visitor's entry. Over the pages, each visitor
 * still meets every variant. Every visitor in every variant (24 keys a page instead of 9) took four
 * times as long, and a part missing from the key would fail here as it would there.
 */
const variantsOf = (visitor: number, page: number) => (visitor === 0 ? ctaVariants : [ctaVariants[page % ctaVariants.length]!]);

describe("every page under each part of the key, rendered fresh and then answered from the render cache", () => {
  for (const [number, visitor] of visitors.entries()) {
    const variants = number === 0 ? "each experiment variant" : "the variants in turns";
    test(`a visitor ${visitor.name}, ${variants}`, { timeout: 300_000 }, async () => {
      const problems: string[] = [];
      let keptPages = 0;
      for (const [index, page] of pages.entries())
        for (const variant of variantsOf(number, index)) {
          const init = requestOf(page, visitor, variant);
          const fresh = await answer(page.path, init);
          const again = await answer(page.path, init);
          const what = `${page.name}, ${variant}`;
          if (fresh.cookies.length > 0 || again.cookies.length > 0) problems.push(`${what}: a returning visitor was given a cookie`);
          if (page.path in neverKept) {
            if (fresh.how !== "not kept" || again.how !== "not kept") problems.push(`${what}: kept, but it ${neverKept[page.path]}`);
            continue;
          }
          if (fresh.status !== 200 || fresh.how !== "fresh" || again.how !== "kept") {
            problems.push(`${what}: ${fresh.status} ${fresh.how}, then ${again.how}`);
            continue;
          }
          keptPages++;
          if (again.nonce === fresh.nonce || again.html.includes(fresh.nonce))
            problems.push(`${what}: the kept answer carries the first nonce`);
          // The nonce is in the policy and on each script; the kept answer's must be on as many.
          if (again.html.split(again.nonce).length !== fresh.html.split(fresh.nonce).length)
            problems.push(`${what}: nonces differ in number`);
          if (again.html.replaceAll(again.nonce, "NONCE") !== fresh.html.replaceAll(fresh.nonce, "NONCE"))
            problems.push(`${what}: the kept document differs from the fresh one`);
          expect.soft(Object.fromEntries(again.headers), what).toEqual(Object.fromEntries(fresh.headers));
        }
      expect(problems).toEqual([]);
      // Most of the site is kept: the pages above less those that read more than the key.
      expect(keptPages).toBe(
        pages.reduce((kept, page, index) => kept + (page.path in neverKept ? 0 : variantsOf(number, index).length), 0),
      );
    });
  }
});

describe("first visits", () => {
  const variantShown = (html: string) => /name="variant" value="(\w+)"/.exec(html)?.[1] ?? /data-variant="(\w+)"/.exec(html)?.[1];
  const cookieValue = (cookies: string[], name: string) =>
    decodeURIComponent(
      cookies
        .find((line) => line.startsWith(`${name}=`))
        ?.split(";")[0]
        ?.slice(name.length + 1) ?? "",
    );

  test("outside the EU: answered from the cache once rendered, each with the cookies of the region, consent and variant it shows", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i++) answers.push(await answer("/pricing", { headers: { "CF-IPCountry": "US" } }));
    expect(answers.some((one) => one.how === "kept")).toBe(true);
    const pages = new Map<string, string>();
    for (const one of answers) {
      expect(one.cookies.map((line) => line.split("=")[0])).toEqual(
        expect.arrayContaining(["user_region", "cookie-consent", "cookie-consent-date", "ab_cta_variant"]),
      );
      // The page hands its consent date to the browser's consent code, which reports a new one: the cookie's must be the page's.
      expect(one.html).toContain(JSON.stringify(cookieValue(one.cookies, "cookie-consent-date")).slice(1, -1));
      const variant = cookieValue(one.cookies, "ab_cta_variant");
      const html = one.html.replaceAll(one.nonce, "NONCE");
      if (one.how === "kept") expect(html, `kept under ${variant}`).toBe(pages.get(variant));
      else pages.set(variant, html);
    }
  });

  test("in the EU, where the banner shows: answered from the cache once rendered, with the region's cookie", async () => {
    const first = await answer("/blog", { headers: { "CF-IPCountry": "DE" } });
    let kept: Answer | undefined;
    for (let i = 0; i < 12 && !kept; i++) {
      const again = await answer("/blog", { headers: { "CF-IPCountry": "DE" } });
      if (again.how === "kept") kept = again;
    }
    expect(first.html).toContain('id="consent-title"');
    expect(kept?.html).toContain('id="consent-title"');
    expect(kept?.cookies.map((line) => line.split("=")[0])).toEqual(["user_region"]);
    expect(variantShown(kept?.html ?? "")).toBeTruthy();
  });

  // The call to action as the home page renders it, in English and in either currency: the variant the visitor is shown.
  const ctaShown = (html: string) => ctaVariants.filter((variant) => html.includes(`>${enCommon.cta[variant].split("{{price}}")[0]}`));

  test("first visits from inside and outside the EU, each variant, in turns: each gets its own region's cookies and its own variant, fresh or kept", async () => {
    const seen: Record<string, Answer> = {};
    const how = { US: new Set<string>(), DE: new Set<string>() };
    for (let i = 0; i < 24; i++)
      for (const country of ["US", "DE"] as const) {
        const one = await answer("/", { headers: { "CF-IPCountry": country } });
        how[country].add(one.how);
        const region = country === "US" ? "NON_EU" : "EU";
        const shown = ctaShown(one.html);
        expect(shown, `${country}, ${one.how}`).toHaveLength(1);
        const variant = shown[0]!;
        expect(cookieValue(one.cookies, "user_region")).toBe(region);
        if (region === "NON_EU") {
          // Allowed at the first visit: the variant the page shows is the one stored, with today's consent.
          expect(cookieValue(one.cookies, "ab_cta_variant"), `${country}, ${one.how}`).toBe(variant);
          expect(one.html).toContain(JSON.stringify(cookieValue(one.cookies, "cookie-consent-date")).slice(1, -1));
        } else {
          // Nothing but the region is stored before the visitor decides; the banner carries the variant shown.
          expect(one.cookies.map((line) => line.split("=")[0])).toEqual(["user_region"]);
          expect(variantShown(one.html)).toBe(variant);
        }
        const html = one.html.replaceAll(one.nonce, "NONCE");
        const kept = seen[`${region} ${variant}`];
        if (one.how === "kept") expect(html, `${region} ${variant}, kept`).toBe(kept?.html.replaceAll(kept.nonce, "NONCE"));
        else seen[`${region} ${variant}`] = one;
      }
    expect(how).toEqual({ US: new Set(["fresh", "kept"]), DE: new Set(["fresh", "kept"]) });
  });

  test("a document kept from a first visit carries none of its cookies to the next visitor, and a first visit given a returning visitor's document gets its own", async () => {
    // Outside the EU a first visit's consent is dated to the minute, which is in the key: all of this within one minute.
    const toNextMinute = 60_000 - (Date.now() % 60_000);
    if (toNextMinute < 15_000) await new Promise((resolve) => setTimeout(resolve, toNextMinute));
    const first = await answer("/about", { headers: { "CF-IPCountry": "US" } });
    expect(first.how).toBe("fresh");
    // A returning visitor whose cookies are those the first visit was given: the same key.
    const returning = { headers: { "CF-IPCountry": "US", Cookie: first.cookies.map((line) => line.split(";")[0]).join("; ") } };
    const again = await answer("/about", returning);
    expect([again.how, again.cookies]).toEqual(["kept", []]);

    const returningFirst = await answer("/white-label", returning);
    expect([returningFirst.how, returningFirst.cookies]).toEqual(["fresh", []]);
    // First visits under the returning visitor's variant and minute get that document, each with its own cookies.
    let firstVisit: Answer | undefined;
    for (let i = 0; i < 40 && !firstVisit; i++) {
      const one = await answer("/white-label", { headers: { "CF-IPCountry": "US" } });
      if (cookieValue(one.cookies, "ab_cta_variant") === cookieValue(first.cookies, "ab_cta_variant")) firstVisit = one;
    }
    expect(firstVisit?.how).toBe("kept");
    expect(firstVisit?.html.replaceAll(firstVisit.nonce, "NONCE")).toBe(returningFirst.html.replaceAll(returningFirst.nonce, "NONCE"));
    expect(firstVisit?.cookies.map((line) => line.split(";")[0])).toEqual(first.cookies.map((line) => line.split(";")[0]));
  });
});

describe("the currency, which follows the visitor's country", () => {
  test("two visitors of the same page in the same language, region and variant, from Spain and from the UK: each is shown their own currency, fresh and kept", async () => {
    // Both are in the consent countries and not decided yet: only the currency tells them apart.
    const from = (country: string) => ({ headers: { "CF-IPCountry": country, Cookie: "ab_cta_variant=control" } });
    const expected = { ES: { currency: "EUR", price: "€19", other: "$19" }, GB: { currency: "USD", price: "$19", other: "€19" } };
    const how: Record<string, string[]> = { ES: [], GB: [] };
    for (let i = 0; i < 3; i++)
      for (const country of ["ES", "GB"] as const) {
        const page = await answer("/pricing", from(country));
        const { currency, price, other } = expected[country];
        expect(page.status).toBe(200);
        how[country]!.push(page.how);
        const shown = new Set([...page.html.matchAll(/data-currency="([A-Z]+)"/g)].map((match) => match[1]));
        expect([...shown], `${country}, ${page.how}`).toEqual([currency]);
        expect(page.html, `${country}, ${page.how}`).toContain(price);
        expect(page.html, `${country}, ${page.how}`).not.toContain(other);
      }
    expect(how).toEqual({ ES: ["fresh", "kept", "kept"], GB: ["fresh", "kept", "kept"] });
  });
});

describe("what is never kept", () => {
  const returning = requestOf({ name: "/pricing", path: "/pricing", language: "en", init: {} }, visitors[4]!, "control");

  test("an address in another spelling is rendered each time, never kept beside the page's own", async () => {
    await answer("/pricing", returning);
    for (const path of ["/Pricing", "/PRICING", "/pricing/", "/pricing//", "/%70ricing", `/pricing${"/".repeat(2000)}`]) {
      const first = await answer(path, returning);
      const second = await answer(path, returning);
      expect([first.status, first.how, second.how], path).toEqual([200, "not kept", "not kept"]);
    }
    expect((await answer("/pricing", returning)).how).toBe("kept");
  });

  test(
    "made-up consent dates and campaigns make no entry of their own, and a returning visitor's page stays kept",
    { timeout: 240_000 },
    async () => {
      // A returning visitor who decided months ago, and who came from a campaign.
      const visitor = {
        headers: {
          "CF-IPCountry": "US",
          Cookie: [
            "user_region=NON_EU",
            ...decided({ analytics: true, marketing: true }, "2026-08-14T17:03:21.417Z"),
            cookie("utm_params", "utm_source=partner&utm_campaign=autumn"),
            "ab_cta_variant=control",
          ].join("; "),
        },
      };
      await answer("/about", visitor);
      expect((await answer("/about", visitor)).how).toBe("kept");
      // More documents than the cache holds, were each its own entry: well-formed dates of the past
      // year, first visits' minutes older than the last ten and any text, and campaigns by the dozen.
      const now = Date.now();
      const madeUp: Array<{ date: string; campaign?: string }> = [
        ...Array.from({ length: 200 }, (_, i) => ({ date: new Date(now - 3_600_000 - i * 157_000_003).toISOString() })),
        ...Array.from({ length: 40 }, (_, i) => ({ date: new Date((Math.floor(now / 60_000) - 11 - i) * 60_000).toISOString() })),
        ...Array.from({ length: 20 }, (_, i) => ({ date: `${i} ${"x".repeat(2000)}` })),
        ...Array.from({ length: 60 }, (_, i) => ({ date: "2026-08-14T17:03:21.417Z", campaign: `made-up-${i}` })),
      ];
      const how = new Map<string, number>();
      for (const [i, { date, campaign }] of madeUp.entries()) {
        const cookies = ["user_region=NON_EU", ...decided({ analytics: true, marketing: true }, date), "ab_cta_variant=control"];
        if (campaign) cookies.push(cookie("utm_params", `utm_source=${campaign}&utm_campaign=${campaign}`));
        const forged = await answer("/about", { headers: { "CF-IPCountry": "US", Cookie: cookies.join("; ") } });
        if (forged.status !== 200 || forged.html.includes(date) || (campaign && forged.html.includes(campaign)))
          throw new Error(`made-up cookie ${i}: ${forged.status}, its value in the page`);
        how.set(forged.how, (how.get(forged.how) ?? 0) + 1);
      }
      // All of them were given the one page of their region, consent and variant.
      expect(Object.fromEntries(how)).toEqual({ kept: madeUp.length });
      expect((await answer("/about", visitor)).how).toBe("kept");
    },
  );

  test("the date of a stored decision is not in a kept page, but in the data the browser fetches after the choice", async () => {
    const visitor = {
      headers: {
        "CF-IPCountry": "DE",
        Cookie: ["user_region=EU", ...decided({ analytics: true, marketing: false }, "2026-11-20T08:15:42.123Z")].join("; "),
      },
    };
    const page = await answer("/blog", visitor);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("2026-11-20T08:15:42.123Z");
    const data = await worker.fetch("/blog.data", visitor);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("2026-11-20T08:15:42.123Z");
  });

  test("an address with a query (a campaign, a referral, the cookie settings) renders afresh, with what it names", async () => {
    for (const query of ["?utm_source=newsletter", "?ref=coach-anna", "?cookie-settings=1"]) {
      const first = await answer(`/pricing${query}`, returning);
      const second = await answer(`/pricing${query}`, returning);
      expect([first.how, second.how], query).toEqual(["not kept", "not kept"]);
    }
    const banner = await answer("/pricing?cookie-settings=1", returning);
    expect(banner.html).toContain('id="consent-title"');
  });

  test("a page's form sent without JavaScript is answered by the page, never from the cache", async () => {
    await answer("/newsletter", returning);
    const posted = await worker.fetch("/newsletter", {
      method: "POST",
      headers: { ...Object.fromEntries(new Headers(returning.headers)), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "newsletter", email: "not an address" }),
    });
    expect(howRendered(posted)).toBe("not kept");
    expect(await posted.text()).toContain("valid email");
  });

  test("a visitor without a variant of their own sees a drawn variant, and a kept page only under the variant it shows", async () => {
    const undecided = { headers: { Cookie: "user_region=EU", "CF-IPCountry": "DE" } };
    const seen = new Map<string, string>();
    for (let i = 0; i < 40; i++) {
      const response = await answer("/about", undecided);
      expect(response.cookies).toEqual([]);
      // The cookie banner's form carries the variant the page shows.
      const variant = /name="variant" value="(\w+)"/.exec(response.html)?.[1] ?? "";
      expect(ctaVariants).toContain(variant);
      const html = response.html.replaceAll(response.nonce, "NONCE");
      if (response.how === "fresh") seen.set(variant, html);
      else expect(html, `kept under ${variant}`).toBe(seen.get(variant));
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
