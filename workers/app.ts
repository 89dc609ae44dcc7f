// First: it catches the WebAssembly instance Photon makes as the server build loads it.
import "../app/features/photos/photon-capture.server";
import { createRequestHandler, type AppLoadContext } from "@remix-run/cloudflare";
import { isSameOrigin } from "../app/utils/same-origin.server";
import { getLoadContext } from "./load-context";
import { documentBody, paintFirst } from "./paint-first";
import { keep, replay } from "./render-cache";
import { guardBody } from "./request-body";
import { handlerFor } from "./route-table";
import { baselineHeaders, securityHeaders } from "./security-headers";
import { serverBuild, workerServices } from "./server-build";

export { GenerationWorkflow } from "./generation";

const handleRemixRequest = createRequestHandler(serverBuild);
const { runScheduledJobs, checkoutFramesOf, renderKeyOf, visitorOf } = workerServices;

// Methods that run no action: loaders, which change nothing, answer them.
const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Remix compares the `Origin` of a page's POST with `X-Forwarded-Host` or `Host` itself, and answers
 * a mismatch (another site, `Origin: null`, an unparseable value) with a 500 before any route runs.
 * The site's own check decides instead: a request it refuses gets a short 403 here, and one it lets
 * through reaches Remix with this host as `X-Forwarded-Host`, so that Remix's check, which asks the
 * same question, agrees. A request without `Origin` is left to the routes' guards, which answer in
 * the page's language.
 */
function checkOrigin(request: Request): Request | Response {
  if (readOnly.has(request.method) || !request.headers.has("Origin")) return request;
  if (!isSameOrigin(request)) {
    return new Response("Cross-site request refused", {
      status: 403,
      headers: { ...baselineHeaders, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const headers = new Headers(request.headers);
  headers.set("X-Forwarded-Host", new URL(request.url).host);
  return new Request(request, { headers });
}

/**
 * Remix's answer, or the render cache's where it keeps this request's document. `Server-Timing`
 * says which it was: a reader of the headers learns no more than that the page was rendered before.
 */
async function answer(request: Request, loadContext: AppLoadContext): Promise<Response> {
  const key = loadContext.renderKey;
  const kept = key === null ? null : replay(key, loadContext.nonce);
  if (kept) {
    // A first visit's region, consent and variant are in the key; the cookies that store them are its own.
    visitorOf(request, loadContext);
    kept.headers.set("Server-Timing", 'render;desc="kept"');
    return kept;
  }
  const rendered = await handlerFor(serverBuild, handleRemixRequest, new URL(request.url))(request, loadContext);
  if (!rendered.headers.get("Content-Type")?.startsWith("text/html")) return rendered;
  // A document is whole before it is answered (app/entry.server.tsx), and read here once.
  const parts = rendered.body ? await paintFirst(rendered.body, loadContext.nonce) : [];
  const response = new Response(documentBody(parts, loadContext.nonce), rendered);
  if (key === null || !loadContext.keyedRender) return response;
  keep(key, response, parts);
  response.headers.set("Server-Timing", 'render;desc="fresh"');
  return response;
}

/** The answer to one request, its headers completed: the site's own, its cookies and, for a page, its policy. */
async function respond(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const checked = checkOrigin(request);
  if (checked instanceof Response) return checked;
  const loadContext = getLoadContext(request, env, ctx);
  loadContext.renderKey = await renderKeyOf(checked, loadContext);
  const response = await answer(checked, loadContext);
  const html = response.headers.get("Content-Type")?.startsWith("text/html");

  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(baselineHeaders)) headers.set(name, value);
  for (const cookie of loadContext.responseCookies) headers.append("Set-Cookie", cookie);
  if (html) {
    const policy = securityHeaders(loadContext.nonce, new URL(request.url).protocol === "https:", checkoutFramesOf(env));
    // An answer that brings a policy of its own (an e-mail's body, framed by the dashboard) keeps it.
    for (const [name, value] of Object.entries(policy))
      if (name !== "Content-Security-Policy" || !response.headers.has(name)) headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export default {
  async fetch(incoming, env, ctx) {
    // The routes read a body of their own; what they leave is read here before the answer goes out.
    const { request, settle } = guardBody(incoming);
    try {
      return await respond(request, env, ctx);
    } finally {
      await settle();
    }
  },

  async scheduled(controller, env) {
    await runScheduledJobs(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;
