#!/usr/bin/env node
/**
 * `npm run bench`: the performance budgets as figures. Builds the Worker, runs it in workerd and
 * prints first-load JavaScript and CSS for / (gzip bytes, 1 kB = 1024 bytes), HTML sizes, and for a
 * page of each family (home, pricing, blog list, article, legal page, photo review, the home in
 * Spanish) the median wall time and the Worker's CPU time per request over 300 requests each, as
 * the render cache's answer to a returning visitor and to a first visit, and as a first visit
 * rendered fresh; and the same for the documents rendered per buyer (the order page of a bought
 * order, the dashboard). The Worker's CPU is the workerd processes' CPU time (every thread's
 * schedstat, in nanoseconds), less what a static file costs on the same path through Miniflare
 * (docs/decisions/005-measuring-server-cpu.md). Each is given as a multiple of the floor's, a bare
 * Remix page of the size of / (scripts/floor) built and measured in the same run, as the median of
 * five alternated rounds with their range: each round six passes over every page, the floor and
 * the static files taking six times a page's requests (ADR 096, amended 2026-11-30). The budgets
 * are multiples: 1.5 for a kept answer, 2.5 for a fresh first visit, 3.5 for a document rendered
 * per buyer (docs/architecture.md, section 7). Then load through a real HTTP port with
 * autocannon: 2,000 requests at 50 connections on four pages, and 500 newsletter sign-ups at 20
 * connections (none may be lost: each writes its confirmation e-mail), each beside the floor's
 * figures under the same load.
 * (`npm run bench -- --pages` stops there.) Then the LinkedIn photo review: its page's first-load
 * JavaScript and what a visitor's first photo fetches after it (the face library's code and its
 * three models' weights); the Worker's review without JavaScript of the 1-megapixel test portrait,
 * as workerd CPU per request against rendering /, and workerd's memory rise for one legitimate photo
 * against ten hostile files in a row (scripts/lib/decode-budget.mjs); and in
 * Chromium the review on the device of the 12-megapixel photo, as the first photo (the face library
 * loading) and later, against the portrait's. Then the selfie upload: the upload page's JavaScript
 * (first load, and the face checks loaded after it), and ten photos of 5 MB in one request: its
 * wall time against one such photo, and how far the workerd process's memory rises. Then an order
 * of each plan through the local generator (Photon in the Worker): its wall time from the start to
 * delivered (the local training's fixed wait included), against the Basic order's, and the workerd
 * processes' CPU time over the job per image, against rendering / (its workerd CPU per request,
 * measured the same way), and the Premium order with its images checked and stored unchecked, in
 * turn: the check's time per image, and the checked order's wall time against the unchecked one's
 * (budget 1.15, ADR 081), medians of three pairs with their ranges (`npm run bench -- --check` runs
 * only these). Then the Ultimate order's 120 images as one zip streamed from R2: its
 * wall time against downloading one image, and how far the workerd memory rises. Then what
 * Cloudflare counts against an isolate's memory (the JavaScript heap, every ArrayBuffer and every
 * WebAssembly memory, at the request's peak) for the first upload, the first review on each review
 * page, the first generation steps and the first publish, each in a fresh Worker, the web encoders'
 * memory included, against 96 MB (`npm run bench -- --memory` runs only these). Last, the fuzz and
 * fault suites in full (tests/integration). Exits non-zero when a budget is exceeded or a test
 * fails.
 */
import "./lib/project-node.mjs";
import { buildFloor, startFloor } from "./lib/floor.mjs";
import { startFakeEmailOctopus, startFakeResend } from "./lib/fakes.mjs";
import { startMiniflare } from "./lib/worker.mjs";
import { benchDownloads } from "./bench/downloads.mjs";
import { benchIsolateMemory } from "./bench/isolate-memory.mjs";
import { reportFirstLoadSizes } from "./bench/first-load-sizes.mjs";
import { compareCheck, generateEachPlan, reportCheck, reportGeneration } from "./bench/generation.mjs";
import { benchLoad } from "./bench/load.mjs";
import { benchPageCpu } from "./bench/page-cpu.mjs";
import { perBuyerDocuments } from "./bench/per-buyer-documents.mjs";
import { benchPhotoReview } from "./bench/photo-review.mjs";
import { createReport } from "./bench/report.mjs";
import { benchReviewOnDevice } from "./bench/review-on-device.mjs";
import { shopAdminToken, shopSession, startShop } from "./bench/shop.mjs";
import { benchDist, buildSiteWorker, productionBindings } from "./bench/site-worker.mjs";
import { runFuzzAndFaultSuites } from "./bench/suites.mjs";
import { testPhotos } from "./bench/test-photos.mjs";
import { benchUpload } from "./bench/upload.mjs";
import { fetchFrom, startInstance } from "./bench/workerd.mjs";

