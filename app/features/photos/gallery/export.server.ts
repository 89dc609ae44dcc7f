/**
 * The buyer's data to take away (GDPR Art. 20): one zip with their selfies as stored, their
 * headshots, and the order's record as JSON: what they bought, what they chose, every change of
 * the order's state, what they said about each image, and where each kind of it is kept (the
 * privacy policy's list; wrangler.toml binds each store to its place). Streamed like the gallery's zips.
 */
import { facts } from "~/content/business";
import { extensions, type ImageFormat } from "~/features/photos/imaging/image-file";
import type { Order } from "~/features/orders/orders.server";
import type { Style } from "~/content/business";
import { fileName, zipResponse, type ZipEntry } from "./downloads.server";
import { countDownloads } from "./feedback.server";
import { original } from "./formats";

export async function exportOrder(env: Env, order: Order): Promise<Response> {
  const [selfies, headshots, events, pages] = await Promise.all([
    env.DB.prepare(
      "SELECT r2_key, format, width, height, bytes, original_name, created_at FROM order_photos WHERE order_id = ? ORDER BY created_at",
    )
      .bind(order.id)
      .all<{
        r2_key: string;
        format: ImageFormat;
        width: number;
        height: number;
        bytes: number;
        original_name: string;
        created_at: string;
      }>(),
    env.DB.prepare(
      "SELECT id, style, n, r2_key, width, height, bytes, favourite, rating, downloads, created_at FROM order_headshots WHERE order_id = ? AND refused IS NULL ORDER BY style, n",
    )
      .bind(order.id)
      .all<{
        id: string;
        style: Style;
        n: number;
        r2_key: string;
        width: number;
        height: number;
        bytes: number;
        favourite: number;
        rating: number | null;
        downloads: number;
        created_at: string;
      }>(),
    env.DB.prepare("SELECT status, at FROM order_events WHERE order_id = ? ORDER BY at")
      .bind(order.id)
      .all<{ status: string; at: string }>(),
    env.DB.prepare("SELECT id, consented_at, findable, removed_at FROM gallery_items WHERE order_id = ?")
      .bind(order.id)
      .all<{ id: string; consented_at: string; findable: number; removed_at: string | null }>(),
  ]);
  // The headshots leave in the zip as they do by their own downloads: a refund then needs the
  // operator (ADR 091), whichever way they were taken.
  if (headshots.results.length > 0)
    await countDownloads(
      env,
      order.id,
      headshots.results.map((headshot) => headshot.id),
    );
  const selfieName = (index: number, format: ImageFormat) => `selfies/selfie-${String(index + 1).padStart(2, "0")}.${extensions[format]}`;
  const record = JSON.stringify(
    {
      order: {
        id: order.id,
        plan: order.plan,
        email: order.email,
        language: order.language,
        paid: { at: order.paidAt, amount: order.total / 100, currency: order.currency, discountCode: order.discountCode },
        refundedAt: order.refundedAt,
        status: order.status,
        subject: order.subject,
        styles: order.styles,
      },
      history: events.results,
      selfies: selfies.results.map((photo, index) => ({
        file: selfieName(index, photo.format),
        uploadedAs: photo.original_name,
        width: photo.width,
        height: photo.height,
        uploadedAt: photo.created_at,
      })),
      headshots: headshots.results.map((image) => ({
        file: `headshots/${fileName(image, original, order.language)}`,
        style: image.style,
        width: image.width,
        height: image.height,
        favourite: image.favourite === 1,
        rating: image.rating,
        downloads: image.downloads,
        madeAt: image.created_at,
      })),
      publishedPages: pages.results.map((page) => ({
        id: page.id,
        consentedAt: page.consented_at,
        searchEnginesMayList: page.findable === 1,
        removedAt: page.removed_at,
      })),
      whereKept: {
        order: "Cloudflare's database (D1), in the EU",
        selfiesAndHeadshots: "Cloudflare's storage (R2), in the EU",
        generationJob: "Cloudflare's job service (Workflows), in the EU, until 7 days after the job ends",
        model: `Astria (USA), until the order is deleted, ${facts.retentionDays} days after it at the latest`,
      },
    },
    null,
    2,
  );
  const now = new Date();
  const entries: ZipEntry[] = [
    { name: "order.json", text: record, size: new TextEncoder().encode(record).length, lastModified: now },
    ...selfies.results.map((photo, index) => ({
      name: selfieName(index, photo.format),
      key: photo.r2_key,
      size: photo.bytes,
      lastModified: new Date(photo.created_at),
    })),
    ...headshots.results.map((image) => ({
      name: `headshots/${fileName(image, original, order.language)}`,
      key: image.r2_key,
      size: image.bytes,
      lastModified: new Date(image.created_at),
    })),
  ];
  return zipResponse(env, order.id, entries, "resoume-my-data.zip");
}
