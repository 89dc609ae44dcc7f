import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { StylesheetTextsProvider } from "~/components/page-links";
import { resolveLanguage } from "~/utils/i18n.server";
import { isKeyedRender } from "~/render-cache.server";
import { NonceProvider } from "~/utils/nonce";
import type { RootData } from "~/features/chrome/root-data.server";

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
  // Crawlers and browsers without JavaScript get the finished document in one piece, and so does
  // the render cache: what it keeps is then the same whoever asked first. A document that answers a
  // form went to a browser whose scripts did not send it (none, or not started yet): the parts that
  // a page fetches later in the browser (app/utils/lazy.tsx) must be in it, not left to a script.
  // So must those of a page whose route says that it is made of such parts (`handle.lazyParts`),
  // and the cookie banner where it shows: any visitor, with JavaScript or not, may open them.
  const keyed = isKeyedRender(status, responseHeaders, remixContext, loadContext);
  if (keyed || request.method === "POST" || hasLazyParts(remixContext) || isbot(request.headers.get("user-agent") ?? ""))
    await body.allReady;
  loadContext.keyedRender = keyed && status === 200;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", language);
  if (negotiated) responseHeaders.append("Vary", "Accept-Language, Cookie");
  return new Response(body, { headers: responseHeaders, status });
}

const hasLazyParts = ({ staticHandlerContext, routeModules }: EntryContext) =>
  Boolean((staticHandlerContext.loaderData.root as Partial<RootData> | undefined)?.consentBanner) ||
  staticHandlerContext.matches.some(
    ({ route }) => (routeModules[route.id]?.handle as { lazyParts?: boolean } | undefined)?.lazyParts === true,
  );

/**
 * Logs what went wrong on the server. A request Remix refuses itself (a POST to a page without a
 * form: 405) is the client's mistake, answered as such, and not logged: a stranger's junk would
 * otherwise fill the operator's log with stack traces.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};
