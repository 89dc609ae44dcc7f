import { chooseOrder, type OrderChoice, type OrderInView } from "~/features/orders/access.server";
import { deletionUnderWay } from "~/features/photos/retention/deletion.server";
import type { Language } from "~/utils/i18n";
import { present, summary, type Args, type OrderView } from "./order.server";

/**
 * The paying step's data: no order to work on yet (none, the payment being confirmed or delayed,
 * its link e-mailed, which of two orders to keep), a link that leads nowhere (any more), or an order
 * refunded or deleted. A link that leads nowhere is answered as missing or gone.
 */
export async function loadPaying(args: Args, inView: OrderInView, language: Language): Promise<{ view: OrderView; status: number }> {
  switch (inView.state) {
    case "invalid":
      return { view: { state: "invalid" }, status: 404 };
    case "expired":
      return { view: { state: "expired" }, status: 410 };
    case "deleted":
      // Once the buyer asked, the page says so, even while the sweep still finishes at Astria.
      return { view: { state: "deleted", underWay: await deletionUnderWay(args.context.cloudflare.env, inView.order.id) }, status: 410 };
    case "replace":
      return { view: { state: "replace", held: summary(inView.held, language), offered: summary(inView.offered, language) }, status: 200 };
    case "order":
      return { view: await present(args, inView, language), status: 200 };
    default:
      return { view: inView, status: 200 };
  }
}

/** The paying step's form: which of two orders this browser keeps. */
export const payingAction = (args: Args, choice: OrderChoice) => chooseOrder(args, choice);
