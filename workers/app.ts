import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error: written by `remix build`; it has no type declarations.
import * as build from "../build/server/index.js";
import { getLoadContext } from "./load-context";
import { securityHeaders } from "./security-headers";

const handleRemixRequest = createRequestHandler(build as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    const loadContext = getLoadContext(request, env, ctx);
    const response = await handleRemixRequest(request, loadContext);
    if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;

    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(securityHeaders(loadContext.nonce, new URL(request.url).protocol === "https:"))) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
} satisfies ExportedHandler<Env>;
