import { planById } from "~/content/business";
import type { OrderInView } from "~/features/orders/access.server";
import { isRunning } from "~/features/orders/states";
import { listHeadshots } from "~/features/photos/jobs/headshots.server";
import { formatDuration } from "~/utils/format.server";
import type { Language } from "~/utils/i18n";
import { present, type Args, type OrderView } from "./order.server";

/**
 * The in-progress step's data: the order with the job's progress while it runs (none once it
 * failed): the images ready, the plan's promise, and while it trains at the image provider, how long
 * the provider expects that to take still.
 */
export async function loadInProgress(args: Args, inView: Extract<OrderInView, { state: "order" }>, language: Language) {
  const view = await present(args, inView, language);
  const { order } = inView;
  if (isRunning(order.status)) {
    const plan = planById(order.plan)!;
    view.progress = {
      ready: (await listHeadshots(args.context.cloudflare.env, order.id)).length,
      total: plan.photos,
      expected: formatDuration(plan.deliveryMinutes, language),
      estimate: order.status === "training" ? providerEstimate(order.providerEta, language) : null,
    };
  }
  return { view: view satisfies OrderView, status: 200 };
}

/** The provider's estimate of the time training still takes, in whole minutes; none once it has passed. */
function providerEstimate(eta: string | null, language: Language): string | null {
  const minutes = eta ? Math.ceil((Date.parse(eta) - Date.now()) / 60_000) : Number.NaN;
  return minutes > 0 ? formatDuration(minutes, language) : null;
}
