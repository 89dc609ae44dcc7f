/**
 * What the operator's dashboard reads about orders beside their list (./orders.server.ts): the jobs
 * that run or failed, those that delivered with what their generation made and refused, and the
 * buyers' ratings per plan, per style and per order.
 */
import type { Order } from "./orders.server";
import { inSql, runningStatuses } from "./states";
import type { Refusal } from "~/features/photos/jobs/likeness.server";
import { rowsRead, type BatchedRead } from "~/utils/db.server";

export type JobSummary = {
  id: string;
  plan: Order["plan"];
  email: string;
  status: string;
  since: string;
  images: number;
  failure: string | null;
  retries: number;
  lastError: string | null;
  tune: string | null;
};

/** The jobs that are not delivered: running or failed, the longest in its state first (a stuck job shows at the top). */
export function listJobs(env: Env, limit = 50): BatchedRead<JobSummary[]> {
  return rowsRead(
    env.DB.prepare(
      "SELECT o.id, o.plan, o.email, o.status, o.failure, o.job_retries AS retries, o.job_error AS lastError, o.provider_tune AS tune, " +
        "(SELECT MAX(at) FROM order_events WHERE order_id = o.id) AS since, " +
        "(SELECT COUNT(*) FROM order_headshots WHERE order_id = o.id AND refused IS NULL) AS images FROM orders o " +
        `WHERE o.status IN (${inSql(runningStatuses)}, 'failed') ORDER BY since LIMIT ?`,
    ).bind(limit),
  );
}

export type DeliveredJob = {
  id: string;
  plan: Order["plan"];
  email: string;
  /** The order's state now: delivered, or deleted since. */
  status: string;
  started: string | null;
  delivered: string;
  /** The headshots stored now that passed the check, those the buyer hid among them (none once the order is deleted). */
  images: number;
  /** The images the generator made for it, refused ones too: what it was charged for (ADR 090). */
  made: number;
  /** How many of them the check refused, by reason (ADR 081); a reason none was refused for is left out. */
  refused: Partial<Record<Refusal, number>>;
  /** Whether Astria made them (the order has a tune there), rather than the local generator, which costs nothing. */
  astria: boolean;
  retries: number;
};

type DeliveredRow = Omit<DeliveredJob, "refused" | "astria"> & { astria: number; refusals: string | null };

/** The jobs that delivered, the latest first: the dashboard's history, which outlives the images. */
export function listDeliveredJobs(env: Env, limit = 50): BatchedRead<DeliveredJob[]> {
  return rowsRead(
    env.DB.prepare(
      "SELECT o.id, o.plan, o.email, o.status, o.job_retries AS retries, o.provider_tune IS NOT NULL AS astria, " +
        "(SELECT MIN(at) FROM order_events WHERE order_id = o.id AND status = 'queued') AS started, " +
        "d.at AS delivered, (SELECT COUNT(*) FROM order_headshots WHERE order_id = o.id AND refused IS NULL) AS images, " +
        "(SELECT COUNT(*) FROM order_headshots WHERE order_id = o.id) AS made, " +
        // Every refused image's reason, counted below: at most the cap's few per order (ADR 081).
        "(SELECT group_concat(refused, '|') FROM order_headshots WHERE order_id = o.id AND refused IS NOT NULL) AS refusals " +
        "FROM orders o JOIN (SELECT order_id, MAX(at) AS at FROM order_events WHERE status = 'delivered' GROUP BY order_id) d ON d.order_id = o.id " +
        "ORDER BY d.at DESC LIMIT ?",
    ).bind(limit),
    (rows: DeliveredRow[]) =>
      rows.map(({ astria, refusals, ...job }) => {
        const refused: Partial<Record<Refusal, number>> = {};
        for (const reason of (refusals?.split("|") ?? []) as Refusal[]) refused[reason] = (refused[reason] ?? 0) + 1;
        return { ...job, astria: astria === 1, refused };
      }),
  );
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
