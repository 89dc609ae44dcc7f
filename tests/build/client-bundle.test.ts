import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { articles } from "~/content/articles.server";
import { resources } from "~/locales/resources.server";
import { budgets, firstLoadAssets, gzipTotal, pageFamilies } from "../../scripts/lib/first-load.mjs";
import { root } from "../../scripts/lib/worker.mjs";
import { buyer } from "../setup/orders";
import { paymentVars } from "../setup/payments";
import { startWorker, type TestWorker } from "../setup/worker";

const publicDir = path.join(root, "public");
const buildDir = path.join(publicDir, "build");

function clientFiles(dir = buildDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientFiles(file);
    return file.endsWith(".js") ? [file] : [];
  });
}

const clientCode = clientFiles().map((file) => ({ file: path.relative(root, file), code: readFileSync(file, "utf8") }));

// The classic compiler empties a server module that browser code imports instead of failing, so
// the build itself is read for what must never reach a browser.
describe("the client build contains no server-only code", () => {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, "wrangler.toml"));
  const bindings = [
    ...Object.keys(workerOptions.kvNamespaces ?? {}),
    ...Object.keys(workerOptions.r2Buckets ?? {}),
    ...Object.keys(workerOptions.d1Databases ?? {}).map((name) => `env.${name}`),
  ];
  const secrets = ["ADMIN_TOKEN", "EMAILOCTOPUS_API_KEY", "LEMONSQUEEZY_WEBHOOK_SECRET", "RESEND_API_KEY", "ASTRIA_API_KEY"];
  const upstreamHosts = ["api.emailoctopus.com", "api.lemonsqueezy.com", "api.resend.com", "api.astria.ai", "plausible.io"];
  const serverOnly = ["gallery_items", "WWW-Authenticate", "timingSafeEqual", "email_outbox", "rate_limits", "Idempotency-Key", "url_passthrough", "X-Forwarded-For"];

  test("the build has client files to check", () => {
    expect(clientCode.length).toBeGreaterThan(5);
  });

  test.each([...bindings, ...secrets, ...upstreamHosts, ...serverOnly])("no %s", (name) => {
    expect(clientCode.filter(({ code }) => code.includes(name)).map(({ file }) => file)).toEqual([]);
  });

  test("no page copy, chrome copy or article: they reach the browser only as the shown page's data", () => {
    const { en } = resources;
    // English openings, cut before any character a minifier would escape.
    const samples = [en.pricing.intro, en.privacyPolicy.intro, en.common.footer.tagline, en.common.nav.createButton, en.consent.text]
      .concat(articles.filter((article) => article.language === "en").map((article) => article.html.replace(/<[^>]+>/g, "")))
      .map((text) => text.slice(0, 30));
    expect(samples.every((text) => /^[\x20-\x7e]{10,}$/.test(text))).toBe(true);
    expect(samples.filter((text) => clientCode.some(({ code }) => code.includes(text)))).toEqual([]);
  });
});

// The scripts a page's HTML names are the part of its JavaScript until idle that needs no browser to
// measure; tests/e2e/javascript-until-idle.js.test.ts adds what loads after them.
describe("each page family's first load stays within its budget", () => {
  let worker: TestWorker;
  const { paidOrder, seededOrder } = buyer(() => worker);
  beforeAll(async () => {
    worker = await startWorker({ vars: paymentVars });
  });
  afterAll(() => worker.dispose());

  test.each(pageFamilies)("$family ($path)", async ({ family, path: pathname, order, budget }) => {
    const held = order === "delivered" ? await seededOrder("delivered", "local-basic", ["corporate"]) : order ? await paidOrder() : null;
    const headers = held ? { Cookie: held.cookie } : undefined;
    const response = await worker.fetch(pathname, { headers });
    expect(response.status).toBe(200);
    const { scripts } = firstLoadAssets(await response.text());
    expect(scripts.length).toBeGreaterThan(1);
    const bytes = gzipTotal(scripts, publicDir);
    const over = budget > budgets.pageJs ? `, still over ${budgets.pageJs / 1024} kB` : "";
    console.log(`first load of ${family}: ${bytes} B gzip JavaScript in ${scripts.length} files (family's budget until idle ${budget} B${over})`);
    expect(bytes).toBeLessThanOrEqual(budget);
  });

  test(`the CSS of / is at most ${budgets.firstLoadCss / 1024} kB gzip`, async () => {
    const { styles } = firstLoadAssets(await (await worker.fetch("/")).text());
    expect(styles).toHaveLength(1);
    const bytes = gzipTotal(styles, publicDir);
    console.log(`first load of /: ${bytes} B gzip CSS (budget ${budgets.firstLoadCss} B)`);
    expect(bytes).toBeLessThanOrEqual(budgets.firstLoadCss);
  });
});
