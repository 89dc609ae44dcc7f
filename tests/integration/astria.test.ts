import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import en from "~/locales/en/create-headshot";
import { fluxBaseTune } from "~/services/astria.server";
import { sign } from "~/utils/signing.server";
import { astriaFailures, startFakeAstria, type FakeAstria, intoWorker } from "../fakes/astria";
import { startFakeServer } from "../fakes/http";
import { decode } from "../setup/html";
import { allowForJobs, buyer, type TestOrder } from "../setup/orders";
import { orderLinkSecret, paymentVars } from "../setup/payments";
import { photo } from "../setup/photos";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

allowForJobs();

/**
 * A started order's job with Astria configured, against a local Astria that speaks its documented
 * API: the tune and prompts it is asked for (a Flux LoRA for a paid order, the free mock for a
 * test order), images of the plan's side, callbacks on time or lost, forged callbacks and foreign
 * image addresses that bring nothing in, 429 and 500 retried, a 504 after the tune was made (no
 * second tune), a 422 that fails the order clearly, the callback route's checks, and a Worker
 * restart while the job waits.
 */

// Short waits, so that a lost callback or a retry costs seconds here.
const jobVars = { ASTRIA_RETRY_SECONDS: "1", JOB_POLL_SECONDS: "2" };

let astria: FakeAstria;
let worker: TestWorker;

/** Astria's callbacks reach the Worker under test at the path they name. */
const deliverCallbacksTo = (target: TestWorker) => astria.deliverTo(intoWorker(target));

beforeAll(async () => {
  astria = await startFakeAstria({});
  worker = await startWorker({ vars: { ...paymentVars, ...astria.vars, ...jobVars } });
  deliverCallbacksTo(worker);
});
afterAll(async () => {
  await worker?.dispose();
  await astria?.close();
});
// Images of an eighth of the side asked for (128 px for Basic), the smallest whose face the check
// still reads: copying, checking and shrinking twelve full-size ones took seconds of each job. A
// test about their size asks for it.
beforeEach(() => astria.scaleImages(1 / 8));

const { readyOrder, start, reaches, status } = buyer(() => worker);

const tunesOf = (order: TestOrder) => astria.tunes.filter((tune) => tune.title === order.id);
const tuneRequests = (order: TestOrder) =>
  astria.requests.filter(
    (request) =>
      request.method === "POST" && request.path === "/tunes" && (request.body as { tune?: { title?: string } })?.tune?.title === order.id,
  );
/** The prompts asked for with a tune: on the tune itself (a test order's mock) or naming its LoRA on the base tune. */
const promptRequests = (tune: number) =>
  astria.requests.filter(
    (request) =>
      request.method === "POST" &&
      (request.path === `/tunes/${tune}/prompts` ||
        (request.path === `/tunes/${fluxBaseTune}/prompts` &&
          (request.body as { prompt?: { text?: string } })?.prompt?.text?.startsWith(`<lora:${tune}:1>`))),
  );
const promptsOf = (tune: number) => promptRequests(tune).map((request) => (request.body as { prompt: Record<string, unknown> }).prompt);

/** An order the store took in live mode, not test mode. */
async function paidInEarnest(order: TestOrder) {
  await (await worker.db()).prepare("UPDATE orders SET test_mode = 0 WHERE id = ?").bind(order.id).run();
}

async function storedImages(order: TestOrder) {
  const { results } = await (
    await worker.db()
  )
    .prepare("SELECT r2_key, thumb_key, width, height FROM order_headshots WHERE order_id = ?")
    .bind(order.id)
    .all<{ r2_key: string; thumb_key: string; width: number; height: number }>();
  return results;
}

async function deliveryEmails(target: TestWorker, order: TestOrder) {
  const { results } = await (
    await target.db()
  )
    .prepare("SELECT kind FROM email_outbox WHERE reference IN (?, ?)")
    .bind(`delivery:${order.id}`, `failed:${order.id}`)
    .all<{ kind: string }>();
  return results.map((row) => row.kind);
}

