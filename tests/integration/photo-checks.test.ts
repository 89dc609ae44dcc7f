import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeAstria, type FakeAstria } from "../fakes/astria";
import { buyer, type TestFile, type TestOrder } from "../setup/orders";
import { paymentVars } from "../setup/payments";
import { photo } from "../setup/photos";
import { PhotonImage, resize, SamplingFilter } from "~/features/photos/photon.server";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The server's own face checks (docs/decisions/036-faces-checked-on-the-server.md), for any client
 * that posts directly: a photo with two faces or none is refused, a face that is not the set's
 * person's is kept but marked and never used, and the order cannot start, nor Astria's tune be
 * made, from a set with someone else in it; a photo the server cannot check needs the buyer's
 * confirmation at the start.
 */

const files = (...names: string[]): TestFile[] => names.map((name) => ({ name, bytes: photo(name) }));
const buyersFive = [
  "man-formal-portrait.jpg",
  "same-man-speech.jpg",
  "same-man-press-room.jpg",
  "same-man-standing.jpg",
  "same-man-official-1080p.jpg",
];
// Reading faces on the CPU takes seconds per photo on a busy machine.
const slow = 600_000;

let astria: FakeAstria;
let worker: TestWorker;
beforeAll(async () => {
  astria = await startFakeAstria({});
  worker = await startWorker({ vars: { ...paymentVars, ...astria.vars, ASTRIA_RETRY_SECONDS: "1", JOB_POLL_SECONDS: "2" } });
});
afterAll(async () => {
  await worker?.dispose();
  await astria?.close();
});

const { paidOrder, upload, post, status, start, reaches } = buyer(() => worker);

async function verdicts(order: TestOrder) {
  const { results } = await (
    await worker.db()
  )
    .prepare(
      "SELECT id, original_name AS name, verdict, descriptor IS NOT NULL AS described FROM order_photos WHERE order_id = ? ORDER BY created_at, id",
    )
    .bind(order.id)
    .all<{ id: string; name: string; verdict: string; described: number }>();
  return results;
}

const page = async (order: TestOrder) => (await worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } })).text();

describe("faces counted on the server", () => {
  test(
    "the two-person photo is refused with the reason, and nothing is kept",
    async () => {
      const order = await paidOrder();
      const answer = await upload(order, files("two-people.jpg"));
      expect(answer.status).toBe(400);
      expect(answer.text).toContain("two-people.jpg shows more than one face. Please choose photos of only you.");
      expect(await verdicts(order)).toEqual([]);
      expect(await status(order)).toBe("paid");
    },
    slow,
  );

  test(
    "the refusal is in the page's language",
    async () => {
      const order = await paidOrder();
      const answer = await upload(order, files("two-people.jpg"), { path: "/es/create-headshot" });
      expect(answer.text).toContain("two-people.jpg muestra más de una cara.");
    },
    slow,
  );
});

