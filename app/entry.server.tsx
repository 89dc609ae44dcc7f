import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { resolveLanguage } from "~/utils/i18n.server";
import { NonceProvider } from "~/utils/nonce";

// The Worker (workers/app.ts) reaches these through this module, so the code they share with the
// routes is bundled once: the cron jobs, and the checkout origins its security headers allow.
export { checkoutFramesOf } from "./services/lemonsqueezy.server";
export { runScheduledJobs } from "./features/scheduled.server";
export { runGeneration } from "./features/photos/jobs/generation.server";

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
      <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} />
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
  // Crawlers and browsers without JavaScript get the finished document in one piece.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", language);
  if (negotiated) responseHeaders.append("Vary", "Accept-Language, Cookie");
  return new Response(body, { headers: responseHeaders, status });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) console.error(error);
};
