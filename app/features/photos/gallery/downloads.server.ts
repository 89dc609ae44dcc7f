/**
 * The buyer's downloads of a delivered order: one image at full resolution, or all of them (or the
 * favourites) as one zip that the Worker streams from R2 while the browser receives it, one image at
 * a time, so that 120 images cost no more memory than one (docs/decisions/023-private-gallery.md).
 */
import { downloadZip } from "client-zip";
import { countDownloads } from "./feedback.server";

/** What a download address names: every image, the favourites, or one image by its id. */
export type DownloadChoice = "all" | "favourites" | { image: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function parseDownloadChoice(value: string): DownloadChoice | null {
  if (value === "all" || value === "favourites") return value;
  return uuid.test(value) ? { image: value } : null;
}

type StoredImage = { id: string; style: string; n: number; r2_key: string; bytes: number; created_at: string };

/**
 * The name a buyer's computer shows: the style in the site's own words (`real-estate`), the image's
 * number within it, and the stored format's extension (`resoume-corporate-01.jpg`).
 */
export const fileName = (image: Pick<StoredImage, "style" | "n" | "r2_key">) =>
  `resoume-${image.style.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-${String(image.n + 1).padStart(2, "0")}.` +
  (/\.(\w+)$/.exec(image.r2_key)?.[1] ?? "jpg");

const attachment = (name: string) => ({
  "Content-Disposition": `attachment; filename="${name}"`,
  // The buyer's own photos: never kept by a shared cache.
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
});

/** The download, counted per image for the dashboard; null when there is nothing to download. */
export async function download(env: Env, orderId: string, choice: DownloadChoice): Promise<Response | null> {
  const { results: images } = await env.DB.prepare(
    "SELECT id, style, n, r2_key, bytes, created_at FROM order_headshots WHERE order_id = ?1 AND " +
      "(?2 = 'all' OR (?2 = 'favourites' AND favourite = 1) OR id = ?2) ORDER BY style, n",
  )
    .bind(orderId, typeof choice === "string" ? choice : choice.image)
    .all<StoredImage>();
  if (images.length === 0) return null;

  if (typeof choice === "object") {
    const object = await env.PHOTOS.get(images[0]!.r2_key);
    if (!object) return null;
    await countDownloads(env, orderId, [choice.image]);
    return new Response(object.body, {
      headers: {
        ...attachment(fileName(images[0]!)),
        "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
        "Content-Length": String(object.size),
      },
    });
  }

  await countDownloads(
    env,
    orderId,
    images.map((image) => image.id),
  );
  return zipResponse(
    env,
    orderId,
    images.map((image) => ({ name: fileName(image), key: image.r2_key, size: image.bytes, lastModified: new Date(image.created_at) })),
    choice === "favourites" ? "resoume-favourites.zip" : "resoume-headshots.zip",
  );
}

/** A file of a zip: an object in R2, or a text made for the download (its size in bytes). */
export type ZipEntry = { name: string; size: number; lastModified: Date } & ({ key: string } | { text: string });

/**
 * A zip of `entries` as a download, streamed: each object is read from R2 only when the zip has
 * sent the one before it, so its size costs no memory.
 */
export function zipResponse(env: Env, orderId: string, entries: ZipEntry[], name: string): Response {
  async function* files() {
    for (const entry of entries) {
      if ("text" in entry) {
        yield { name: entry.name, input: entry.text, lastModified: entry.lastModified, size: entry.size };
        continue;
      }
      const object = await env.PHOTOS.get(entry.key);
      if (!object) throw new Error(`${entry.key} of order ${orderId} is not in R2`);
      yield { name: entry.name, input: object.body, lastModified: entry.lastModified, size: entry.size };
    }
  }
  // The sizes are known beforehand, so the browser is told the zip's length and shows its progress;
  // workerd sends that length only for a body of a length fixed in advance.
  const zip = downloadZip(files(), { metadata: entries.map((entry) => ({ name: entry.name, size: entry.size })) });
  const { readable, writable } = new FixedLengthStream(Number(zip.headers.get("Content-Length")));
  // Flows as the browser reads. A browser that stops reading ends it too, so only the order is named.
  zip.body!.pipeTo(writable).catch((error: unknown) => console.error(`The zip of order ${orderId} ended early:`, error));
  return new Response(readable, { headers: { ...attachment(name), "Content-Type": "application/zip" } });
}
