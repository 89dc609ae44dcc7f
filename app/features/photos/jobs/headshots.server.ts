/**
 * What both generators share (docs/decisions/022-generation-jobs.md): how a plan's images spread
 * over its styles, where each image is stored, and a failed call recorded before it is tried again.
 * The slot among the jobs that run at once is the order's (app/features/orders/queue.server.ts).
 */
import { type Style, planById } from "~/content/business";
import { recordRetry } from "~/features/orders/queue.server";
import type { Order } from "~/features/orders/orders.server";
import { contentTypes, decodable, extensions, sniffFormat, stripMetadata } from "~/features/photos/imaging/image-file";
import { envOf } from "~/utils/env.server";
import type { HeadshotCheck, HeldHeadshot } from "./likeness.server";
import { resizedPixels, SamplingFilter, withOwnImage, type PhotonImage } from "~/features/photos/photon.server";
import { thumbnailSides, thumbnailSize, type FacePosition } from "~/features/photos/gallery/formats";
import type { RgbaPixels } from "~/features/photos/imaging/resample";
import { webContentTypes, withEncoder, type WebFormat } from "~/features/photos/web-codecs.server";
import { thumbnailPixels } from "./local-generator.server";

type StepConfig = { retries?: { limit: number; delay: number; backoff?: "constant" | "linear" | "exponential" }; timeout?: number };

/** The part of a Workflows step the jobs use (the WorkflowStep of `cloudflare:workers`). */
export type JobStep = {
  do<T extends Rpc.Serializable<T>>(name: string, callback: () => Promise<T>): Promise<T>;
  do<T extends Rpc.Serializable<T>>(name: string, config: StepConfig, callback: () => Promise<T>): Promise<T>;
  sleep(name: string, duration: number): Promise<void>;
  waitForEvent<T extends Rpc.Serializable<T>>(name: string, options: { type: string; timeout?: number }): Promise<{ payload: T }>;
};

/**
 * A step that makes or stores images is tried this often, waiting IMAGE_RETRY_MS and then doubling,
 * before the job gives up: a failure here is rarely passing.
 */
export const imageRetries = (env: Env): StepConfig => ({
  retries: { limit: 3, delay: envOf(env).IMAGE_RETRY_MS, backoff: "exponential" },
});

/** An image's size in pixels (square), as the plan's card promises it. */
export const headshotSide = (plan: Order["plan"]) => planById(plan)!.side;

/**
 * Whether the local generator makes this deployment's images (no ASTRIA_API_KEY): the job chooses
 * by it, and the order page and the delivery e-mail say by it that the images are previews.
 */
export const generatesLocally = (env: Env) => !envOf(env).ASTRIA_API_KEY;

/**
 * The local generator's largest side: its images are previews, made in the Worker's one thread,
 * where time grows with the pixels (ADR 048).
 */
const localMaxSide = 768;

/** The side of the local generator's previews for `plan`: never more than the plan's own. */
export const localSide = (plan: Order["plan"]) => Math.min(headshotSide(plan), localMaxSide);

/**
 * What the order page and the delivery e-mail tell the buyer of previews: their side beside the
 * one the plan promises (the pricing page's, which is Astria's); null when Astria makes the images.
 */
export const localPreview = (env: Env, plan: Order["plan"]) =>
  generatesLocally(env) ? { side: localSide(plan), promised: headshotSide(plan) } : null;

/** How the plan's images spread over the chosen styles: as evenly as they go, the first styles first. */
export function imagesPerStyle(total: number, chosen: readonly Style[]): Array<{ style: Style; count: number }> {
  return chosen.map((style, index) => ({ style, count: Math.floor(total / chosen.length) + (index < total % chosen.length ? 1 : 0) }));
}

/** A style's images cut into runs of at most `size`, each made by one step (or one of Astria's prompts). */
export function batches(count: number, size: number): Array<{ first: number; last: number }> {
  return Array.from({ length: Math.ceil(count / size) }, (_, index) => ({
    first: index * size,
    last: Math.min(count, (index + 1) * size),
  }));
}

const headshotKey = (orderId: string, style: Style, n: number, folder: string, extension: string) =>
  `orders/${orderId}/${folder}/${style}-${String(n).padStart(3, "0")}.${extension}`;

