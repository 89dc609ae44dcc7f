/**
 * Published headshots (/gallery/{id}, migration 0011): a buyer may publish images of a delivered
 * order, with their consent recorded; each gets an unguessable id, a public page and a link preview
 * of the size social networks show. The page asks search engines not to list it unless the buyer
 * also chose that it may be found (migration 0014); only then does the sitemap name it.
 * Unpublishing, deleting the order or a refund takes the page down at once: it then answers 410.
 * Nothing of it outlives the order (its preview and its picture's copies live in R2 under the order,
 * and the deletion marks its rows removed).
 */
import type { Style } from "~/content/business";
import { makeLinkPreview, middleSquare } from "~/features/photos/jobs/local-generator.server";
import { resizedPixels, SamplingFilter, withOwnImage } from "~/features/photos/photon.server";
import { webContentTypes, withEncoder, type WebFormat } from "~/features/photos/web-codecs.server";
import { widthsOf } from "~/features/photos/jobs/headshots.server";
import { rowsRead, type BatchedRead } from "~/utils/db.server";

// The table's keys predate the app's style keys (migration 0001).
const styleKeys = {
  academic: "academic",
  casual: "casual",
  corporate: "corporate",
  creative: "creative",
  greenery: "greenery",
  "real-estate": "realEstate",
  warm: "warm",
} as const satisfies Record<string, Style>;
type StoredStyle = keyof typeof styleKeys;
const storedStyle = (style: Style) => (Object.keys(styleKeys) as StoredStyle[]).find((key) => styleKeys[key] === style)!;

export type GalleryItem = {
  id: string;
  style: Style;
  createdAt: string;
  removed: boolean;
  imageKey: string;
  orderId: string | null;
  /** The one JPEG `/gallery/:id/image` answers: the largest copy, or the one picture of a page published before there were copies; null before there was one. */
  pictureKey: string | null;
  /** The widths of its picture's copies in each format (`copyKey`), smallest first; none for a page published before there were any. */
  pictureWidths: number[];
  previewKey: string | null;
  findable: boolean;
};

/** A gallery item by its id, taken down or not; ids that cannot exist are not looked up. */
export async function findGalleryItem(db: D1Database, id: string): Promise<GalleryItem | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const row = await db
    .prepare(
      "SELECT id, style, created_at, removed_at, image_key, order_id, picture_key, picture_widths, preview_key, findable FROM gallery_items WHERE id = ?",
    )
    .bind(id)
    .first<{
      id: string;
      style: StoredStyle;
      created_at: string;
      removed_at: string | null;
      image_key: string;
      order_id: string | null;
      picture_key: string | null;
      picture_widths: string | null;
      preview_key: string | null;
      findable: number;
    }>();
  return row
    ? {
        id: row.id,
        style: styleKeys[row.style],
        createdAt: row.created_at,
        removed: row.removed_at !== null,
        imageKey: row.image_key,
        orderId: row.order_id,
        pictureKey: row.picture_key,
        pictureWidths: widthsOf(row.picture_widths),
        previewKey: row.preview_key,
        findable: row.findable === 1,
      }
    : null;
}

/** 128 random bits, URL-safe: a page nobody finds without being given its address. */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Publishes one headshot of the order (its consent given now), findable by search engines or not;
 * the id of its page, the same and as findable as it was when it is published already, or null
 * when the order has no such image, or the buyer hid it. Throws where a store fails, with nothing of
 * the page left behind.
 */
