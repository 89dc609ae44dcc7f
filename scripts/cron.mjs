#!/usr/bin/env node
/**
 * `npm run cron`: runs the cron's jobs at once on the local server that `npm start` serves (PORT,
 * 8787 by default), as its schedule would, for each cron of wrangler.toml; prints each outcome.
 */
import "./lib/project-node.mjs";
import { unstable_readConfig } from "wrangler";
import { triggerScheduled } from "./lib/cron.mjs";

const url = `http://127.0.0.1:${process.env.PORT ?? "8787"}`;
let failed = false;
for (const cron of unstable_readConfig({ config: "wrangler.toml" }).triggers.crons ?? []) {
  const outcome = await triggerScheduled(url, cron, Date.now()).catch((error) => `failed (${error.message})`);
  console.log(`cron "${cron}": ${outcome}`);
  failed ||= outcome !== "ok";
}
process.exit(failed ? 1 : 0);
