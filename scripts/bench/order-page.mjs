/** The order page of a bought order, a page family of its own, against the floor. */
import { workerCpu } from "./measure.mjs";
import { reportPage } from "./page-cpu.mjs";

/** Measures the order page of `orderId` on `shop`, through `browse`, the session that bought it. */
export async function benchOrderPage({ report, shop, browse, orderId, floorCpu }) {
  // The order page as its buyer sees it again, the session's cookies sent: a page family of its own.
  const orderPage = await workerCpu(shop, async () => {
    const response = await browse("/create-headshot");
    if (response.status !== 200 || !(await response.text()).includes(orderId)) throw new Error("/create-headshot did not show the order");
  });
  reportPage(report, floorCpu, "create-headshot with an order /create-headshot", orderPage);
}
