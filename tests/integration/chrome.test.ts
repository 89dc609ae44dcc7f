import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles } from "~/content/articles.server";
import de from "~/locales/de/common";
import en from "~/locales/en/common";
import es from "~/locales/es/common";
import { banner, footer, getOkHtml, hrefOf, linkHrefs } from "../setup/html";
import { startWorker, type TestWorker } from "../setup/worker";

/** The header banner, footer and sticky buy link with wrangler.toml's default configuration. */

const common = { en, de, es };
type Lng = keyof typeof common;

let worker: TestWorker;
let vars: Record<string, string>;

beforeAll(async () => {
  worker = await startWorker();
  const toml = await readFile(path.resolve(import.meta.dirname, "../../wrangler.toml"), "utf8");
  const section = toml.split(/^\[vars\]\s*$/m)[1].split(/^\[/m)[0];
  vars = Object.fromEntries([...section.matchAll(/^([A-Z_]+)\s*=\s*"([^"]*)"/gm)].map((match) => [match[1], match[2]]));
});

afterAll(async () => {
  await worker?.dispose();
});

// Each visitor sees one wording of the buy button; these tests look at the control wording.
const variant = "ab_cta_variant=control";
const requestFor: Record<Lng, (pathname: string) => [string, RequestInit]> = {
  en: (pathname) => [pathname, { headers: { Cookie: variant } }],
  de: (pathname) => [pathname, { headers: { Cookie: `preferred-language=de; ${variant}` } }],
  es: (pathname) => [pathname === "/" ? "/es" : `/es${pathname}`, { headers: { Cookie: variant } }],
};

const html = (language: Lng, pathname: string) => getOkHtml(worker, ...requestFor[language](pathname));

const stickyBuy = (page: string) => /<a\b[^>]*class="[^"]*\bsticky-buy\b[^"]*"[^>]*>([\s\S]*?)<\/a>/.exec(page);
/** The links of the desktop navigation marked as the current page. */
const currentNavLinks = (page: string) => {
  const nav = /<nav\b[^>]*class="desktop-nav"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? "";
  return [...nav.matchAll(/<a\b[^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)];
};

describe("banner", () => {
  test.each([
    ["en", "Germany"],
    ["de", "Deutschland"],
    ["es", "Alemania"],
  ] as const)("in %s it says the product is created and hosted in %s", async (language, country) => {
    const page = await html(language, "/pricing");
    expect(vars.HOSTING_COUNTRY).toBe("DE");
    expect(banner(page)).toBe(common[language].banner.replace("{{country}}", country));
  });

  test("the English banner reads 'Created and hosted in Germany'", async () => {
    expect(banner(await html("en", "/"))).toBe("Created and hosted in Germany");
  });
});

describe("footer", () => {
  test.each(["en", "de", "es"] as const)("in %s links the configured external profiles", async (language) => {
    const part = footer(await html(language, "/about"));
    const configured = {
      contact: vars.CONTACT_URL,
      affiliate: vars.AFFILIATE_URL,
      moreProjects: vars.MORE_PROJECTS_URL,
      linkedin: vars.LINKEDIN_URL,
      x: vars.X_URL,
      instagram: vars.INSTAGRAM_URL,
    };
    for (const [key, url] of Object.entries(configured)) {
      expect(url, key).toBeTruthy();
      const label = common[language].footer[key as keyof typeof configured];
      expect(part).toMatch(
        new RegExp(`<a href="${url.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"[^>]*>${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}</a>`),
      );
    }
  });

  test.each([
    ["en", "/imprint", false],
    ["de", "/imprint", true],
    ["es", "/es/imprint", false],
  ] as const)("in %s the imprint link (%s) is present: %s", async (language, href, present) => {
    const part = footer(await html(language, "/pricing"));
    expect(part).not.toBe("");
    expect(linkHrefs(part).includes(href)).toBe(present);
    expect(part.includes(`>${common[language].nav.imprint}</a>`)).toBe(present);
  });

  test("German footer links stay on unprefixed paths, Spanish ones under /es", async () => {
    const german = linkHrefs(footer(await html("de", "/")));
    expect(german).toContain("/about");
    expect(german).toContain("/white-label");
    const spanish = linkHrefs(footer(await html("es", "/")));
    expect(spanish).toContain("/es/about");
    expect(spanish).toContain("/es/white-label");
    expect(spanish).not.toContain("/about");
  });
});

describe("sticky buy link", () => {
  test.each([
    ["en", "$19", "/pricing"],
    ["de", "19\u00a0€", "/pricing"],
    ["es", "19\u00a0US$", "/es/pricing"],
  ] as const)("in %s shows the starting price %s and links to %s", async (language, price, href) => {
    for (const pathname of ["/", "/about", "/examples"]) {
      const page = await html(language, pathname);
      const link = stickyBuy(page);
      expect(link, pathname).not.toBeNull();
      expect(hrefOf(link![0])).toBe(href);
      expect(link![1]).toBe(common[language].cta.control.replace("{{price}}", price));
    }
  });

  test("is shown on a 404 page too", async () => {
    const response = await worker.fetch("/nope");
    expect(response.status).toBe(404);
    expect(stickyBuy(await response.text())).not.toBeNull();
  });

  test("is not on the order page, whose buyers have paid already, and would only cover its forms on a phone", async () => {
    const page = await html("en", "/create-headshot");
    expect(page).toMatch(/<footer\b/);
    expect(stickyBuy(page)).toBeNull();
  });

  test.each([
    ["en", "/pricing"],
    ["es", "/pricing"],
    ["de", "/checkout"],
  ] as const)("is not on %s %s, whose packs have buy buttons of their own that it would cover", async (language, pathname) => {
    const page = await html(language, pathname);
    expect(page).toMatch(/<footer\b/);
    expect(page).toContain('class="plan-card');
    expect(stickyBuy(page)).toBeNull();
  });
});

describe("reduced chrome on the ad landing pages", () => {
  test.each([
    ["/ad-landing", "/", "en"],
    ["/ad-landing?variant=direct-response", "/", "en"],
    ["/ad-landing/direct-response", "/", "en"],
    ["/ad-landing/emotional-story", "/", "en"],
    ["/es/ad-landing", "/es", "es"],
    ["/es/ad-landing/emotional-story", "/es", "es"],
  ] as const)("%s has the banner and logo link only", async (pathname, home, language) => {
    const page = await getOkHtml(worker, pathname);
    expect(banner(page)).toBe(common[language].banner.replace("{{country}}", language === "es" ? "Alemania" : "Germany"));
    const logo = /<a\b[^>]*class="site-header__logo"[^>]*>/.exec(page);
    expect(logo).not.toBeNull();
    expect(hrefOf(logo![0])).toBe(home);
    expect(page).not.toMatch(/<nav\b/);
    expect(page).not.toMatch(/<footer\b/);
    expect(stickyBuy(page)).toBeNull();
    expect(page).not.toContain('action="/set-language"');
  });

  test.each(["/", "/examples", "/blog", "/white-label"])("%s has the full chrome", async (pathname) => {
    const page = await html("en", pathname);
    expect(banner(page)).not.toBeNull();
    expect(page).toMatch(/<nav\b/);
    expect(page).toMatch(/<footer\b/);
    expect(stickyBuy(page)).not.toBeNull();
    expect(page).toContain('action="/set-language"');
  });
});

describe("header navigation", () => {
  test.each([
    ["en", "/blog", "/blog"],
    ["en", `/blog/${articles.find((article) => article.language === "en")!.slug}`, "/blog"],
    ["es", "/blog", "/es/blog"],
  ] as const)("in %s, %s marks the Blog link as current", async (language, pathname, blogHref) => {
    const current = currentNavLinks(await html(language, pathname));
    expect(current.map((match) => match[1])).toEqual([common[language].nav.blog]);
    expect(hrefOf(current[0][0])).toBe(blogHref);
  });

  test("the German blog article marks the Blog link, which leads to /blog/de", async () => {
    const article = articles.find((candidate) => candidate.language === "de")!;
    const current = currentNavLinks(await getOkHtml(worker, `/blog/de/${article.slug}`));
    expect(current.map((match) => match[1])).toEqual([de.nav.blog]);
    expect(hrefOf(current[0][0])).toBe("/blog/de");
  });

  test("the logo links home in the page's language", async () => {
    for (const [language, home] of [
      ["en", "/"],
      ["de", "/"],
      ["es", "/es"],
    ] as const) {
      const logo = /<a\b[^>]*class="site-header__logo"[^>]*>/.exec(await html(language, "/pricing"));
      expect(hrefOf(logo![0])).toBe(home);
    }
  });
});
