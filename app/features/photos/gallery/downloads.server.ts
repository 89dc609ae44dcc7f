/**
 * The buyer's downloads of a delivered order: one image at full resolution, or all of them (or the
 * favourites), without those the buyer hid (ADR 090), as one zip that the Worker streams from R2
 * while the browser receives it, one image at a time, so that 120 images cost no more memory than
 * one (docs/decisions/023-private-gallery.md); each in the format the buyer chose (./formats.ts, ADR 049).
 */
import { downloadZip } from "client-zip";
import type { Style } from "~/content/business";
import { resources } from "~/locales/resources.server";
import type { Language } from "~/utils/i18n";
import { croppedHeadshot } from "./crops.server";
import { countDownloads } from "./feedback.server";
import { frameOf, original, type CroppedFormat, type DownloadFormat, type Unfit } from "./formats";

/** What a download address names: every image, the favourites, or one image by its id. */
export type DownloadChoice = "all" | "favourites" | { image: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function parseDownloadChoice(value: string): DownloadChoice | null {
  if (value === "all" || value === "favourites") return value;
  return uuid.test(value) ? { image: value } : null;
}

type StoredImage = { id: string; style: Style; n: number; r2_key: string; bytes: number; created_at: string };

/** A style's name as a file name's word: the buyer's own, in ASCII (`Im Grünen`: `im-gruenen`). */
const fileWord = (name: string) =>
  name
    .toLowerCase()
    .replace(/[äöü]/g, (letter) => `${{ ä: "a", ö: "o", ü: "u" }[letter]}e`)
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The name a buyer's computer shows: the style as the gallery names it in the order's language
 * (`resoume-business-01.jpg` for a German order), the image's number within it, and the stored
 * format's extension.
 */
export const fileName = (
  image: Pick<StoredImage, "style" | "n" | "r2_key">,
  format: DownloadFormat = original,
  language: Language = "en",
) =>
  `resoume-${fileWord(resources[language].gallery.styles[image.style])}-${String(image.n + 1).padStart(2, "0")}` +
  (format.kind === "original" ? `.${/\.(\w+)$/.exec(image.r2_key)?.[1] ?? "jpg"}` : `-${frameOf(format).name}.jpg`);

const attachment = (name: string) => ({
  "Content-Disposition": `attachment; filename="${name}"`,
  // The buyer's own photos: never kept by a shared cache.
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
});

/**
 * The download in `format`, its files named in `language`, counted per image for the dashboard; null
 * when there is nothing to download.
 */
export async function download(
  env: Env,
  orderId: string,
  choice: DownloadChoice,
  format: DownloadFormat,
  language: Language,
): Promise<Response | null> {
  const { results: images } = await env.DB.prepare(
    "SELECT id, style, n, r2_key, bytes, created_at FROM order_headshots WHERE order_id = ?1 AND refused IS NULL AND " +
      "(id = ?2 OR (hidden = 0 AND (?2 = 'all' OR (?2 = 'favourites' AND favourite = 1)))) ORDER BY style, n",
  )
    .bind(orderId, typeof choice === "string" ? choice : choice.image)
    .all<StoredImage>();
  if (images.length === 0) return null;

  if (typeof choice === "object") {
    const image = images[0]!;
    const file = format.kind === "original" ? await storedFile(env, image.r2_key) : await croppedFile(env, image.r2_key, format);
    // A headshot that does not give the format has no such file (the gallery says why).
    if (!file || typeof file === "string") return null;
    await countDownloads(env, orderId, [choice.image]);
    return new Response(file.body, {
      headers: { ...attachment(fileName(image, format, language)), "Content-Type": file.type, "Content-Length": String(file.size) },
    });
  }

  await countDownloads(
    env,
    orderId,
    images.map((image) => image.id),
  );
  const zipName = `resoume-${choice === "favourites" ? "favourites" : "headshots"}${format.kind === "original" ? "" : `-${frameOf(format).name}`}.zip`;
  return zipResponse(
    env,
    orderId,
    images.map((image) => ({
      name: fileName(image, format, language),
      lastModified: new Date(image.created_at),
      ...(format.kind === "original"
        ? { key: image.r2_key, size: image.bytes }
        : // A crop's size is known once it is made: each is made (or read) when the zip reaches it.
          // A headshot that does not give the format is left out of the zip, as the gallery says.
          {
            make: async () => {
              const file = await croppedFile(env, image.r2_key, format);
              return typeof file === "string" ? leftOut : (file?.body ?? null);
            },
          }),
    })),
    zipName,
  );
}

/** A file to answer with: its body, its media type and its size in bytes. */
export type AnswerFile = { body: ReadableStream | Uint8Array<ArrayBuffer>; type: string; size: number };

/** The object stored at `key` as a file; null where it is not in R2. */
export async function storedFile(env: Env, key: string): Promise<AnswerFile | null> {
  const object = await env.PHOTOS.get(key);
  return object && { body: object.body, type: object.httpMetadata?.contentType ?? "application/octet-stream", size: object.size };
}

/** A JPEG made by the Worker (a crop or its preview) as a file. */
export const jpegFile = (bytes: Uint8Array<ArrayBuffer>): AnswerFile => ({ body: bytes, type: "image/jpeg", size: bytes.length });

async function croppedFile(env: Env, key: string, format: CroppedFormat): Promise<AnswerFile | Unfit | null> {
  const bytes = await croppedHeadshot(env, key, frameOf(format));
  return bytes && (typeof bytes === "string" ? bytes : jpegFile(bytes));
}

/** What an image made for a zip is when it has no place there. */
const leftOut = Symbol("left out");

/**
 * A file of a zip: an object in R2, or a text made for the download (each with its size in bytes),
 * or an image made as the zip reaches it.
 */
export type ZipEntry = { name: string; lastModified: Date } & (
  | { key: string; size: number }
  | { text: string; size: number }
  | { make: () => Promise<ReadableStream | Uint8Array | typeof leftOut | null> }
);

/**
 * A zip of `entries` as a download, streamed: each object is read from R2 (or made) only when the
 * zip has sent the one before it, so its size costs no memory.
 */
export function zipResponse(env: Env, orderId: string, entries: ZipEntry[], name: string): Response {
  const missing = (what: string) => new Error(`${what} of order ${orderId} is not in R2`);
  async function* files() {
    for (const entry of entries) {
      const input = "text" in entry ? entry.text : "key" in entry ? (await env.PHOTOS.get(entry.key))?.body : await entry.make();
      if (input === leftOut) continue;
      if (!input) throw missing("key" in entry ? entry.key : entry.name);
      yield { name: entry.name, input, lastModified: entry.lastModified, size: "size" in entry ? entry.size : undefined };
    }
  }
  const headers = { ...attachment(name), "Content-Type": "application/zip" };
  const sizes = entries.map((entry) => ("size" in entry ? { name: entry.name, size: entry.size } : null));
  if (sizes.includes(null)) return new Response(downloadZip(files()).body, { headers });
  // The sizes are known beforehand, so the browser is told the zip's length and shows its progress;
  // workerd sends that length only for a body of a length fixed in advance.
  const zip = downloadZip(files(), { metadata: sizes as Array<{ name: string; size: number }> });
  const { readable, writable } = new FixedLengthStream(Number(zip.headers.get("Content-Length")));
  // Flows as the browser reads. A browser that stops reading ends it too, so only the order is named.
  zip.body!.pipeTo(writable).catch((error: unknown) => console.error(`The zip of order ${orderId} ended early:`, error));
  return new Response(readable, { headers });
}