/**
 * Where a headshot's face is, as its row keeps it (migration 0017): a face, null where its reading
 * found none, undefined where it was not read.
 */
export type KeptFace = FacePosition | null | undefined;

const keptFace = (column: string | null): KeptFace => (column === null ? undefined : (JSON.parse(column) as FacePosition | null));

/** Keeps a headshot's face reading on its row; a reading that could not be made is not kept. */
export async function keepFace(env: Env, headshotKey: string, face: FacePosition | null): Promise<void> {
  await env.DB.prepare("UPDATE order_headshots SET face = ? WHERE r2_key = ?").bind(JSON.stringify(face), headshotKey).run();
}

/** A headshot's face as its row keeps it, by the key of its image. */
export async function faceOf(env: Env, headshotKey: string): Promise<KeptFace> {
  const row = await env.DB.prepare("SELECT face FROM order_headshots WHERE r2_key = ?").bind(headshotKey).first<{ face: string | null }>();
  return keptFace(row?.face ?? null);
}

/** The widths of a headshot's tile pictures as its row keeps them; none for one stored before there were any. */
export const widthsOf = (column: string | null): number[] => (column ? (JSON.parse(column) as number[]) : []);

/**
 * The images of an order that count (none the check refused), with their size, face and tile
 * pictures' widths: by style, and within a style the closest likeness to the buyer first (ADR 081),
 * then in number order.
 */
export async function listHeadshots(
  env: Env,
  orderId: string,
): Promise<Array<{ id: string; style: Style; width: number; height: number; face: KeptFace; tileWidths: number[] }>> {
  const { results } = await env.DB.prepare(
    "SELECT id, style, width, height, face, thumb_widths FROM order_headshots WHERE order_id = ? AND refused IS NULL " +
      "ORDER BY style, likeness IS NULL, likeness, n",
  )
    .bind(orderId)
    .all<{ id: string; style: Style; width: number; height: number; face: string | null; thumb_widths: string | null }>();
  return results.map(({ face, thumb_widths, ...row }) => ({ ...row, face: keptFace(face), tileWidths: widthsOf(thumb_widths) }));
}

/** The numbers of a style's images from `first` to `last - 1` that are stored already (a retried step keeps them). */
export async function storedNumbers(env: Env, orderId: string, style: Style, first: number, last: number): Promise<Set<number>> {
  const { results } = await env.DB.prepare("SELECT n FROM order_headshots WHERE order_id = ? AND style = ? AND n >= ? AND n < ?")
    .bind(orderId, style, first, last)
    .all<{ n: number }>();
  return new Set(results.map((row) => row.n));
}

/** How many of a style's images from `first` to `last - 1` are stored and passed the check. */
export async function passedIn(env: Env, orderId: string, style: Style, first: number, last: number): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS count FROM order_headshots WHERE order_id = ? AND style = ? AND n >= ? AND n < ? AND refused IS NULL",
  )
    .bind(orderId, style, first, last)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** A picture of a headshot's tile (docs/decisions/097-tiles-as-the-web-serves-them.md), in one format. */
type TileCopy = { width: number; format: WebFormat; bytes: Uint8Array };

/**
 * Where a tile's picture is kept: the thumbnail's own key (`thumb_key`, the smallest JPEG, which
 * the delivery e-mail shows) for that one, and beside it, named after it, for the others.
 */
export const tileCopyKey = (thumbKey: string, widths: readonly number[], width: number, format: WebFormat) =>
  width === widths[0] && format === "jpg" ? thumbKey : `${thumbKey.slice(0, -".jpg".length)}-${width}.${format}`;

/**
 * The tile's pictures of a decoded headshot, in WebP and in MozJPEG: from `thumbnail`, the pixels
 * the check reads, and at each larger long side of {@link thumbnailSides} the headshot has, scaled
 * in bands. One encoder at a time, each made for this headshot and dropped after (web-codecs.server.ts).
 */
