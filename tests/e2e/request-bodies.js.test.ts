/**
 * The local server (`npm start`, the one these tests run against) survives bodies the site answers
 * before reading them to the end: a POST to a page without a form, a form over its limit, a photo
 * review cut off mid-part. Each used to leave wrangler's server unable to pass on the next request
 * ("503 Your worker restarted mid-request"), until it stopped. A small sample of `npm run soak`.
 */
import { expect, test } from "./fixtures";

const filler = (size: number) => Buffer.alloc(size, 0x61);
const boundary = "----ResoumeCutShort";

test("answers early to large bodies, and every request after them, without a 5xx", async ({ request }) => {
  test.setTimeout(120_000);
  const early = [
    // No action: Remix answers 405 without reading.
    () => request.post("/pricing", { headers: { "Content-Type": "application/octet-stream" }, data: filler(300_000) }),
    // A form over its limit: the reader stops at 8 kB.
    () =>
      request.post("/newsletter", {
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
        data: filler(300_000),
      }),
    // The wrong type: refused before a byte is read.
    () => request.post("/api/newsletter/signup", { headers: { "Content-Type": "text/plain" }, data: filler(300_000) }),
    // A review's multipart body that ends inside its photo.
    () =>
      request.post("/linkedin-photo-review", {
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Sec-Fetch-Site": "same-origin" },
        data: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          filler(300_000),
        ]),
      }),
  ];
  const statuses: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const send of early) {
      statuses.push((await send()).status());
      statuses.push((await request.post("/pricing", { data: "{}" })).status());
    }
  }
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect((await request.get("/")).status()).toBe(200);
});
