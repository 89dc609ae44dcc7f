/**
 * The orders `npm run lighthouse` measures the buyer's pages with, written into the state folder of
 * its running server (SEED_STATE_DIR) by the tests' seeding module (tests/setup/seed-order.ts, ADR
 * 067): a Basic order paid and waiting for its photos, and one delivered with a headshot published
 * and listed for search engines, as a page meant to be found is. Prints, as JSON, the cookie that
 * opens each order's page and the public page's path. TypeScript, as the app's own steps are: run by
 * scripts/lighthouse.mjs through vite-node.
 */
import path from "node:path";
import { localValues } from "../app/utils/variables.mjs";
import { seedOrder } from "../tests/setup/seed-order";
import { openStores } from "./lib/worker.mjs";

const stateDir = process.env.SEED_STATE_DIR;
if (!stateDir) throw new Error("SEED_STATE_DIR names the server's state folder");
const stores = await openStores(path.resolve(stateDir, "v3"));
try {
  // The server signs order links with the local secret (scripts/start.mjs), in production mode too.
  const secret = localValues.ORDER_LINK_SECRET!;
  const paid = await seedOrder(stores, { state: "paid", secret });
  const delivered = await seedOrder(stores, { state: "published", published: { count: 1, findable: true }, secret });
  const cookie = ({ name, value }: { name: string; value: string }) => `${name}=${value}`;
  console.log(
    JSON.stringify({
      uploadCookie: cookie(paid.cookie),
      deliveredCookie: cookie(delivered.cookie),
      galleryPath: `/gallery/${delivered.galleryIds[0]}`,
    }),
  );
} finally {
  await stores.dispose();
}
