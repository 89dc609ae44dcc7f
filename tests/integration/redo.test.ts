import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orderLinkToken } from "~/features/orders/order-links.server";
import { resources } from "~/locales/resources.server";
import { localizePath, type Language } from "~/utils/i18n";
import { fill } from "~/utils/translate";
import type { FakeAstria } from "../fakes/astria";
import { startAstriaWorker } from "../setup/astria-worker";
import { decode, deliveredJobFigures, galleryAlert } from "../setup/html";
import { allowForServerFaces } from "../setup/orders";
import { orderLinkSecret, paymentVars } from "../setup/payments";
import { square } from "../setup/photos";
import { seedOrder, type SeedOptions } from "../setup/seed-order";
import { startWorker, type TestWorker } from "../setup/worker";

allowForServerFaces();

/**
 * "Doesn't look like me" on a delivered headshot (docs/decisions/092-the-buyers-re-do.md): the
 * headshot leaves the gallery at once and is counted as the buyer's refusal, a tile of its style says
 * a new one is being made, and the re-do's own job makes one, checked as every image is, which then
 * takes its place; with the local generator and at a local Astria, on orders seeded delivered (ADR
 * 067). A replayed, forged or late form, or one past the order's re-dos, changes nothing and says why.
 */

type Buyer = { id: string; cookie: string; language: Language };

/** A Basic order of 12 Corporate headshots from the five photographs of one man, seeded delivered. */
async function delivered(target: TestWorker, email: string, options: Partial<SeedOptions> = {}): Promise<Buyer> {
  const language = options.language ?? "en";
  const seeded = await seedOrder(
    { db: await target.db(), photos: await target.photos() },
    { state: "delivered", plan: "BASIC", styles: ["corporate"], email, secret: orderLinkSecret, ...options, language },
  );
  return { id: seeded.id, cookie: `${seeded.cookie.name}=${seeded.cookie.value}`, language };
}

const page = async (target: TestWorker, buyer: Buyer) =>
  decode(
    await (
      await target.fetch(localizePath("/create-headshot", buyer.language), {
        headers: { Cookie: buyer.cookie, "Accept-Language": buyer.language },
      })
    ).text(),
  );

/** The form as a browser without JavaScript sends it. */
async function redo(target: TestWorker, buyer: Buyer, image: string, orderId = buyer.id) {
  const response = await target.fetch(localizePath("/create-headshot", buyer.language), {
    method: "POST",
    headers: {
      Cookie: buyer.cookie,
      "Accept-Language": buyer.language,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ order: orderId, intent: "redo", image }),
  });
  return { status: response.status, text: decode(await response.text()) };
}

async function rows(target: TestWorker, orderId: string) {
  const { results } = await (
    await target.db()
  )
    .prepare("SELECT id, n, refused FROM order_headshots WHERE order_id = ? ORDER BY n")
    .bind(orderId)
    .all<{ id: string; n: number; refused: string | null }>();
  return results;
}

/** Where each of the order's re-dos stands; a failed one with its reason, which a failing test then shows. */
const redoStates = async (target: TestWorker, orderId: string) =>
  (
    await (
      await target.db()
    )
      .prepare("SELECT state, failure FROM headshot_redos WHERE order_id = ? ORDER BY k")
      .bind(orderId)
      .all<{ state: string; failure: string | null }>()
  ).results.map((row) => (row.failure ? `${row.state}: ${row.failure}` : row.state));