// `npm run bench -- --pages`: only the pages' CPU against the floor and the load figures.
const pagesOnly = process.argv.includes("--pages");
/** The Premium orders with and without the check, alternated; `-- --check` runs only these. */
const checkRuns = 3;

buildSiteWorker();
const { report, printTable, overBudget } = createReport();
// `-- --memory`: only what a first request leaves an isolate holding.
if (process.argv.includes("--memory")) {
  await benchIsolateMemory({ report, portrait: testPhotos().portrait });
  printTable();
  process.exit(overBudget() ? 1 : 0);
}
if (process.argv.includes("--check")) {
  reportCheck(report, await compareCheck(testPhotos().portrait, checkRuns));
  printTable();
  process.exit(overBudget() ? 1 : 0);
}

const emailOctopus = await startFakeEmailOctopus();
// Sign-ups send the welcome e-mail: to the fake Resend, as production sends it to Resend.
const resend = await startFakeResend();
const site = await startInstance(() =>
  startMiniflare({ dist: benchDist, bindings: { ...productionBindings, ...emailOctopus.vars, ...resend.vars } }),
);
const get = fetchFrom(site);
// A returning visitor sends what their first page stored: region, consent and experiment variant.
// Their documents, and a first visit's, which is given those cookies, come from the render cache
// once rendered (docs/decisions/034-render-cache-key-and-first-visits.md).
const returningVisitor = {
  Cookie: (await get("/")).headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; "),
};

const home = await get("/");
reportFirstLoadSizes(report, home.body);

// The documents rendered per buyer, in the shop: a Worker with the local checkout's secrets, which
// later sessions use too.
const shop = await startShop();
const session = shopSession(shop);
const { orderId, page: orderPage } = await session.buy("premium");
const perBuyer = await perBuyerDocuments({ shop, browse: session.browse, orderId, adminToken: shopAdminToken });

// The floor: a bare Remix page of the size of `/`, the measure of every page's CPU.
await buildFloor(home.body.length);
const floor = await startInstance(startFloor);
const { renderHomeCpu } = await benchPageCpu({ report, site, floor, homeHtml: home.body, returningVisitor, perBuyer });

await benchLoad({ report, site, floor, returningVisitor });
await floor.dispose();
await emailOctopus.close();
await resend.close();
if (pagesOnly) {
  await site.dispose();
  await shop.dispose();
  printTable();
  process.exit(overBudget() ? 1 : 0);
}

const photos = testPhotos();
await benchPhotoReview({ report, site, photos, renderHomeCpu });
await benchReviewOnDevice({ report, site, small: photos.small, large: photos.large });
await site.dispose();

// In this order, for the session: the upload goes to the order bought above, then the generation buys
// one of each plan, and the downloads come from the last bought, the Ultimate one. The generation's
// rows follow the downloads'.
await benchUpload({ report, shop, session, orderId, orderPage, portrait: photos.portrait });
const db = await shop.getD1Database("DB");
const jobs = await generateEachPlan({ shop, session, db, portrait: photos.portrait });
await benchDownloads({ report, shop, browse: session.browse, db, ultimate: jobs.get("ultimate") });
await shop.dispose();
reportGeneration(report, jobs, renderHomeCpu);
reportCheck(report, await compareCheck(photos.portrait, checkRuns));
await benchIsolateMemory({ report, portrait: photos.portrait });

printTable();
const suitesPassed = runFuzzAndFaultSuites();
process.exit(overBudget() || !suitesPassed ? 1 : 0);
