import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { facts } from "~/content/business";
import { fill } from "~/utils/translate";
import { browserHeaders, messagesOf, pageSays } from "../setup/forms";
import { decode, read } from "../setup/html";
import { strings } from "../setup/languages";
import { buyer } from "../setup/orders";
import { paymentVars } from "../setup/payments";
import { photo } from "../setup/photos";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * Bodies are counted as they arrive. A chunked body announces no length, so the limits of the
 * photo upload and the photo review hold only if the bytes are counted while they stream: a body
 * that grows past the limit gets the page's refusal in its language, and nothing it carried is kept.
 */

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ vars: paymentVars });
});
afterAll(() => worker?.dispose());

const { paidOrder, status } = buyer(() => worker);
const portrait = photo("man-formal-portrait.jpg");
const boundary = "----ResoumeChunkedBody5xQ1";
const encoder = new TextEncoder();

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array };

/**
 * A multipart body sent chunked (a stream, no `Content-Length`): `parts` first, then a file of
 * `padding` bytes, made as it is sent, and the closing boundary.
 */
function chunkedMultipart(parts: Part[], padding: number): { body: ReadableStream<Uint8Array>; contentType: string } {
  const head = parts.map((part) =>
    "filename" in part
      ? [
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          part.bytes,
          encoder.encode("\r\n"),
        ]
      : [encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
  );
  // A file, not a field: the fields of a form have a far smaller budget of their own.
  const queue = [
    ...head.flat(),
    encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="padding"; filename="padding.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  ];
  const chunk = new Uint8Array(1024 * 1024).fill(0x61);
  let left = padding;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) return controller.enqueue(next);
      if (left > 0) {
        const size = Math.min(left, chunk.length);
        left -= size;
        return controller.enqueue(chunk.subarray(0, size));
      }
      if (!closed) {
        closed = true;
        return controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
      }
      controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const sendChunked = (path: string, headers: Record<string, string>, parts: Part[], padding: number) => {
  const { body, contentType } = chunkedMultipart(parts, padding);
  return worker.fetch(path, { method: "POST", headers: { ...headers, "Content-Type": contentType }, body, duplex: "half" } as RequestInit);
};

describe("the selfie upload", () => {
  // Ten photos of the largest size and the form's fields: anything beyond is more than an upload.
  const limit = facts.selfies.max * facts.upload.maxBytes + 1024 * 1024;
  const storedPhotos = async (orderId: string) =>
    (await worker.db()).prepare("SELECT COUNT(*) AS n FROM order_photos WHERE order_id = ?").bind(orderId).first<number>("n");
  const objects = async (orderId: string) => (await (await worker.photos()).list({ prefix: `orders/${orderId}/` })).objects;

  test("a chunked body that grows past the limit is refused with the page's message, and its photo is not kept", async () => {
    const order = await paidOrder();
    const parts: Part[] = [
      { name: "order", value: order.id },
      { name: "intent", value: "upload" },
      { name: "photos", filename: "first.jpg", bytes: portrait },
    ];
    const response = await sendChunked(
      "/create-headshot",
      { Cookie: order.cookie, "Sec-Fetch-Site": "same-origin" },
      parts,
      limit - portrait.length + 1024,
    );
    const text = decode(await response.text());
    expect(response.status).toBe(413);
    expect(text).toContain(
      fill(strings.en.createHeadshot.upload.photos.requestTooLarge, { selfiesMax: facts.selfies.max, uploadMaxMb: 5 }),
    );
    expect(text).not.toContain("first.jpg: uploaded");
    expect(await storedPhotos(order.id)).toBe(0);
    expect(await objects(order.id)).toEqual([]);
    expect(await status(order)).toBe("paid");
    // Fifty megabytes through the local runtime take a while on a busy machine.
  }, 120_000);

  test("a chunked body within the limit is taken", async () => {
    const order = await paidOrder();
    const parts: Part[] = [
      { name: "order", value: order.id },
      { name: "intent", value: "upload" },
      { name: "photos", filename: "first.jpg", bytes: portrait },
    ];
    const response = await sendChunked("/create-headshot", { Cookie: order.cookie, "Sec-Fetch-Site": "same-origin" }, parts, 1024);
    expect(decode(await response.text())).toContain("first.jpg: uploaded");
    expect(response.status).toBe(200);
    expect(await storedPhotos(order.id)).toBe(1);
  });
});

describe("the photo review", () => {
  // One photo of the largest size and the form's few fields.
  const limit = facts.upload.maxBytes + 64 * 1024;
  const showsReview = (html: string, language: "en" | "es") =>
    /<section class="review__result"/.test(html) && pageSays(html, strings[language].photoReview.result.heading);

  test.each(["en", "es"] as const)("a chunked body that grows past the limit is refused in the page's language (%s)", async (language) => {
    const path = language === "es" ? "/es/linkedin-photo-review" : "/linkedin-photo-review";
    const page = await read(
      await sendChunked(
        path,
        browserHeaders(),
        [{ name: "photo", filename: "photo.jpg", bytes: portrait }],
        limit - portrait.length + 1024,
      ),
    );
    expect(page.status).toBe(413);
    expect(messagesOf(page.html)).toEqual([strings[language].photoReview.errors.tooLarge]);
    expect(showsReview(page.html, language)).toBe(false);
  });

  test("a chunked body within the limit gets its review", async () => {
    const page = await read(
      await sendChunked("/linkedin-photo-review", browserHeaders(), [{ name: "photo", filename: "photo.jpg", bytes: portrait }], 1024),
    );
    expect(page.status).toBe(200);
    expect(showsReview(page.html, "en")).toBe(true);
  });
});

const kilobyte = "x".repeat(1024);

describe("an upload without an order's cookie is judged on its headers, before its body is read", () => {
  // Were the body read first, one past the upload's limit would be refused as too large.
  const limit = facts.selfies.max * facts.upload.maxBytes + 1024 * 1024;

  test.each([
    ["/create-headshot/photos", "en"],
    ["/es/create-headshot", "es"],
  ] as const)(
    "%s: a body past the upload's limit is refused for its missing order",
    async (path, language) => {
      const fields = Array.from({ length: 64 }, (_, n) => ({ name: `f${n}`, value: kilobyte }));
      const response = await sendChunked(path, { "Sec-Fetch-Site": "same-origin" }, fields, limit);
      const text = decode(await response.text());
      expect(response.status).toBe(403);
      if (path.endsWith("/photos")) expect(JSON.parse(text)).toEqual({ intent: "upload", error: "invalid" });
      else expect(text).toContain(strings[language].createHeadshot.upload.errors.invalid);
    },
    120_000,
  );
});

describe("the fields of a multipart form have a budget of their own", () => {
  const storedPhotos = async (orderId: string) =>
    (await worker.db()).prepare("SELECT COUNT(*) AS n FROM order_photos WHERE order_id = ?").bind(orderId).first<number>("n");

  test("an upload whose fields grow past 32 kB is refused with the page's message, and its photo is not kept", async () => {
    const order = await paidOrder();
    const fields = Array.from({ length: 40 }, (_, n) => ({ name: `f${n}`, value: kilobyte }));
    const response = await sendChunked(
      "/create-headshot",
      { Cookie: order.cookie, "Sec-Fetch-Site": "same-origin" },
      [
        { name: "order", value: order.id },
        { name: "intent", value: "upload" },
        { name: "photos", filename: "first.jpg", bytes: portrait },
        ...fields,
      ],
      0,
    );
    const text = decode(await response.text());
    expect(response.status).toBe(413);
    expect(text).toContain(
      fill(strings.en.createHeadshot.upload.photos.requestTooLarge, { selfiesMax: facts.selfies.max, uploadMaxMb: 5 }),
    );
    expect(await storedPhotos(order.id)).toBe(0);
  });

  test("as many empty fields cost as much as full ones", async () => {
    const page = await read(
      await sendChunked(
        "/linkedin-photo-review",
        browserHeaders(),
        [
          ...Array.from({ length: 1_000 }, (_, n) => ({ name: `f${n}`, value: "" })),
          { name: "photo", filename: "photo.jpg", bytes: portrait },
        ],
        0,
      ),
    );
    expect(page.status).toBe(413);
    expect(messagesOf(page.html)).toEqual([strings.en.photoReview.errors.tooLarge]);
  });
});