export async function publishHeadshot(env: Env, orderId: string, headshotId: string, findable: boolean): Promise<string | null> {
  const headshot = await env.DB.prepare(
    "SELECT style, r2_key FROM order_headshots WHERE id = ? AND order_id = ? AND refused IS NULL AND hidden = 0",
  )
    .bind(headshotId, orderId)
    .first<{ style: Style; r2_key: string }>();
  if (!headshot) return null;
  const published = await env.DB.prepare("SELECT id FROM gallery_items WHERE headshot_id = ? AND order_id = ? AND removed_at IS NULL")
    .bind(headshotId, orderId)
    .first<string>("id");
  if (published) return published;
  const image = await env.PHOTOS.get(headshot.r2_key);
  if (!image) return null;
  const id = newId();
  // Under the order, so that they go with it (app/features/photos/retention/deletion.server.ts).
  const previewKey = `orders/${orderId}/published/${id}.jpg`;
  const written: string[] = [];
  try {
    const widths = await storeCopies(env, new Uint8Array(await image.arrayBuffer()), { orderId, itemId: id, previewKey, written });
    await env.DB.prepare(
      "INSERT INTO gallery_items (id, style, image_key, order_id, headshot_id, picture_key, picture_widths, preview_key, consented_at, findable) " +
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?)",
    )
      .bind(
        id,
        storedStyle(headshot.style),
        headshot.r2_key,
        orderId,
        headshotId,
        copyKey(orderId, id, widths.at(-1)!, "jpg"),
        JSON.stringify(widths),
        previewKey,
        findable ? 1 : 0,
      )
      .run();
  } catch (error) {
    // Nothing half-published: what was written of its copies goes again (under the order, it would go
    // with it anyway), and the error reaches the form, which asks the buyer to try again.
    await env.PHOTOS.delete(written).catch(() => undefined);
    throw error;
  }
  return id;
}

/**
 * The widths of a published picture's copies (docs/decisions/093-pictures-as-the-web-serves-them.md).
 * The page shows it at most 512 CSS pixels wide (1024 at double density), about 376 on a phone of 412
 * (658 at the 1.75 density Lighthouse plays, 1024 and more at 3); /examples about 170 to 208. A slot
 * of 384 device pixels or more is then sent a copy at most a third wider than it needs; the phone
 * Lighthouse plays, one 2 % wider.
 */
export const pictureWidths = [384, 512, 672, 768, 1024];

export type PictureFormat = WebFormat;

/** Where a copy of a published picture is kept: beside its link preview, under the order. */
export const copyKey = (orderId: string, itemId: string, width: number, format: PictureFormat) =>
  `orders/${orderId}/published/${itemId}-${width}.${format}`;

/**
 * Makes and keeps the copies of a headshot's middle square that its public page offers, in WebP and
 * in MozJPEG, at each of {@link pictureWidths} within its side (the side itself where it is smaller
 * than them all), and its link preview at `previewKey`; the copies' widths, smallest first. One
 * decode, held while the copies are made. Each key is added to `written` once it is stored.
 */
async function storeCopies(
  env: Env,
  headshot: Uint8Array,
  { orderId, itemId, previewKey, written }: { orderId: string; itemId: string; previewKey: string; written: string[] },
): Promise<number[]> {
  const mark = await previewMark(env);
  const put = async (key: string, bytes: Uint8Array, contentType: string) => {
    await env.PHOTOS.put(key, bytes, { httpMetadata: { contentType } });
    written.push(key);
  };
  return withOwnImage(headshot, async (source) => {
    const square = middleSquare(source);
    const side = square.get_width();
    try {
      const preview = makeLinkPreview(square, mark);
      await put(previewKey, preview, "image/jpeg");
      const within = pictureWidths.filter((width) => width <= side);
      const widths = within.length > 0 ? within : [side];
      // One format after the other, so that one encoder's memory is held at a time; each width is
      // scaled again for the second, rather than every width's pixels held between them.
      for (const format of ["webp", "jpg"] as const) {
        await withEncoder(format, async ({ encode }) => {
          for (const width of widths) {
            const bytes = encode({ rgba: resizedPixels(square, width, width, SamplingFilter.Lanczos3), width, height: width });
            await put(copyKey(orderId, itemId, width, format), bytes, webContentTypes[format]);
          }
        });
      }
      return widths;
    } finally {
      square.free();
    }
  });
}

/**
 * The site's mark and name as a link preview carries them (public/images/og/preview-mark.png, drawn
 * by scripts/make-preview-mark.mjs); null where the site's files do not answer, as the preview then
 * goes without it rather than the page.
 */
async function previewMark(env: Env): Promise<Uint8Array | null> {
  const response = await env.ASSETS.fetch("https://assets.local/images/og/preview-mark.png").catch(() => null);
  return response?.ok ? new Uint8Array(await response.arrayBuffer()) : null;
}

