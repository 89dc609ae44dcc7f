import { afterAll, beforeAll, describe, expect, test } from "vitest";
import de from "~/locales/de/common";
import en from "~/locales/en/common";
import es from "~/locales/es/common";
import { banner, footer, getOkHtml, linkHrefs } from "../setup/html";
import { startWorker, type TestWorker } from "../setup/worker";

/** The chrome follows the Worker's configuration: hosting country and footer links. */

const common = { en, de, es };

const vars = {
  HOSTING_COUNTRY: "AT",
  CONTACT_URL: "mailto:support@example.org",
  AFFILIATE_URL: "https://partners.example.org/programme",
  MORE_PROJECTS_URL: "",
  LINKEDIN_URL: "https://www.linkedin.com/company/example-co",
  X_URL: "",
  INSTAGRAM_URL: "https://www.instagram.com/example.co",
};

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker({ vars });
});

afterAll(async () => {
  await worker?.dispose();
});

const html = (pathname: string, headers: Record<string, string> = {}) => getOkHtml(worker, pathname, { headers });
const footerHrefs = (page: string) => linkHrefs(footer(page));

describe("HOSTING_COUNTRY=AT", () => {
  test.each([
    ["en", "/pricing", {}, "Austria"],
    ["de", "/pricing", { Cookie: "preferred-language=de" }, "Österreich"],
    ["es", "/es/pricing", {}, "Austria"],
  ] as const)("the %s banner on %s %j names %s", async (language, pathname, headers, country) => {
    const page = await html(pathname, headers);
    expect(banner(page)).toBe(common[language].banner.replace("{{country}}", country));
  });

  test("the English banner reads 'Created and hosted in Austria', also on the ad landing page", async () => {
    expect(banner(await html("/"))).toBe("Created and hosted in Austria");
    expect(banner(await html("/ad-landing"))).toBe("Created and hosted in Austria");
  });
});

describe("footer links", () => {
  test("follow CONTACT_URL, AFFILIATE_URL, LINKEDIN_URL and INSTAGRAM_URL", async () => {
    const hrefs = footerHrefs(await html("/about"));
    expect(hrefs).toContain(vars.CONTACT_URL);
    expect(hrefs).toContain(vars.AFFILIATE_URL);
    expect(hrefs).toContain(vars.LINKEDIN_URL);
    expect(hrefs).toContain(vars.INSTAGRAM_URL);
  });

  test("the defaults from wrangler.toml are replaced", async () => {
    const hrefs = footerHrefs(await html("/about"));
    expect(hrefs.some((href) => href.includes("resoume.com"))).toBe(false);
    expect(hrefs.some((href) => href.includes("x.com"))).toBe(false);
  });

  test("a link configured as empty is left out, with its label", async () => {
    const page = await html("/about");
    const part = footer(page);
    expect(part).toContain(`>${en.footer.contact}</a>`);
    expect(part).not.toContain(`>${en.footer.moreProjects}</a>`);
    expect(part).not.toContain(`>${en.footer.x}</a>`);
  });
});
