import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pageStrings } from "~/content/copy.server";
import { sendForm } from "../setup/forms";
import { getPage } from "../setup/html";
import { startWorker, type TestWorker } from "../setup/worker";
import { foreignPaths } from "../setup/foreign-paths";

/** The language switcher's form: stores the choice in a cookie and returns to the page in that language. */

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.dispose();
});

async function post(fields: Record<string, string>) {
  const response = await sendForm(worker, "/set-language", fields);
  await response.arrayBuffer();
  return response;
}

/** The `name=value` pair of the preferred-language cookie the response sets, if any. */
function languageCookie(response: Response): string | null {
  const header = response.headers.get("Set-Cookie");
  if (!header) return null;
  return /(?:^|,\s*)(preferred-language=[^;,]*)/.exec(header)?.[1] ?? null;
}

describe("choosing a language", () => {
  test.each([
    ["de", "/pricing?x=1", "/pricing?x=1"],
    ["en", "/pricing?x=1", "/pricing?x=1"],
    ["es", "/about", "/es/about"],
    ["es", "/", "/es"],
    ["es", "/pricing?x=1&y=2", "/es/pricing?x=1&y=2"],
    ["en", "/es/about", "/about"],
    ["de", "/es/about", "/about"],
    ["de", "/es", "/"],
    ["es", "/es/about", "/es/about"],
    ["de", "/blog", "/blog/de"],
    ["es", "/blog", "/es/blog"],
    ["en", "/blog/de", "/blog"],
    ["en", "/es/blog", "/blog"],
    ["de", "/blog/how-to-take-selfies-for-ai-headshots", "/blog/de"],
    ["es", "/dashboard", "/dashboard"],
    ["es", "/ad-landing?variant=emotional-story", "/es/ad-landing?variant=emotional-story"],
  ] as const)("language=%s from %s → %s", async (language, returnTo, location) => {
    const response = await post({ language, returnTo });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(location);
    expect(languageCookie(response)).toBe(`preferred-language=${language}`);
  });

  test("the cookie is long-lived, site-wide and Lax", async () => {
    const response = await post({ language: "de", returnTo: "/pricing" });
    const header = response.headers.get("Set-Cookie") ?? "";
    expect(header).toMatch(/;\s*Path=\/(;|$)/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    const maxAge = Number(/;\s*Max-Age=(\d+)/i.exec(header)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(60 * 60 * 24 * 30);
  });

  test("the stored cookie makes the next page German", async () => {
    const response = await post({ language: "de", returnTo: "/pricing" });
    const cookie = languageCookie(response);
    expect(cookie).not.toBeNull();
    const page = await worker.fetch(response.headers.get("Location")!, { headers: { Cookie: cookie! } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toMatch(/<html[^>]*\slang="de"/);
    expect(html).toContain(`<title>${pageStrings("de", "pricing", "DE").title}</title>`);
  });
});

describe("only local paths are accepted as the way back", () => {
  test.each(foreignPaths)("returnTo %j", async (returnTo) => {
    for (const language of ["de", "es", "en"]) {
      const response = await post({ language, returnTo });
      expect(response.status).toBe(302);
      const location = response.headers.get("Location") ?? "";
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(location).not.toContain("evil.example");
      expect(new URL(location, "http://localhost").origin).toBe("http://localhost");
    }
  });

  /** Whether a browser following `location` from this site stays on it. */
  const staysHere = (location: string) =>
    /^\/(?![/\\])/.test(location) && !/[\p{Cc}\\]/u.test(location) && new URL(location, "http://localhost").origin === "http://localhost";

  test("whatever returnTo says, the answer goes to a path on this site, in any language", async () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      "\\",
      ".",
      "..",
      "es",
      "de",
      "blog",
      "%2F",
      "%2f",
      "%5C",
      "%2e",
      "%2E%2E",
      "evil.example",
      "\t",
      "?",
      "#",
      "@",
      ":",
      "https:",
      "%",
      " ",
      "%00",
    );
    const returnTo = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join("")),
      fc.array(piece, { maxLength: 6 }).map((pieces) => `/es/${pieces.join("")}`),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("en", "de", "es", "fr"), returnTo, async (language, returnTo) => {
        const response = await post({ language, returnTo });
        expect(response.status).toBe(302);
        expect(staysHere(response.headers.get("Location") ?? "")).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  test("the switcher of the Page Not Found screen at /es//evil.example leads back onto this site", async () => {
    const page = await getPage(worker, "/es//evil.example");
    expect(page.status).toBe(404);
    const form = /<form[^>]*action="\/set-language"[\s\S]*?<\/form>/.exec(page.html)?.[0] ?? "";
    const returnTo = /name="returnTo" value="([^"]*)"/.exec(form)?.[1];
    expect(returnTo).toBe("/");
    for (const language of ["en", "de", "es"]) {
      const response = await post({ language, returnTo: returnTo! });
      expect(staysHere(response.headers.get("Location") ?? "")).toBe(true);
    }
  });

  test("a missing returnTo goes home in the chosen language", async () => {
    const response = await post({ language: "es" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/es");
  });
});

describe("an unknown language", () => {
  test.each(["fr", "", "EN", "de-DE"])("language=%j changes no cookie", async (language) => {
    const response = await post({ language, returnTo: "/pricing?x=1" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/pricing?x=1");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  test("no language field changes no cookie", async () => {
    const response = await post({ returnTo: "/about" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

test("GET answers 405 and names POST", async () => {
  const response = await worker.fetch("/set-language");
  await response.arrayBuffer();
  expect(response.status).toBe(405);
  expect(response.headers.get("Allow")).toBe("POST");
  expect(response.headers.get("Set-Cookie")).toBeNull();
});
