import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sniffFormat, imageSize } from "~/features/photos/imaging/image-file";
import de from "~/locales/de/create-headshot";
import en from "~/locales/en/create-headshot";
import es from "~/locales/es/create-headshot";
import { fill } from "~/utils/translate";
import { decode } from "../setup/html";
import { allowForJobs, buyer } from "../setup/orders";
import { paymentVars } from "../setup/payments";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

allowForJobs();

/**
 * A started order's job on the local generator, in workerd with real D1, R2 and Workflows: training,
 * generating, the plan's count of real images spread over the chosen styles, and one delivery e-mail.
 */

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ vars: paymentVars });
});
afterAll(() => worker?.dispose());

const { readyOrder, start, reaches } = buyer(() => worker);

describe("the local generator", () => {
  test("a Basic order gets 12 real JPEGs of its style and one e-mail; a second start changes nothing", async () => {
    const order = await readyOrder("local-basic", ["corporate"]);
    expect((await start(order)).status).toBe(303);
    expect((await start(order)).status).toBe(409);
    await reaches(order, "delivered");
    const db = await worker.db();
    const events = await db
      .prepare("SELECT status FROM order_events WHERE order_id = ? ORDER BY rowid")
      .bind(order.id)
      .all<{ status: string }>();
    expect(events.results.map((event) => event.status)).toEqual(["paid", "photos_ready", "queued", "training", "generating", "delivered"]);
    const { results } = await db
      .prepare("SELECT style, r2_key, width FROM order_headshots WHERE order_id = ?")
      .bind(order.id)
      .all<{ style: string; r2_key: string; width: number }>();
    expect(results).toHaveLength(12);
    expect(new Set(results.map((row) => row.style))).toEqual(new Set(["corporate"]));
    const bucket = await worker.photos();
    const first = new Uint8Array(await (await bucket.get(results[0]!.r2_key))!.arrayBuffer());
    expect(sniffFormat(first)).toBe("jpeg");
    expect(imageSize(first, "jpeg")).toEqual({ width: 768, height: 768 });
    // The order page lists them, each behind a signed address that serves the image.
    const page = await (await worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } })).text();
    const links = [...page.matchAll(/class="gallery__open" href="(\/photos\/[^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
    expect(links).toHaveLength(12);
    const served = await worker.fetch(links[0]!);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    // Previews, and said to be: at 768 px, where a Basic pack from the generation service is 1024 px.
    const previews = fill(en.results.preview, { side: 768, promised: 1024, plan: "Basic" });
    expect(decode(page)).toContain(`<p class="gallery__note">${previews}</p>`);
    const emails = await db
      .prepare("SELECT subject, text_body AS text, html_body AS html FROM email_outbox WHERE reference = ?")
      .bind(`delivery:${order.id}`)
      .all<{ subject: string; text: string; html: string }>();
    expect(emails.results.map((email) => email.subject)).toEqual(["Your 12 headshots are ready"]);
    // The e-mail: the count per style, the private link, the deletion date, and a first look at three
    // thumbnails whose addresses work until that date.
    const { text, html } = emails.results[0]!;
    expect(text).toContain(`12 photos of the Basic pack, 12 Corporate.\n\n${previews}\n\nSee and download them`);
    expect(text).toMatch(/http:\/\/localhost\/create-headshot\?order=\S+/);
    expect(text).toMatch(/We delete your selfies and headshots on \w+ \d{1,2}, \d{4}/);
    const thumbnails = [...html.matchAll(/<img src="http:\/\/localhost(\/photos\/[^"]+)" alt="([^"]+)"/g)];
    expect(thumbnails.map((match) => match[2])).toEqual(["Corporate, headshot 1", "Corporate, headshot 2", "Corporate, headshot 3"]);
    const thumbnail = await worker.fetch(thumbnails[0]![1]!.replace(/&amp;/g, "&"));
    const small = new Uint8Array(await thumbnail.arrayBuffer());
    expect(imageSize(small, sniffFormat(small)!)).toEqual({ width: 320, height: 320 });
    expect(html).toContain(">Open my headshots</a>");
  });

  test("a Premium order spreads 60 images over its three styles, previews of 768 px where the pack promises 1536", async () => {
    const order = await readyOrder("local-premium", ["corporate", "warm", "greenery"]);
    expect((await start(order)).status).toBe(303);
    await reaches(order, "delivered");
    const { results } = await (
      await worker.db()
    )
      .prepare("SELECT style, COUNT(*) AS count FROM order_headshots WHERE order_id = ? GROUP BY style ORDER BY style")
      .bind(order.id)
      .all<{ style: string; count: number }>();
    expect(results).toEqual([
      { style: "corporate", count: 20 },
      { style: "greenery", count: 20 },
      { style: "warm", count: 20 },
    ]);
    const sizes = await (
      await worker.db()
    )
      .prepare("SELECT DISTINCT width, height FROM order_headshots WHERE order_id = ?")
      .bind(order.id)
      .all<{ width: number; height: number }>();
    expect(sizes.results).toEqual([{ width: 768, height: 768 }]);
    // The page shows one style at a time by a plain link, in the order the buyer chose them.
    const page = decode(await (await worker.fetch("/create-headshot?show=warm", { headers: { Cookie: order.cookie } })).text());
    expect(
      [...page.matchAll(/<a [^>]*href="\/create-headshot(?:\?show=\w+)?#results-heading"[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]),
    ).toEqual(["All (60)", "Corporate (20)", "Warm (20)", "Greenery (20)", "Favourites (0)"]);
    expect(page).toMatch(/<a (?=[^>]*aria-current="page")(?=[^>]*href="\/create-headshot\?show=warm#results-heading")[^>]*>Warm \(20\)</);
    expect(page.match(/<li id="image-/g)).toHaveLength(20);
    expect(page).toContain('id="style-warm"');
    expect(page).not.toContain('id="style-corporate"');
    expect(page).toContain(`<p class="gallery__note">${fill(en.results.preview, { side: 768, promised: 1536, plan: "Premium" })}</p>`);
  });

  test("a job that cannot make its images gives up honestly (failed, its reason, one e-mail), and the operator's retry delivers", async () => {
    const order = await readyOrder("local-basic", ["warm"]);
    // The selfies are gone from storage before the job reads them.
    const bucket = await worker.photos();
    const kept = new Map<string, ArrayBuffer>();
    for (const object of (await bucket.list({ prefix: `orders/${order.id}/selfies/` })).objects) {
      kept.set(object.key, await (await bucket.get(object.key))!.arrayBuffer());
      await bucket.delete(object.key);
    }
    expect((await start(order)).status).toBe(303);
    await reaches(order, "failed");
    const db = await worker.db();
    expect(await db.prepare("SELECT failure FROM orders WHERE id = ?").bind(order.id).first<string>("failure")).toMatch(
      /photo of order .* is missing/,
    );
    const emails = () =>
      db
        .prepare("SELECT kind, subject FROM email_outbox WHERE reference IN (?, ?) ORDER BY created_at")
        .bind(`failed:${order.id}`, `delivery:${order.id}`)
        .all();
    expect((await emails()).results).toEqual([{ kind: "headshots-failed", subject: "We could not create your headshots" }]);
    const page = await (await worker.fetch("/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } })).text();
    // The operator sees it failed, since when, and why (a test order is marked as such).
    expect(/Failed \(test\), since [^<]*UTC: A photo of order [0-9a-f-]{36} is missing/.test(page)).toBe(true);

    // The photos are back; the operator retries, and the job delivers after all.
    for (const [key, bytes] of kept) await bucket.put(key, bytes);
    const retry = await worker.fetch("/dashboard/retry", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${testAdminToken}`,
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
      },
      body: new URLSearchParams({ order: order.id }),
    });
    expect(retry.status).toBe(303);
    expect(retry.headers.get("Location")).toBe(`/dashboard?retried=${order.id}#jobs`);
    await reaches(order, "delivered");
    expect((await emails()).results).toEqual([
      { kind: "headshots-failed", subject: "We could not create your headshots" },
      { kind: "headshots-delivered", subject: "Your 12 headshots are ready" },
    ]);
  });
});

describe("jobs that wait", () => {
  test("with one slot, a waiting Ultimate job starts before a Basic one queued earlier", async () => {
    // The training lasts until the test ends, so that the job that took the slot is still seen holding it.
    const single = await startWorker({
      vars: { ...paymentVars, JOB_CONCURRENCY: "1", JOB_POLL_SECONDS: "1", LOCAL_TRAINING_MS: "600000" },
    });
    try {
      const jobs = buyer(() => single);
      const db = await single.db();
      // Another order's job holds the only slot.
      const running = await jobs.readyOrder("local-basic", ["corporate"]);
      await db.prepare("UPDATE orders SET status = 'training' WHERE id = ?").bind(running.id).run();
      const basic = await jobs.readyOrder("local-basic", ["warm"]);
      const ultimate = await jobs.readyOrder("local-ultimate", ["corporate", "warm"]);
      expect((await jobs.start(basic)).status).toBe(303);
      expect((await jobs.start(ultimate)).status).toBe(303);
      // Both wait; the page says so.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await jobs.status(basic)).toBe("queued");
      expect(await jobs.status(ultimate)).toBe("queued");
      const page = decode(await (await single.fetch("/create-headshot", { headers: { Cookie: basic.cookie } })).text());
      expect(page).toContain("Waiting for a free slot to start");
      // The slot frees up: the Ultimate job takes it, though the Basic one asked first.
      await db.prepare("UPDATE orders SET status = 'failed' WHERE id = ?").bind(running.id).run();
      await jobs.reaches(ultimate, "training");
      expect(await jobs.status(basic)).toBe("queued");
    } finally {
      await single.dispose();
    }
  });
});

describe("the progress view", () => {
  // The steps as a list in the page's language, the current one marked; the count where images are made.
  test.each([
    ["en", "/create-headshot", ""],
    ["de", "/create-headshot", "; preferred-language=de"],
    ["es", "/es/create-headshot", ""],
  ] as const)("in %s, each step of a running job is done, now or next", async (language, path, extraCookie) => {
    const { progress } = { en, de, es }[language];
    const { paidOrder } = buyer(() => worker);
    const order = await paidOrder("local-basic");
    const db = await worker.db();
    // One accepted selfie, as the upload would have stored it.
    await db
      .prepare(
        "INSERT INTO order_photos (id, order_id, r2_key, format, width, height, bytes, sha256, original_name, verdict) VALUES (?, ?, ?, 'jpeg', 800, 1000, 1, ?, 'me.jpg', 'accepted')",
      )
      .bind(`${order.id}-p1`, order.id, `orders/${order.id}/photos/p1.jpg`, order.id)
      .run();
    const view = async (status: string) => {
      await db.prepare("UPDATE orders SET status = ? WHERE id = ?").bind(status, order.id).run();
      const html = decode(await (await worker.fetch(path, { headers: { Cookie: order.cookie + extraCookie } })).text());
      const steps = [...html.matchAll(/<li class="progress__step progress__step--(\w+)"( aria-current="step")?>(.*?)<\/li>/g)];
      return steps.map(([, state, current, text]) => ({ state, current: Boolean(current), text: text!.replace(/<[^>]*>/g, "") }));
    };
    const { steps, state } = progress;
    const line = (mark: string, text: string) => `${mark}: ${text}`;

    expect(await view("queued")).toEqual([
      { state: "done", current: false, text: line(state.done, steps.checked) },
      { state: "current", current: true, text: line(state.current, steps.training) + progress.queued },
      { state: "next", current: false, text: line(state.next, steps.generating) },
      { state: "next", current: false, text: line(state.next, steps.delivered) },
    ]);
    expect((await view("training"))[1]).toEqual({ state: "current", current: true, text: line(state.current, steps.training) });
    // The selfies stay in view while the headshots are made, and can no longer be changed.
    const page = decode(await (await worker.fetch(path, { headers: { Cookie: order.cookie + extraCookie } })).text());
    expect(page).toContain(`<h2 id="photos-heading">${{ en, de, es }[language].upload.photos.headingWhileMade}</h2>`);
    expect(page).toMatch(/<img src="[^"]+" alt="me\.jpg" width="800" height="1000"/);
    expect(page).not.toContain('name="intent" value="remove"');
    const generating = await view("generating");
    expect(generating.map((step) => step.state)).toEqual(["done", "done", "current", "next"]);
    expect(generating[2]!.text).toBe(
      line(state.current, steps.generating) + progress.count.replace("{{ready}}", "0").replace("{{total}}", "12"),
    );
  });
});

describe("the local generator's previews", () => {
  test.each([
    ["en", "/create-headshot", ""],
    ["de", "/create-headshot", "; preferred-language=de"],
    ["es", "/es/create-headshot", ""],
  ] as const)(
    "in %s, the delivered order's page says that its images are previews, and of which size",
    async (language, path, extraCookie) => {
      const { paidOrder } = buyer(() => worker);
      const order = await paidOrder("local-ultimate");
      const db = await worker.db();
      await db
        .prepare(
          "INSERT INTO order_headshots (id, order_id, style, n, r2_key, thumb_key, width, height, bytes) VALUES (?, ?, 'corporate', 0, ?, ?, 768, 768, 1)",
        )
        .bind(
          `${order.id}-h0`,
          order.id,
          `orders/${order.id}/headshots/corporate-000.jpg`,
          `orders/${order.id}/thumbnails/corporate-000.jpg`,
        )
        .run();
      await db.prepare("UPDATE orders SET status = 'delivered' WHERE id = ?").bind(order.id).run();
      const page = decode(await (await worker.fetch(path, { headers: { Cookie: order.cookie + extraCookie } })).text());
      const { results } = { en, de, es }[language];
      expect(page).toContain(`<p class="gallery__note">${fill(results.preview, { side: 768, promised: 1536, plan: "Ultimate" })}</p>`);
    },
  );
});