describe("with callbacks on time", () => {
  test("a test order: one free mock tune from the signed selfies, prompts of 8 on it, images of the plan's side copied into R2, one e-mail", async () => {
    astria.scaleImages(1);
    const order = await readyOrder("local-basic", ["corporate"]);
    expect((await start(order)).status).toBe(303);
    expect((await start(order)).status).toBe(409);
    await reaches(order, "delivered");

    const [tune] = tunesOf(order);
    expect(tunesOf(order)).toHaveLength(1);
    expect(tune!.name).toBe("man");
    expect(tune!.branch).toBe("fast");
    expect(tune!.callback).toMatch(
      new RegExp(`^http://localhost/api/astria/callback\\?order=${order.id}&event=tune-trained&sig=[\\w-]{43}$`),
    );
    // Astria trains from the five stripped selfies, at signed addresses that the Worker serves.
    expect(tune!.image_urls).toHaveLength(5);
    const selfie = await worker.fetch(tune!.image_urls[0]!.replace("http://localhost", ""));
    expect(selfie.status).toBe(200);
    expect(selfie.headers.get("Content-Type")).toBe("image/jpeg");

    // Twelve images of one style: prompts of 8 and 4 on the mock tune itself, the only free ones.
    const prompts = promptsOf(tune!.id);
    expect(prompts.map((prompt) => prompt.num_images)).toEqual([8, 4]);
    expect(prompts[0]!.text).toMatch(/^ohwx man, professional headshot, .*navy suit jacket/);
    expect(astria.prompts.filter((prompt) => prompt.tune_id === tune!.id && prompt.charged)).toHaveLength(0);
    expect(astria.prompts.some((prompt) => prompt.text.includes(`<lora:${tune!.id}:1>`))).toBe(false);
    // Basic's side, without the four-fold super-resolution.
    expect(prompts[0]).toMatchObject({ w: 1024, h: 1024 });
    expect(prompts[0]).not.toHaveProperty("super_resolution");

    const results = await storedImages(order);
    expect(results).toHaveLength(12);
    expect(results.every((row) => row.width === 1024 && row.height === 1024)).toBe(true);
    const bucket = await worker.photos();
    const copy = new Uint8Array(await (await bucket.get(results[0]!.r2_key))!.arrayBuffer());
    expect(Buffer.from(copy).equals(Buffer.from(astria.imageOf(1024)))).toBe(true);
    expect(await bucket.head(results[0]!.thumb_key)).not.toBeNull();
    // Each prompt is kept with the tune it lives under, for the order's deletion.
    const kept = await (
      await worker.db()
    )
      .prepare("SELECT tune_id, prompt_id FROM provider_prompts WHERE order_id = ? ORDER BY prompt_id")
      .bind(order.id)
      .all<{ tune_id: number; prompt_id: number }>();
    expect(kept.results).toEqual(
      astria.prompts.filter((prompt) => prompt.tune_id === tune!.id).map((prompt) => ({ tune_id: tune!.id, prompt_id: prompt.id })),
    );
    expect(await deliveryEmails(worker, order)).toEqual(["headshots-delivered"]);
    // The plan's own images: neither the page nor the e-mail calls them previews, as the local generator's are.
    const previews = en.results.preview.slice(0, en.results.preview.indexOf(":"));
    const page = decode(await (await worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } })).text());
    expect(page).toContain(`<h1 id="results-heading" class="gallery__title">${en.results.heading}</h1>`);
    expect(page).not.toContain(previews);
    const email = await (
      await worker.db()
    )
      .prepare("SELECT text_body FROM email_outbox WHERE reference = ?")
      .bind(`delivery:${order.id}`)
      .first<string>("text_body");
    expect(email).toContain("12 photos of the Basic pack");
    expect(email).not.toContain(previews);
  });

  test("a paid order: a Flux LoRA, its prompts on the Flux base tune, Premium's 1536 px images; each callback is read back from Astria", async () => {
    astria.scaleImages(1);
    const order = await readyOrder("local-premium", ["corporate", "warm", "casual"]);
    await paidInEarnest(order);
    expect((await start(order)).status).toBe(303);
    // Each of its images at 1536 pixels is checked and scaled for its tile (ADR 097): about a
    // minute on two busy cores.
    await reaches(order, "delivered", 120_000);

    const [tune] = tunesOf(order);
    const sent = (tuneRequests(order)[0]!.body as { tune: Record<string, unknown> }).tune;
    expect(sent).toMatchObject({
      branch: "flux1",
      base_tune_id: fluxBaseTune,
      model_type: "lora",
      preset: "flux-lora-portrait",
      token: "ohwx",
    });
    const prompts = promptsOf(tune!.id);
    expect(prompts.map((prompt) => prompt.num_images)).toEqual([8, 8, 4, 8, 8, 4, 8, 8, 4]);
    expect(prompts[0]!.text).toMatch(new RegExp(`^<lora:${tune!.id}:1> ohwx man, professional headshot, `));
    expect(prompts.every((prompt) => prompt.w === 1536 && prompt.h === 1536 && !("super_resolution" in prompt))).toBe(true);
    const results = await storedImages(order);
    expect(results).toHaveLength(60);
    expect(results.every((row) => row.width === 1536 && row.height === 1536)).toBe(true);
    // The callbacks arrived wrapped, as Astria sends them; each only woke the job, which asked Astria.
    expect(
      astria.callbacks.filter((callback) => callback.url.includes(order.id)).map((callback) => Object.keys(callback.body as object)),
    ).toEqual([["tune"], ...Array.from({ length: 9 }, () => ["prompt"])]);
    expect(astria.requests.some((request) => request.method === "GET" && request.path === `/tunes/${tune!.id}`)).toBe(true);
    expect(
      astria.requests.filter((request) => request.method === "GET" && request.path.startsWith(`/tunes/${fluxBaseTune}/prompts/`)).length,
    ).toBeGreaterThanOrEqual(9);
    expect(await deliveryEmails(worker, order)).toEqual(["headshots-delivered"]);
  });
});

