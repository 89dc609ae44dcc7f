import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { StylesheetTextsProvider } from "~/components/page-links";
import { resolveLanguage } from "~/utils/i18n.server";
import { isKeyedRender } from "~/render-cache.server";
import { NonceProvider } from "~/utils/nonce";

// The Worker's own code (workers/server-build.ts) takes these from the server build through here.
export * as workerServices from "./worker-services.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { language, negotiated } = await resolveLanguage(request);
  let status = responseStatusCode;

  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.nonce}>
      <StylesheetTextsProvider value={loadContext.stylesheets}>
        <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} />
      </StylesheetTextsProvider>
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        status = 500;
        if (!request.signal.aborted) console.error(error);
      },
    },
  );
  // Every document is whole before it is answered. The Worker then reads it once, as bytes,
  // to start its scripts after the first paint and for the render cache (workers/app.ts, ADR 098),
  // where HTMLRewriter took a pass over every tag of it. Nothing of a page waits for the network,
  // so the wait is the render's own milliseconds. Crawlers and browsers without JavaScript get the
  // parts that a page fetches later in the browser (app/utils/lazy.tsx) in it, as any visitor
  // does, and what the render cache keeps is the same whoever asked first.
  await body.allReady;
  const keyed = isKeyedRender(status, responseHeaders, remixContext, loadContext);
  loadContext.keyedRender = keyed && status === 200;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", language);
  if (negotiated) responseHeaders.append("Vary", "Accept-Language, Cookie");
  return new Response(body, { headers: responseHeaders, status });
}

/**
 * Logs what went wrong on the server. A request Remix refuses itself (a POST to a page without a
 * form: 405) is the client's mistake, answered as such, and not logged: a stranger's junk would
 * otherwise fill the operator's log with stack traces.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};
