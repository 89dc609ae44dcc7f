import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error: written by `remix build`; it has no type declarations.
import * as build from "../build/server/index.js";
import type { checkoutFramesOf } from "../app/services/lemonsqueezy.server";
import type { runScheduledJobs } from "../app/features/scheduled.server";
import { getLoadContext } from "./load-context";
import { securityHeaders } from "./security-headers";

export { GenerationWorkflow } from "./generation";

const handleRemixRequest = createRequestHandler(build as ServerBuild);
// The cron jobs and the checkout origins come through the server build's entry module
// (app/entry.server.tsx), so the code they share with the routes is bundled once.
const { runScheduledJobs: runJobs, checkoutFramesOf: checkoutFrames } = (build as ServerBuild).entry.module as unknown as {
  runScheduledJobs: typeof runScheduledJobs;
  checkoutFramesOf: typeof checkoutFramesOf;
};

export default {
  async fetch(request, env, ctx) {
    const loadContext = getLoadContext(request, env, ctx);
    const response = await handleRemixRequest(request, loadContext);
    const html = response.headers.get("Content-Type")?.startsWith("text/html");
    if (!html && loadContext.responseCookies.length === 0) return response;

    const headers = new Headers(response.headers);
    for (const cookie of loadContext.responseCookies) headers.append("Set-Cookie", cookie);
    if (html) {
      const policy = securityHeaders(loadContext.nonce, new URL(request.url).protocol === "https:", {
        checkoutFrames: checkoutFrames(env),
        embeddable: loadContext.embeddable,
      });
      for (const [name, value] of Object.entries(policy)) headers.set(name, value);
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },

  async scheduled(controller, env) {
    await runJobs(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;