describe("a stranger's images", () => {
  test("a forged or replayed callback brings nothing in: the job stores what Astria's API says the prompt made", async () => {
    const foreign = await startFakeServer(() => ({
      status: 200,
      body: photo("two-people.jpg"),
      headers: { "Content-Type": "image/jpeg" },
    }));
    astria.loseCallbacks(true);
    astria.holdRendering(true);
    try {
      const order = await readyOrder("local-basic", ["academic"]);
      expect((await start(order)).status).toBe(303);
      await expect
        .poll(() => astria.prompts.filter((prompt) => prompt.tune_id === tunesOf(order)[0]?.id).length, { timeout: 20_000 })
        .toBe(2);
      const [first] = astria.prompts.filter((prompt) => prompt.tune_id === tunesOf(order)[0]!.id);
      const signature = await sign(orderLinkSecret, `astria-callback:${order.id}`);
      const forged = {
        id: first!.id,
        tune_id: first!.tune_id,
        trained_at: new Date().toISOString(),
        images: Array.from({ length: 8 }, (_, n) => `${foreign.url}/${n}.jpg`),
      };
      for (const body of [forged, { prompt: forged }]) {
        const answer = await worker.fetch(`/api/astria/callback?order=${order.id}&event=prompt-academic-0&sig=${signature}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        expect(answer.status).toBe(200);
      }
      // Only now are the prompts made: each forged callback reached the job while they had no images.
      astria.holdRendering(false);
      await reaches(order, "delivered");
      expect(foreign.requests).toHaveLength(0);
      const bucket = await worker.photos();
      const [image] = await storedImages(order);
      const copy = new Uint8Array(await (await bucket.get(image!.r2_key))!.arrayBuffer());
      expect(Buffer.from(copy).equals(Buffer.from(astria.imageOf(first!.side)))).toBe(true);
    } finally {
      astria.loseCallbacks(false);
      astria.holdRendering(false);
      await foreign.close();
    }
  });

  test("images named outside Astria's hosts are never fetched: the order fails with the reason", async () => {
    const foreign = await startFakeServer(() => ({
      status: 200,
      body: photo("two-people.jpg"),
      headers: { "Content-Type": "image/jpeg" },
    }));
    astria.imagesAt(foreign.url);
    try {
      const order = await readyOrder("local-basic", ["corporate"], "foreign@example.com");
      expect((await start(order)).status).toBe(303);
      await reaches(order, "failed");
      expect(foreign.requests).toHaveLength(0);
      expect(await storedImages(order)).toHaveLength(0);
      const failure = await (await worker.db()).prepare("SELECT failure FROM orders WHERE id = ?").bind(order.id).first<string>("failure");
      expect(failure).toContain(`Astria named an image outside its own hosts: ${foreign.url}/images/`);
    } finally {
      astria.imagesAt(null);
      await foreign.close();
    }
  });
});

describe("when Astria misbehaves", () => {
  test("a lost callback costs a check, not the order; the page shows Astria's estimate meanwhile", async () => {
    astria.loseCallbacks(true);
    try {
      const order = await readyOrder("local-basic", ["warm"]);
      expect((await start(order)).status).toBe(303);
      const db = await worker.db();
      const tune = () => db.prepare("SELECT provider_tune FROM orders WHERE id = ?").bind(order.id).first<string>("provider_tune");
      await expect.poll(tune, { timeout: 20_000 }).not.toBeNull();
      expect(await tune()).toBe(String(tunesOf(order)[0]!.id));
      const page = decode(await (await worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } })).text());
      expect(page).toContain("Learning your face from your selfies");
      expect(page).toContain("Our image provider expects your model to be trained in about 20 minutes.");
      await reaches(order, "delivered");
      const { id } = tunesOf(order)[0]!;
      expect(astria.requests.some((request) => request.method === "GET" && request.path === `/tunes/${id}`)).toBe(true);
      expect(astria.requests.some((request) => request.method === "GET" && request.path.startsWith(`/tunes/${id}/prompts/`))).toBe(true);
      expect(await deliveryEmails(worker, order)).toEqual(["headshots-delivered"]);
    } finally {
      astria.loseCallbacks(false);
    }
  });

  test("429 and 500 are retried until Astria answers: one tune, and the retries are counted for the operator", async () => {
    const order = await readyOrder("local-basic", ["casual"]);
    astria.misbehave(astriaFailures.rateLimited(1), astriaFailures.serverError);
    expect((await start(order)).status).toBe(303);
    await reaches(order, "delivered");
    expect(tuneRequests(order)).toHaveLength(3);
    expect(tunesOf(order)).toHaveLength(1);
    const db = await worker.db();
    const job = await db
      .prepare("SELECT job_retries, job_error FROM orders WHERE id = ?")
      .bind(order.id)
      .first<{ job_retries: number; job_error: string }>();
    expect(job!.job_retries).toBe(2);
    expect(job!.job_error).toMatch(/^Astria answered 500 to POST \/tunes/);
    expect(await deliveryEmails(worker, order)).toEqual(["headshots-delivered"]);
  });

  test("a 504 after the tune was made is waited on, and asking again finds the same tune", async () => {
    const order = await readyOrder("local-basic", ["creative"]);
    astria.timeOutAfterCreating();
    expect((await start(order)).status).toBe(303);
    await reaches(order, "delivered");
    expect(tuneRequests(order)).toHaveLength(2);
    expect(tunesOf(order)).toHaveLength(1);
    expect(await deliveryEmails(worker, order)).toEqual(["headshots-delivered"]);
  });

  test("an image larger than the side asked for is refused before anything decodes it: the order fails with the reason", async () => {
    astria.scaleImages(2);
    const order = await readyOrder("local-basic", ["realEstate"], "enlarged@example.com");
    expect((await start(order)).status).toBe(303);
    await reaches(order, "failed");
    expect(await storedImages(order)).toHaveLength(0);
    const failure = await (await worker.db()).prepare("SELECT failure FROM orders WHERE id = ?").bind(order.id).first<string>("failure");
    expect(failure).toBe("Astria sent image 1 of style realEstate at 2048×2048, larger than the 1024 px asked for");
    expect(await deliveryEmails(worker, order)).toEqual(["headshots-failed"]);
  });

  test("a 422 is not retried: the order fails with Astria's reason, the buyer gets one honest e-mail, the operator sees why", async () => {
    const order = await readyOrder("local-basic", ["academic"], "refused@example.com");
    astria.misbehave(astriaFailures.invalid);
    expect((await start(order)).status).toBe(303);
    await reaches(order, "failed");
    expect(tuneRequests(order)).toHaveLength(1);
    expect(await deliveryEmails(worker, order)).toEqual(["headshots-failed"]);
    const dashboard = decode(await (await worker.fetch("/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } })).text());
    expect(dashboard).toContain('Astria refused POST /tunes (422): {"image_urls":["must contain at least 4 images"]}');
  });
});

describe("the callback route", () => {
  test("takes only a signed callback for a running job, and changes nothing otherwise", async () => {
    const order = await readyOrder("local-basic", ["greenery"]);
    const signature = await sign(orderLinkSecret, `astria-callback:${order.id}`);
    const callback = (query: string, body = "{}") =>
      worker.fetch(`/api/astria/callback?${query}`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    const otherOrder = crypto.randomUUID();
    expect((await callback(`order=${order.id}&event=tune-trained&sig=${"A".repeat(43)}`)).status).toBe(403);
    expect((await callback(`order=${otherOrder}&event=tune-trained&sig=${signature}`)).status).toBe(403);
    expect((await callback(`order=${order.id}&event=delete-everything&sig=${signature}`)).status).toBe(404);
    expect((await callback(`order=${order.id}&event=tune-trained&sig=${signature}`, "not json")).status).toBe(400);
    // Signed, but the order has no job yet.
    expect((await callback(`order=${order.id}&event=tune-trained&sig=${signature}`)).status).toBe(404);
    expect((await worker.fetch(`/api/astria/callback?order=${order.id}&event=tune-trained&sig=${signature}`)).status).toBe(405);
    expect(await status(order)).toBe("photos_ready");
  });
});

test("a Worker that restarts while the job waits for Astria carries on: what it stored is kept, nothing is asked twice, one e-mail", async () => {
  const persist = mkdtempSync(path.join(tmpdir(), "resoume-restart-"));
  const vars = { ...paymentVars, ...astria.vars, ...jobVars, JOB_POLL_SECONDS: "3" };
  let first: TestWorker | null = await startWorker({ vars, persist });
  let second: TestWorker | null = null;
  // Every callback is lost: the job waits JOB_POLL_SECONDS before each check, with nothing running meanwhile.
  astria.loseCallbacks(true);
  try {
    deliverCallbacksTo(first);
    const jobs = buyer(() => (second ?? first)!);
    const order = await jobs.readyOrder("local-basic", ["realEstate"]);
    expect((await jobs.start(order)).status).toBe(303);
    const stored = async (current: TestWorker) =>
      (
        await (
          await current.db()
        )
          .prepare("SELECT id FROM order_headshots WHERE order_id = ? ORDER BY id")
          .bind(order.id)
          .all<{ id: string }>()
      ).results;
    // The first prompt's 8 images are in; the job waits before asking about the second prompt's 4.
    await expect.poll(async () => (await stored(first!)).length, { timeout: 60_000, interval: 250 }).toBe(8);
    await first.dispose();
    first = null;

    second = await startWorker({ vars, persist });
    deliverCallbacksTo(second);
    const kept = (await stored(second)).map((row) => row.id);
    expect(kept).toHaveLength(8);
    // The cron's watchdog finds the job unfinished and touches it; the engine resumes it.
    await second.cron(new Date());
    await jobs.reaches(order, "delivered");
    const all = (await stored(second)).map((row) => row.id);
    expect(all).toHaveLength(12);
    expect(all).toEqual(expect.arrayContaining(kept));
    const tune = tunesOf(order)[0]!;
    expect(tunesOf(order)).toHaveLength(1);
    expect(promptRequests(tune.id)).toHaveLength(2);
    expect(await deliveryEmails(second, order)).toEqual(["headshots-delivered"]);
  } finally {
    astria.loseCallbacks(false);
    deliverCallbacksTo(worker);
    await first?.dispose();
    await second?.dispose();
    rmSync(persist, { recursive: true, force: true });
  }
});
