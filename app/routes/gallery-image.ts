import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { copyKey, findGalleryItem, type GalleryItem, type PictureFormat } from "~/features/photos/gallery/gallery.server";

/**
 * A published headshot's pictures: `/gallery/:id/<width>.webp` and `.jpg`, the copies its page offers
 * (docs/decisions/093-pictures-as-the-web-serves-them.md); `/gallery/:id/image`, the largest JPEG of
 * them, or the one picture of a page published before there were copies (the headshot itself before
 * that); and `/gallery/:id/preview`, the link preview. Public while published, gone (410) once taken
 * down. A copy never changes under its address, so a browser keeps it for a year; shared caches keep
 * every answer only briefly, so that taking it down takes effect within minutes everywhere but in the
 * browsers that have already shown it. Search engines are asked not to list it unless its buyer let
 * them list the page.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const copy = /^([1-9]\d{0,4})\.(webp|jpg)$/.exec(params.size ?? "");
  const named = params.size === "image" || params.size === "preview";
  const item = named || copy ? await findGalleryItem(env.DB, params.id ?? "") : null;
  // The site's own samples have no image of a buyer's to show; a copy the page does not offer was never made.
  if (!item || (!item.removed && !item.previewKey)) return notFound();
  if (copy && !item.removed && !item.pictureWidths.includes(Number(copy[1]))) return notFound();
  const key = copy
    ? copyOf(item, Number(copy[1]), copy[2] as PictureFormat)
    : params.size === "preview"
      ? item.previewKey
      : (item.pictureKey ?? item.imageKey);
  const object = !item.removed && key ? await env.PHOTOS.get(key) : null;
  if (!object) return new Response("Gone", { status: 410, headers: { "Cache-Control": "no-store" } });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "image/jpeg",
      "Content-Length": String(object.size),
      "Cache-Control": copy ? "public, max-age=31536000, s-maxage=300, immutable" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      // An image search lists a picture on its own: it asks what its page asks.
      ...(item.findable ? {} : { "X-Robots-Tag": "noindex" }),
    },
  });
}

const notFound = () => new Response("Not found", { status: 404 });

const copyOf = (item: GalleryItem, width: number, format: PictureFormat) =>
  item.orderId ? copyKey(item.orderId, item.id, width, format) : null;