/** The images the page shows (one link each), by the ids in their addresses. */
const shownIds = (html: string) =>
  [...html.matchAll(/class="gallery__open" href="\/photos\/[0-9a-f-]{36}\/([0-9a-f-]{36})\?/g)].map((match) => match[1]);

const texts = (language: Language) => resources[language].createHeadshot.gallery;

describe("with the local generator", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker({ vars: { ...paymentVars, IMAGE_RETRY_MS: "100", LOCAL_TRAINING_MS: "300" } });
  });
  afterAll(() => worker?.dispose());

  test("the headshot leaves the gallery, a tile says its replacement is on its way, and the replacement then takes its place", async () => {
    const buyer = await delivered(worker, "redo.local@example.com");
    const before = await rows(worker, buyer.id);
    const turnedDown = before[4]!;
    expect(await page(worker, buyer)).toContain(fill(texts("en").redo.explain, { left: 3, limit: 3 }));

    // The form sent twice at once, as a double click or a replay: one re-do, and the other is told so.
    const answers = await Promise.all([redo(worker, buyer, turnedDown.id), redo(worker, buyer, turnedDown.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const shown = answers.find((answer) => answer.status === 200)!.text;
    expect(answers.find((answer) => answer.status === 409)!.text).toContain(galleryAlert(texts("en").errors.redone));
    expect(shownIds(shown)).toHaveLength(11);
    expect(shownIds(shown)).not.toContain(turnedDown.id);
    expect(shown).toContain(fill(texts("en").downloadAll, { count: 11 }));
    expect(shown).toContain(fill(texts("en").redo.making, { style: "Corporate" }));
    // Without JavaScript the page looks again by itself while the new one is made.
    expect(shown).toMatch(/<meta http-equiv="refresh" content="5; url=\/create-headshot"/);
    expect(shown).toContain(fill(texts("en").redo.explain, { left: 2, limit: 3 }));
    // Its own download and address are gone with it.
    const address = /href="(\/create-headshot\/download\/[^"]+)"/.exec(await page(worker, buyer))![1]!.replace(/[^/]+$/, turnedDown.id);
    expect((await worker.fetch(address, { headers: { Cookie: buyer.cookie } })).status).toBe(404);

    await expect.poll(() => redoStates(worker, buyer.id), { timeout: 240_000, interval: 500 }).toEqual(["made"]);
    const after = await rows(worker, buyer.id);
    expect(after.filter((row) => row.refused === null)).toHaveLength(12);
    const replacement = after.find((row) => !before.some((old) => old.id === row.id))!;
    expect(replacement).toMatchObject({ n: 12, refused: null });
    const arrived = await page(worker, buyer);
    expect(shownIds(arrived)).toHaveLength(12);
    expect(shownIds(arrived)).toContain(replacement.id);
    expect(arrived).not.toContain(fill(texts("en").redo.making, { style: "Corporate" }));
    expect(arrived).not.toContain('http-equiv="refresh"');
    // The operator counts it among the refusals, by the buyer; made, it is no image charged by a store.
    const [made, refusals, kept] = await deliveredJobFigures(worker, "redo.local@example.com");
    expect([made, refusals, kept]).toEqual(["13", "the buyer: 1", "12"]);
  }, 300_000);

  test("an unknown, foreign, hidden or late headshot, and one past the order's re-dos, are refused in en, de and es and change nothing", async () => {
    const [mine, theirs] = await Promise.all([delivered(worker, "redo.refused@example.com"), delivered(worker, "redo.other@example.com")]);
    const [images, others] = await Promise.all([rows(worker, mine.id), rows(worker, theirs.id)]);
    const db = await worker.db();
    const unchanged = async () => {
      expect((await rows(worker, mine.id)).filter((row) => row.refused !== null)).toEqual([]);
      expect((await rows(worker, theirs.id)).filter((row) => row.refused !== null)).toEqual([]);
      expect(await redoStates(worker, mine.id)).toEqual([]);
    };
    for (const language of ["en", "de", "es"] as const) {
      const buyer = { ...mine, language };
      const errors = texts(language).errors;
      // Another order's headshot, one that does not exist, and no headshot at all.
      for (const image of [others[0]!.id, crypto.randomUUID(), "../all"]) {
        const answer = await redo(worker, buyer, image);
        expect(answer.status).toBe(404);
        expect(answer.text).toContain(galleryAlert(errors.missing));
      }
      // A form naming the other order is not this page's.
      expect((await redo(worker, buyer, others[0]!.id, theirs.id)).status).toBe(403);
    }
    await unchanged();

    // A hidden headshot: shown again first.
    await db.prepare("UPDATE order_headshots SET hidden = 1 WHERE id = ?").bind(images[0]!.id).run();
    for (const language of ["en", "de", "es"] as const) {
      const answer = await redo(worker, { ...mine, language }, images[0]!.id);
      expect(answer.status).toBe(409);
      expect(answer.text).toContain(galleryAlert(texts(language).errors.redoHidden));
    }
    await unchanged();

    // After the photos' deletion day (a link still valid, as a forged or kept one would be).
    const paidAt = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await db.prepare("UPDATE orders SET paid_at = ? WHERE id = ?").bind(paidAt, mine.id).run();
    const token = await orderLinkToken(orderLinkSecret, mine.id, new Date(Date.now() + 86_400_000));
    const late = { ...mine, cookie: mine.cookie.replace(/=.*$/, `=${token}`) };
    for (const language of ["en", "de", "es"] as const) {
      const answer = await redo(worker, { ...late, language }, images[1]!.id);
      expect(answer.status).toBe(409);
      expect(answer.text).toContain(galleryAlert(texts(language).errors.redoClosed));
    }
    await unchanged();
  });

  test("a headshot downloaded and then turned down no longer counts as downloaded: the refund is offered at once again", async () => {
    const buyer = await delivered(worker, "redo.refund@example.com");
    const [image] = await rows(worker, buyer.id);
    const download = await worker.fetch(`/create-headshot/download/${buyer.id}/${image!.id}`, { headers: { Cookie: buyer.cookie } });
    expect(download.status).toBe(200);
    await download.body?.cancel();
    expect(await page(worker, buyer)).toContain('id="refund-reason"');
    expect((await redo(worker, buyer, image!.id)).status).toBe(200);
    const html = await page(worker, buyer);
    expect(html).toContain('id="refund-confirm"');
    expect(html).not.toContain('id="refund-reason"');
  });

  test("a re-do whose job was never started (the form's answer lost with it) is started by the cron's watchdog", async () => {
    const buyer = await delivered(worker, "redo.lost@example.com");
    const [image] = await rows(worker, buyer.id);
    // What the form's batch writes, without the start that follows it.
    const db = await worker.db();
    await db.batch([
      db
        .prepare("INSERT INTO headshot_redos (order_id, k, image_id, style, n) VALUES (?, 1, ?, 'corporate', 12)")
        .bind(buyer.id, image!.id),
      db.prepare("UPDATE order_headshots SET refused = 'the buyer' WHERE id = ?").bind(image!.id),
    ]);
    expect(await page(worker, buyer)).toContain(fill(texts("en").redo.making, { style: "Corporate" }));
    await worker.cron(new Date());
    await expect.poll(() => redoStates(worker, buyer.id), { timeout: 120_000, interval: 500 }).toEqual(["made"]);
    expect(shownIds(await page(worker, buyer))).toHaveLength(12);
  }, 180_000);

  test("past the order's re-dos the button is gone, the page says how many it had, and a forged form is refused", async () => {
    const buyer = await delivered(worker, "redo.spent@example.com", { language: "de" });
    const images = await rows(worker, buyer.id);
    // Seeded: three re-dos made before (Basic's limit), their headshots turned down.
    const db = await worker.db();
    await db.batch(
      images
        .slice(0, 3)
        .flatMap((image, index) => [
          db
            .prepare("INSERT INTO headshot_redos (order_id, k, image_id, style, n, state) VALUES (?, ?, ?, 'corporate', ?, 'made')")
            .bind(buyer.id, index + 1, image.id, 12 + index),
          db.prepare("UPDATE order_headshots SET refused = 'the buyer' WHERE id = ?").bind(image.id),
        ]),
    );
    const html = await page(worker, buyer);
    expect(html).toContain(fill(texts("de").redo.spent, { count: 3 }));
    expect(html).not.toContain('class="gallery__redo"');
    for (const language of ["en", "de", "es"] as const) {
      const answer = await redo(worker, { ...buyer, language }, images[5]!.id);
      expect(answer.status).toBe(409);
      expect(answer.text).toContain(galleryAlert(texts(language).errors.redoLimit));
    }
    expect((await rows(worker, buyer.id)).filter((row) => row.refused !== null)).toHaveLength(3);
    expect(await redoStates(worker, buyer.id)).toEqual(["made", "made", "made"]);
  });
});

