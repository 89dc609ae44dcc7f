/**
 * A document's parse can pause anywhere, on a slow network or a busy phone, and the browser paints what
 * it has: nothing that frame showed may move once the rest comes (docs/decisions/089-the-whole-header-first.md).
 * The first frame holds the whole header, and the packs' row has its columns before its cards. The
 * browser reports the shifts to the page's scripts.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { desktop, expect, expectStyled, gotoReady, layoutShift, test } from "./fixtures";

const pause = 700;

/**
 * A proxy of the site that sends each document in two parts, `pause` ms apart, the first ending within
 * the element that `cut` finds, as a slow network or a busy phone's parser divides it anywhere.
 */
async function slowDocuments(cut: RegExp): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      new URL(incoming.url ?? "/", baseURL),
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(baseURL).host, "accept-encoding": "identity" } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!answer.headers["content-type"]?.startsWith("text/html")) return answer.pipe(outgoing);
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const at = html.search(cut);
          expect(at, `${incoming.url}: ${cut}`).toBeGreaterThan(0);
          outgoing.write(html.slice(0, at + 40));
          setTimeout(() => outgoing.end(html.slice(at + 40)), pause);
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

/** Opens `path` as `slowDocuments(cut)` sends it, and returns the moment of its first paint. */
async function openThroughSlowProxy(page: Page, path: string, cut: RegExp) {
  const server = await slowDocuments(cut);
  try {
    const { port } = server.address() as AddressInfo;
    await gotoReady(page, `http://127.0.0.1:${port}${path}`);
    await expectStyled(page);
    return await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
  } finally {
    server.close();
  }
}

test.use({ viewport: desktop });

// The header's links stand at its right, left of the language switcher: painted before the switcher
// was parsed, they moved 89 px once it came (CLS 0.002 in a browser on a busy machine).
test("a document cut within the header's links paints no half header, and then moves nothing", async ({ page }) => {
  const paint = await openThroughSlowProxy(page, "/", /class="desktop-nav"/);
  expect(paint, "the first paint waits for the document's second part").toBeGreaterThan(pause);
  expect(await layoutShift(page)).toBe(0);
});

// The page may show its first pack before the others are parsed; the card keeps its width, as the
// row's columns are there before its cards (the first card filled the row, then shrank: CLS 0.0013).
test("a document cut after the first pack's price paints the card where it stays", async ({ page }) => {
  await openThroughSlowProxy(page, "/pricing", /class="plan-card__features"/);
  expect(await layoutShift(page)).toBe(0);
});