describe("identities compared on the server", () => {
  test(
    "two different people's portraits: the second is someone else's, kept marked, and the page says so",
    async () => {
      const order = await paidOrder();
      const answer = await upload(order, files("man-formal-portrait.jpg", "woman-indoor-portrait.jpg"));
      expect(answer.status).toBe(400);
      expect(answer.text).toContain("man-formal-portrait.jpg: uploaded");
      expect(answer.text).toContain("woman-indoor-portrait.jpg looks like someone else than your other photos.");
      expect((await verdicts(order)).map(({ name, verdict }) => [name, verdict])).toEqual([
        ["man-formal-portrait.jpg", "accepted"],
        ["woman-indoor-portrait.jpg", "stranger"],
      ]);
      const shown = await page(order);
      expect(shown).toContain("Checked: it&#x27;s you");
      expect(shown).toContain("Looks like someone else: not used");
    },
    slow,
  );

  test(
    "the buyer's five and a stranger: the stranger is refused, no start until it is removed, and Astria trains on the five only",
    async () => {
      const order = await paidOrder("local-premium");
      expect((await upload(order, files(...buyersFive))).status).toBe(200);
      expect(await status(order)).toBe("photos_ready");
      const answer = await upload(order, files("man-full-body.jpg"));
      expect(answer.text).toContain("man-full-body.jpg looks like someone else than your other photos.");
      // The page says what the start waits for, and not that six photos are enough.
      expect(answer.text).toContain('<p class="upload__note upload__note--refused">Remove the photos marked as someone else');
      expect(answer.text).not.toContain("Enough to start. Up to 4 more");
      // A stranger in the set: no longer ready, and the start is refused at the form.
      expect(await status(order)).toBe("paid");
      expect((await post(order, { intent: "choices", subject: "man", styles: ["corporate"] })).status).toBe(200);
      const refused = await start(order);
      expect(refused.status).toBe(409);
      expect(refused.text).toContain("To start: remove the photo marked as someone else's, in step 2.");
      expect(astria.tunes.filter((tune) => tune.title === order.id)).toEqual([]);

      const rows = await verdicts(order);
      expect(rows.map(({ verdict }) => verdict)).toEqual(["accepted", "accepted", "accepted", "accepted", "accepted", "stranger"]);
      const stranger = rows.at(-1)!;
      expect((await post(order, { intent: "remove", photo: stranger.id })).status).toBe(200);
      expect(await status(order)).toBe("photos_ready");
      expect((await start(order)).status).toBe(303);
      await reaches(order, "training");
      // "training" is the claimed slot, set before the job asks Astria for the tune: wait for the ask.
      await expect.poll(() => astria.tunes.filter((made) => made.title === order.id).length).toBe(1);
      const [tune] = astria.tunes.filter((made) => made.title === order.id);
      expect(tune!.image_urls).toHaveLength(5);
      for (const [index, url] of tune!.image_urls.entries()) expect(url).toContain(rows[index]!.id);
    },
    slow,
  );

  test(
    "adding the buyer's own photos after a stranger's first makes the stranger the odd one out",
    async () => {
      const order = await paidOrder();
      await upload(order, files("woman-indoor-portrait.jpg"));
      await upload(order, files("man-formal-portrait.jpg", "same-man-speech.jpg"));
      expect((await verdicts(order)).map(({ name, verdict }) => [name, verdict])).toEqual([
        ["woman-indoor-portrait.jpg", "stranger"],
        ["man-formal-portrait.jpg", "accepted"],
        ["same-man-speech.jpg", "accepted"],
      ]);
    },
    slow,
  );
});

describe("a set the server could not check", () => {
  test(
    "starts only once the buyer confirms that every photo shows only them",
    async () => {
      const order = await paidOrder();
      const big = bigPortrait();
      expect((await upload(order, [{ name: "big.jpg", bytes: big }, ...files(...buyersFive.slice(1))])).status).toBe(200);
      const rows = await verdicts(order);
      expect(rows[0]).toMatchObject({ name: "big.jpg", verdict: "unchecked", described: 0 });
      expect(await status(order)).toBe("photos_ready");
      const shown = await page(order);
      expect(shown).toContain("Not checked by our server");
      expect(shown).toContain("Every photo shows only me");
      expect((await post(order, { intent: "choices", subject: "man", styles: ["corporate"] })).status).toBe(200);

      const unconfirmed = await start(order);
      expect(unconfirmed.status).toBe(409);
      expect(unconfirmed.text).toContain("Please confirm that every photo shows only you");
      expect(await status(order)).toBe("photos_ready");

      expect((await post(order, { intent: "start", confirm: "yes" })).status).toBe(303);
      expect(await status(order)).not.toBe("photos_ready");
    },
    slow,
  );
});

/** The portrait enlarged past the 4-megapixel decoding budget (6.5 MP): stored, but the server cannot look at it. */
function bigPortrait(): Uint8Array {
  const image = PhotonImage.new_from_byteslice(photo("man-formal-portrait.jpg"));
  const bigger = resize(image, 2275, 2844, SamplingFilter.Triangle);
  try {
    return bigger.get_bytes_jpeg(85);
  } finally {
    image.free();
    bigger.free();
  }
}