async function tileCopies(image: PhotonImage, thumbnail: RgbaPixels): Promise<TileCopy[]> {
  const width = image.get_width();
  const height = image.get_height();
  const larger = thumbnailSides
    .filter((side) => side > Math.max(thumbnail.width, thumbnail.height) && side <= Math.max(width, height))
    .map((side) => {
      const size = thumbnailSize(width, height, side);
      return { ...size, data: resizedPixels(image, size.width, size.height, SamplingFilter.Lanczos3) };
    });
  const copies: TileCopy[] = [];
  for (const format of ["webp", "jpg"] as const) {
    await withEncoder(format, async ({ encode }) => {
      for (const pixels of [thumbnail, ...larger])
        copies.push({ width: pixels.width, format, bytes: encode({ rgba: pixels.data, width: pixels.width, height: pixels.height }) });
    });
  }
  return copies;
}

/**
 * Stores image `n` of a style with its tile's pictures and where its face is, under fixed keys and
 * one row, so that storing it again replaces it rather than adding another. The bytes decide the
 * format and size; what is stored, delivered and published is a copy without metadata, as the
 * buyer's own uploads are, and only an image within the decoding budget is taken. A job's `judge`
 * checks that copy (ADR 081), and its result, with where the reading found the face, is kept with
 * the image, so that the gallery knows which formats the image gives before any is asked for (ADR
 * 049); the copy is decoded once, for its tile's pictures and the check alike. Where nothing checks
 * (a seeded order, a bench's unchecked shop) the judge gives the face the local generator placed,
 * or none: the first crop then reads it.
 */
export async function storeHeadshot(
  env: Env,
  orderId: string,
  style: Style,
  n: number,
  bytes: Uint8Array,
  judge: ((held: HeldHeadshot, size: { width: number; height: number }) => Promise<HeadshotCheck>) | { face?: FacePosition },
): Promise<HeadshotCheck | null> {
  const format = sniffFormat(bytes);
  const size = format ? decodable(bytes, format) : "broken";
  if (!format || typeof size === "string")
    throw new Error(`Image ${n + 1} of style ${style} for order ${orderId} is not a whole JPEG, PNG or WebP`);
  const stripped = stripMetadata(bytes, format);
  const { checked, copies } = await withOwnImage(stripped, async (image) => {
    const thumbnail = thumbnailPixels(image);
    const checked = typeof judge === "function" ? await judge({ image, thumbnail }, size) : null;
    // After the check, so that the encoders' memory is not held beside the face library's work; and
    // none for an image the check refused, which no page or e-mail shows.
    return { checked, copies: checked?.refused ? [] : await tileCopies(image, thumbnail) };
  });
  const face = typeof judge === "function" ? checked?.face : judge.face;
  const key = headshotKey(orderId, style, n, "headshots", extensions[format]);
  const thumbKey = headshotKey(orderId, style, n, "thumbnails", "jpg");
  const widths = [...new Set(copies.map((copy) => copy.width))];
  await env.PHOTOS.put(key, stripped, { httpMetadata: { contentType: contentTypes[format] } });
  for (const copy of copies)
    await env.PHOTOS.put(tileCopyKey(thumbKey, widths, copy.width, copy.format), copy.bytes, {
      httpMetadata: { contentType: webContentTypes[copy.format] },
    });
  await env.DB.prepare(
    "INSERT INTO order_headshots (id, order_id, style, n, r2_key, thumb_key, thumb_widths, width, height, bytes, refused, likeness, face) " +
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) " +
      "ON CONFLICT (order_id, style, n) DO UPDATE SET r2_key = excluded.r2_key, thumb_key = excluded.thumb_key, " +
      "thumb_widths = excluded.thumb_widths, width = excluded.width, height = excluded.height, bytes = excluded.bytes, " +
      "refused = excluded.refused, likeness = excluded.likeness, face = excluded.face",
  )
    .bind(
      crypto.randomUUID(),
      orderId,
      style,
      n,
      key,
      copies.length > 0 ? thumbKey : null,
      copies.length > 0 ? JSON.stringify(widths) : null,
      size.width,
      size.height,
      stripped.length,
      checked?.refused ?? null,
      checked?.likeness ?? null,
      face === undefined ? null : JSON.stringify(face),
    )
    .run();
  return checked;
}

/** Runs `work`; a failure is recorded before it reaches the step, which retries it. */
export async function recorded<T>(env: Env, orderId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await recordRetry(env, orderId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
