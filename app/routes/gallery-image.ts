import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { findGalleryItem } from "~/features/photos/gallery/gallery.server";

/**
 * A published headshot's picture (`/gallery/:id/image`) and link preview (`/gallery/:id/preview`):
 * public while published, gone (410) once taken down. The picture is the smaller copy made when it
 * was published, or the headshot itself for a page published before there were such copies. Caches keep it only briefly, so that taking it
 * down takes effect within minutes everywhere; search engines are asked not to list it unless its buyer let them list the page.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const item = params.size === "image" || params.size === "preview" ? await findGalleryItem(env.DB, params.id ?? "") : null;
  // The site's own samples have no image of a buyer's to show.
  if (!item || (!item.removed && !item.previewKey)) return new Response("Not found", { status: 404 });
  const key = params.size === "preview" ? item.previewKey : (item.pictureKey ?? item.imageKey);
  const object = !item.removed && key ? await env.PHOTOS.get(key) : null;
  if (!object) return new Response("Gone", { status: 410, headers: { "Cache-Control": "no-store" } });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "image/jpeg",
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      // An image search lists a picture on its own: it asks what its page asks.
      ...(item.findable ? {} : { "X-Robots-Tag": "noindex" }),
    },
  });
}
