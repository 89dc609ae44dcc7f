/** The documents rendered per buyer, never kept: the order page of a bought order, and the operator's dashboard. */
import { fetchFrom } from "./workerd.mjs";

/**
 * The order page of `orderId` on `shop` as its buyer sees it again, through `browse`, the session
 * that bought it, and the dashboard with the operator's `adminToken`: each checked once, then as
 * turns for benchPageCpu().
 */
export async function perBuyerDocuments({ shop, browse, orderId, adminToken }) {
  const orderPage = async () => (await browse("/create-headshot")).text();
  if (!(await orderPage()).includes(orderId)) throw new Error("/create-headshot did not show the order");
  const dashboard = fetchFrom(shop, { Authorization: `Bearer ${adminToken}` });
  const { status, body } = await dashboard("/dashboard");
  if (status !== 200 || !body.includes(orderId)) throw new Error(`/dashboard answered ${status} without the order`);
  return [
    { name: "create-headshot with an order /create-headshot", instance: shop, send: orderPage },
    { name: "dashboard /dashboard", instance: shop, send: () => dashboard("/dashboard") },
  ];
}