/** Takes a published page of the order down; false when there was none. */
export async function unpublishHeadshot(env: Env, orderId: string, itemId: string): Promise<boolean> {
  const item = await env.DB.prepare(
    "UPDATE gallery_items SET removed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), featured = 0 " +
      "WHERE id = ? AND order_id = ? AND removed_at IS NULL RETURNING picture_key, picture_widths, preview_key",
  )
    .bind(itemId, orderId)
    .first<{ picture_key: string | null; picture_widths: string | null; preview_key: string | null }>();
  if (!item) return false;
  const copies = widthsOf(item.picture_widths).flatMap((width) =>
    (["webp", "jpg"] as const).map((format) => copyKey(orderId, itemId, width, format)),
  );
  const keys = [...new Set([item.picture_key, item.preview_key, ...copies].filter((key) => key !== null))];
  if (keys.length > 0) await env.PHOTOS.delete(keys);
  return true;
}

export type PublishedPage = { id: string; findable: boolean };

/** The order's published pages by the headshot they show. */
export async function publishedOf(env: Env, orderId: string): Promise<Map<string, PublishedPage>> {
  const { results } = await env.DB.prepare("SELECT id, headshot_id, findable FROM gallery_items WHERE order_id = ? AND removed_at IS NULL")
    .bind(orderId)
    .all<{ id: string; headshot_id: string; findable: number }>();
  return new Map(results.map((row) => [row.headshot_id, { id: row.id, findable: row.findable === 1 }]));
}

/** The ids of the published pages their buyers let search engines find, for the sitemap. */
export async function findableItems(env: Env): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT id FROM gallery_items WHERE findable = 1 AND removed_at IS NULL AND consented_at IS NOT NULL ORDER BY created_at",
  ).all<{ id: string }>();
  return results.map((row) => row.id);
}

/** Takes down every page of an order, in the deletion's batch. */
export const removeOrderItems = (env: Env, orderId: string) =>
  env.DB.prepare(
    "UPDATE gallery_items SET removed_at = COALESCE(removed_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), featured = 0, picture_key = NULL, picture_widths = NULL, preview_key = NULL " +
      "WHERE order_id = ?",
  ).bind(orderId);

/**
 * Published items the operator features on /examples, newest first: only those their buyers let be
 * listed. /examples is a public list that search engines index and links every image to its page,
 * so showing an item there lists it; one featured before it could be refused is left out here.
 */
export async function featuredItems(env: Env, limit = 12): Promise<Array<{ id: string; style: Style; widths: number[] }>> {
  const { results } = await env.DB.prepare(
    "SELECT id, style, picture_widths FROM gallery_items WHERE featured = 1 AND findable = 1 AND removed_at IS NULL AND consented_at IS NOT NULL " +
      "ORDER BY created_at DESC LIMIT ?",
  )
    .bind(limit)
    .all<{ id: string; style: StoredStyle; picture_widths: string | null }>();
  return results.map((row) => ({ id: row.id, style: styleKeys[row.style], widths: widthsOf(row.picture_widths) }));
}

export type PublishedSummary = { id: string; style: Style; createdAt: string; featured: boolean; findable: boolean };

/** What the operator may feature: every published item with the buyer's consent, newest first. */
export function listPublished(env: Env, limit = 50): BatchedRead<PublishedSummary[]> {
  return rowsRead(
    env.DB.prepare(
      "SELECT id, style, created_at, featured, findable FROM gallery_items WHERE removed_at IS NULL AND consented_at IS NOT NULL ORDER BY created_at DESC LIMIT ?",
    ).bind(limit),
    (rows: Array<{ id: string; style: StoredStyle; created_at: string; featured: number; findable: number }>) =>
      rows.map((row) => ({
        id: row.id,
        style: styleKeys[row.style],
        createdAt: row.created_at,
        featured: row.featured === 1,
        findable: row.findable === 1,
      })),
  );
}

/**
 * The operator features an item on /examples, or stops; only published items with consent, and
 * featured only where the buyer let search engines list the page (see `featuredItems`).
 */
export async function setFeatured(env: Env, itemId: string, featured: boolean): Promise<boolean> {
  const result = await env.DB.prepare(
    "UPDATE gallery_items SET featured = ?1 WHERE id = ?2 AND removed_at IS NULL AND consented_at IS NOT NULL AND (?1 = 0 OR findable = 1)",
  )
    .bind(featured ? 1 : 0, itemId)
    .run();
  return result.meta.changes > 0;
}
