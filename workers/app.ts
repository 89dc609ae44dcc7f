import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error: written by `remix build`; it has no type declarations.
import * as build from "../build/server/index.js";
// Imported directly: the Remix server build exposes only its routes and entry to the Worker.
import { checkoutFrameOrigins } from "../app/services/lemonsqueezy.server";
import { envOf } from "../app/utils/env.server";
import { runScheduledJobs } from "../app/utils/scheduled.server";
import { getLoadContext } from "./load-context";
import { securityHeaders } from "./security-headers";

const handleRemixRequest = createRequestHandler(build as ServerBuild);

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
    await runScheduledJobs(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;

// A configuration the app cannot read has already turned the page into the error screen, which
// frames nothing; the headers must still be set on it.
function checkoutFrames(env: Env): string[] {
  try {
    return checkoutFrameOrigins(envOf(env));
  } catch {
    return [];
  }
}
