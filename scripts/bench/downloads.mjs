/**
 * The Ultimate order's images as one zip streamed from R2: its wall time against downloading one
 * image, and how far the workerd memory rises.
 */
import { factor, mb, ms } from "./format.mjs";
import { wallTimeAndMemoryRise } from "./measure.mjs";

/** Measures downloads of `ultimate` (a job of generateEachPlan()) on `shop` through `browse`, the session that bought it last; `db` is the shop's D1. */
export async function benchDownloads({ report, shop, browse, db, ultimate }) {
  /** Downloads from the Ultimate order (the session holds its link, the last bought), read to its end as a browser would. */
  const timedDownload = (which) =>
    wallTimeAndMemoryRise(shop, async () => {
      const response = await browse(`/create-headshot/download/${ultimate.order}/${which}`);
      if (!response.ok) throw new Error(`the download of ${which} answered ${response.status}`);
      let bytes = 0;
      for await (const chunk of response.body) bytes += chunk.length;
      return { bytes };
    });
  // Its images in one zip, streamed from R2, against one of them downloaded alone (the baseline, after
  // one to warm the isolate).
  const image = await db.prepare("SELECT id FROM order_headshots WHERE order_id = ? LIMIT 1").bind(ultimate.order).first("id");
  await timedDownload(image);
  const single = await timedDownload(image);
  const zip = await timedDownload("all");

  report("download: one image of the Ultimate order, wall time (baseline)", single.wall, undefined, ms);
  report(`download: the zip of its ${ultimate.images} images (${mb(zip.bytes)}), wall time`, zip.wall, undefined, ms);
  report(`download: the zip against ${ultimate.images} times one image`, zip.wall / (ultimate.images * single.wall), undefined, factor);
  report("download: workerd memory rise, one image", single.rise, undefined, mb);
  report("download: workerd memory rise, the zip", zip.rise, undefined, mb);
}
