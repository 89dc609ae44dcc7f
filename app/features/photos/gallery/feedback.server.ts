/**
 * The buyer's favourites, ratings and downloads of a delivered order's images (migration 0010), and
 * those the buyer hid (migration 0019); what the operator's dashboard makes of them is the order's
 * (app/features/orders/reports.server.ts).
 */
import type { Feedback } from "./feedback";

export async function feedbackOf(env: Env, orderId: string): Promise<Feedback> {
  const { results } = await env.DB.prepare(
    "SELECT id, favourite, rating, hidden FROM order_headshots WHERE order_id = ? AND refused IS NULL",
  )
    .bind(orderId)
    .all<{ id: string; favourite: number; rating: number | null; hidden: number }>();
  return Object.fromEntries(
    results.map((row) => [row.id, { favourite: row.favourite === 1, rating: row.rating, hidden: row.hidden === 1 }]),
  );
}

/** Sets one image's mark, rating or hiding; false when the order has no such image. */
export async function saveFeedback(
  env: Env,
  orderId: string,
  imageId: string,
  change: { favourite: boolean } | { rating: number } | { hidden: boolean },
) {
  const [column, value] =
    "favourite" in change
      ? ["favourite", change.favourite ? 1 : 0]
      : "hidden" in change
        ? ["hidden", change.hidden ? 1 : 0]
        : ["rating", change.rating];
  const result = await env.DB.prepare(`UPDATE order_headshots SET ${column} = ? WHERE id = ? AND order_id = ? AND refused IS NULL`)
    .bind(value, imageId, orderId)
    .run();
  return result.meta.changes > 0;
}

export async function countDownloads(env: Env, orderId: string, imageIds: readonly string[]): Promise<void> {
  // One statement per image, in one batch: D1 limits the variables of a statement, and Ultimate has 120 images.
  const count = env.DB.prepare("UPDATE order_headshots SET downloads = downloads + 1 WHERE id = ? AND order_id = ? AND refused IS NULL");
  await env.DB.batch(imageIds.map((id) => count.bind(id, orderId)));
}