describe("at Astria", () => {
  let astria: FakeAstria;
  let worker: TestWorker;
  const theBuyer = square("man-formal-portrait.jpg", "top");
  const someoneElse = square("woman-indoor-portrait.jpg", "whole");

  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ astria, worker, close } = await startAstriaWorker(theBuyer));
  });
  afterAll(() => close?.());

  /** The order's tune, trained at Astria as the job left it (a test order's free mock tune). */
  async function trainedTune(title: string): Promise<number> {
    const selfies = Array.from({ length: 4 }, (_, n) => `https://example.com/selfie-${n}.jpg`);
    const created = await fetch(`${astria.url}/tunes`, {
      method: "POST",
      headers: { Authorization: `Bearer ${astria.apiKey}`, "Content-Type": "application/json" },
      // A title of its own each time: Astria answers a title it knows with that tune, which a retried test would get.
      body: JSON.stringify({ tune: { title: `${title}-${crypto.randomUUID()}`, name: "man", branch: "fast", image_urls: selfies } }),
    });
    expect(created.status).toBe(201);
    const tune = ((await created.json()) as { id: number }).id;
    await expect.poll(() => astria.tunes.find((made) => made.id === tune)?.trained_at).toBeTruthy();
    return tune;
  }

  test("a new prompt on the order's tune makes the replacement; one the check refuses is replaced by another within the cap", async () => {
    const tune = await trainedTune("redo-order");
    const buyer = await delivered(worker, "redo.astria@example.com", { language: "es", tune: String(tune) });
    const before = await rows(worker, buyer.id);
    // The first candidate shows someone else; the next is the buyer.
    astria.answerPrompts([[someoneElse]]);

    const answer = await redo(worker, buyer, before[0]!.id);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(fill(texts("es").redo.making, { style: resources.es.gallery.styles.corporate }));
    await expect.poll(() => redoStates(worker, buyer.id), { timeout: 120_000, interval: 500 }).toEqual(["made"]);

    const prompts = astria.prompts.filter((prompt) => prompt.tune_id === tune);
    expect(prompts.map((prompt) => prompt.num_images)).toEqual([1, 1]);
    const after = await rows(worker, buyer.id);
    expect(after.filter((row) => row.n >= 12).map(({ n, refused }) => [n, refused])).toEqual([
      [12, "someone else"],
      [13, null],
    ]);
    const html = await page(worker, buyer);
    expect(shownIds(html)).toHaveLength(12);
    expect(shownIds(html)).toContain(after.find((row) => row.n === 13)!.id);
    expect(shownIds(html)).not.toContain(before[0]!.id);
    // Both prompts are kept with the order, so that its deletion deletes them at Astria.
    const kept = await (
      await worker.db()
    )
      .prepare("SELECT COUNT(*) AS count FROM provider_prompts WHERE order_id = ?")
      .bind(buyer.id)
      .first<number>("count");
    expect(kept).toBe(2);
  }, 180_000);

  test("a re-do whose candidate the check refuses, with the order's replacements spent, says so on its tile, and the refund is still offered", async () => {
    const tune = await trainedTune("redo-failing");
    // The job already spent Basic's three replacements on refused images.
    const refused = ["no face", "someone else", "no face"] as const;
    const buyer = await delivered(worker, "redo.failing@example.com", { language: "de", tune: String(tune), refused });
    const image = (await rows(worker, buyer.id)).find((row) => row.refused === null)!;
    astria.answerPrompts([[someoneElse]]);
    expect((await redo(worker, buyer, image.id)).status).toBe(200);
    await expect
      .poll(() => redoStates(worker, buyer.id), { timeout: 120_000, interval: 500 })
      .toEqual([expect.stringMatching(/^failed: /)]);
    const html = await page(worker, buyer);
    expect(html).toContain(
      `<p class="gallery__pending-text" role="status">${fill(texts("de").redo.failed, { style: resources.de.gallery.styles.corporate })}</p>`,
    );
    expect(shownIds(html)).toHaveLength(11);
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('<input type="hidden" name="intent" value="refund"/>');
  }, 180_000);
});
