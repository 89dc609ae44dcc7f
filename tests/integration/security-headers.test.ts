import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articles } from "~/content/articles.server";
import { getPage, read } from "../setup/html";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/** Every HTML response carries CSP (with a per-response nonce), HSTS, nosniff, Referrer-Policy and Permissions-Policy. */

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.dispose();
});

const german = articles.find((article) => article.language === "de")!;

const responses = [
  ["/", {}, 200],
  ["/pricing", {}, 200],
  ["/es/pricing", {}, 200],
  ["/pricing", { Cookie: "preferred-language=de" }, 200],
  ["/ad-landing?variant=direct-response", {}, 200],
  ["/blog", {}, 200],
  [`/blog/de/${german.slug}`, {}, 200],
  ["/dashboard", { Authorization: `Bearer ${testAdminToken}` }, 200],
  ["/nope", {}, 404],
  ["/es/nope", {}, 404],
  ["/dashboard", {}, 401],
] as const;

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

describe.each(responses)("%s %j (%i)", (pathname, headers, status) => {
  test("is HTML with the expected status", async () => {
    const page = await getPage(worker, pathname, { headers });
    expect(page.status).toBe(status);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
  });

  test("has a Content-Security-Policy with a nonce, no inline scripts, no framing", async () => {
    const page = await getPage(worker, pathname, { headers });
    const policy = page.headers.get("Content-Security-Policy");
    expect(policy).toBeTruthy();
    const csp = directives(policy!);
    const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
    const nonces = scriptSrc.filter((value) => /^'nonce-[^']+'$/.test(value));
    expect(nonces).toHaveLength(1);
    expect(nonces[0].length).toBeGreaterThanOrEqual("'nonce-'".length + 16);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("*");
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
  });

  test("every inline <script> carries the response's nonce", async () => {
    const page = await getPage(worker, pathname, { headers });
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...page.html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]);
    const inline = scripts.filter((attributes) => !/\ssrc=/i.test(attributes));
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      const given = /\snonce="([^"]*)"/.exec(attributes)?.[1];
      if (!/\ssrc=/i.test(attributes) || given !== undefined) expect(given).toBe(nonce);
    }
  });

  test("every inline <style> carries the response's nonce, and only that nonce lets one apply", async () => {
    const page = await getPage(worker, pathname, { headers });
    const policy = page.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(directives(policy).get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    const styles = [...page.html.matchAll(/<style\b([^>]*)>/gi)].map((match) => match[1]);
    expect(styles.length).toBeGreaterThan(0);
    for (const attributes of styles) expect(/\snonce="([^"]*)"/.exec(attributes)?.[1]).toBe(nonce);
  });

  test("has HSTS, nosniff, Referrer-Policy and Permissions-Policy", async () => {
    const page = await getPage(worker, pathname, { headers });
    const hsts = page.headers.get("Strict-Transport-Security") ?? "";
    expect(Number(/max-age=(\d+)/i.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]).toContain(
      page.headers.get("Referrer-Policy"),
    );
    expect(page.headers.get("Permissions-Policy") ?? "").toMatch(/\b[a-z-]+=\(\)/);
  });
});

test("each response gets a fresh nonce", async () => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const page = await getPage(worker, "/pricing");
    nonces.add(/'nonce-([^']+)'/.exec(page.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "");
  }
  expect(nonces.size).toBe(3);
  expect(nonces.has("")).toBe(false);
});

describe("upgrade-insecure-requests follows the request's scheme", () => {
  test("a document requested over https asks the browser to upgrade its subresources", async () => {
    const page = await read(await worker.fetch("https://localhost/"));
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    const policy = page.headers.get("Content-Security-Policy");
    expect(policy).toBeTruthy();
    expect(directives(policy!).get("upgrade-insecure-requests")).toEqual([]);
  });

  test("a document requested over plain http (a local run) does not, or its own scripts would go to https", async () => {
    const page = await getPage(worker, "/");
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    const policy = page.headers.get("Content-Security-Policy");
    expect(policy).toBeTruthy();
    const csp = directives(policy!);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    expect(policy).not.toMatch(/upgrade-insecure-requests/i);
  });
});

describe("public/_headers (applied by Workers Static Assets, not by Miniflare)", () => {
  async function rules(): Promise<Map<string, Map<string, string>>> {
    const text = await readFile(path.resolve(import.meta.dirname, "../../public/_headers"), "utf8");
    const map = new Map<string, Map<string, string>>();
    let current: Map<string, string> | null = null;
    for (const line of text.split(/\r?\n/)) {
      if (!line.trim() || line.trim().startsWith("#")) continue;
      if (!/^\s/.test(line)) {
        current = new Map();
        map.set(line.trim(), current);
      } else if (current) {
        const separator = line.indexOf(":");
        current.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim());
      }
    }
    return map;
  }

  test("/build/* is cached for a year and immutable", async () => {
    const cacheControl = (await rules()).get("/build/*")?.get("cache-control") ?? "";
    expect(cacheControl).toMatch(/\bimmutable\b/);
    expect(cacheControl).toMatch(/\bpublic\b/);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThanOrEqual(31536000);
  });

  test("/images/* is cached for a day: the pictures are not renamed when they change", async () => {
    expect((await rules()).get("/images/*")?.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
  });

  test("/* sends nosniff and the other security headers", async () => {
    const all = (await rules()).get("/*");
    expect(all?.get("x-content-type-options")).toBe("nosniff");
    expect(all?.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(all?.get("referrer-policy")).toBeTruthy();
  });
});
