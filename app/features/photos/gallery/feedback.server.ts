/**
 * The buyer's favourites, ratings and downloads of a delivered order's images (migration 0010), and
 * what the operator's dashboard makes of them.
 */
import type { Feedback } from "./feedback";
import type { BatchedRead } from "~/utils/db.server";

export async function feedbackOf(env: Env, orderId: string): Promise<Feedback> {
  const { results } = await env.DB.prepare("SELECT id, favourite, rating FROM order_headshots WHERE order_id = ?")
    .bind(orderId)
    .all<{ id: string; favourite: number; rating: number | null }>();
  return Object.fromEntries(results.map((row) => [row.id, { favourite: row.favourite === 1, rating: row.rating }]));
}

/** Sets one image's mark or rating; false when the order has no such image. */
export async function saveFeedback(env: Env, orderId: string, imageId: string, change: { favourite: boolean } | { rating: number }) {
  const [column, value] = "favourite" in change ? ["favourite", change.favourite ? 1 : 0] : ["rating", change.rating];
  const result = await env.DB.prepare(`UPDATE order_headshots SET ${column} = ? WHERE id = ? AND order_id = ?`)
    .bind(value, imageId, orderId)
    .run();
  return result.meta.changes > 0;
}

export async function countDownloads(env: Env, orderId: string, imageIds: readonly string[]): Promise<void> {
  // One statement per image, in one batch: D1 limits the variables of a statement, and Ultimate has 120 images.
  const count = env.DB.prepare("UPDATE order_headshots SET downloads = downloads + 1 WHERE id = ? AND order_id = ?");
  await env.DB.batch(imageIds.map((id) => count.bind(id, orderId)));
}

export type RatingFigures = { name: string; average: number | null; ratings: number; downloads: number };

/** An order whose rated images average 2 stars or less: the refund promise may concern it. */
export type LowRatedOrder = { id: string; plan: string; email: string; paidAt: string; average: number; ratings: number };

const lowRating = 2;

export type RatingsOverview = { plans: RatingFigures[]; styles: RatingFigures[]; lowRated: LowRatedOrder[] };

/** Average rating and downloads per plan and per style, and the low-rated orders, worst first. */
export function ratingsOverview(env: Env): BatchedRead<RatingsOverview> {
  const figures = (group: string) =>
    env.DB.prepare(
      `SELECT ${group} AS name, AVG(h.rating) AS average, COUNT(h.rating) AS ratings, SUM(h.downloads) AS downloads ` +
        `FROM order_headshots AS h JOIN orders AS o ON o.id = h.order_id GROUP BY ${group} ORDER BY ${group}`,
    );
  return {
    statements: [
      figures("o.plan"),
      figures("h.style"),
      env.DB.prepare(
        "SELECT o.id, o.plan, o.email, o.paid_at AS paidAt, AVG(h.rating) AS average, COUNT(h.rating) AS ratings " +
          "FROM order_headshots AS h JOIN orders AS o ON o.id = h.order_id WHERE h.rating IS NOT NULL " +
          "GROUP BY o.id HAVING AVG(h.rating) <= ? ORDER BY average, o.paid_at DESC LIMIT 100",
      ).bind(lowRating),
    ],
    read: ([plans, styles, lowRated]) => ({
      plans: plans!.results as RatingFigures[],
      styles: styles!.results as RatingFigures[],
      lowRated: lowRated!.results as LowRatedOrder[],
    }),
  };
}
