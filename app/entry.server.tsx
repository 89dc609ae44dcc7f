import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, matchRoutes, RemixServer } from "@remix-run/react";
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
        <RemixServer context={withRoutesForDocument(remixContext)} url={request.url} nonce={loadContext.nonce} />
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

type ManifestRoutes = EntryContext["manifest"]["routes"];
type RouteEntry = Parameters<typeof matchRoutes>[0][number];

/**
 * What the render needs of the route table, and no more. Remix's document render builds router
 * routes from the whole manifest and matches against all of them twice: once for the page's own
 * path, and once for "/" and each parent path, to inline the routes the browser starts with (lazy
 * route discovery). Each matching pass flattens, ranks and compiles the ~100 branches anew, and "/"
 * ranks last, so it tries them all (docs/decisions/005-measuring-server-cpu.md). Given only the
 * routes the page matched and the routes its parent paths match, both passes find the same matches
 * and the inlined manifest is the same, route for route and in the same order.
 */
function withRoutesForDocument(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const wanted = new Set(context.staticHandlerContext.matches.map((match) => match.route.id));
  for (const path of parentPaths(context.staticHandlerContext.location.pathname)) for (const id of idsMatching(all, path)) wanted.add(id);
  // In the table's own order, as the full manifest has them.
  const routes: ManifestRoutes = {};
  for (const id of Object.keys(all)) if (wanted.has(id)) routes[id] = all[id];
  return { ...context, manifest: { ...context.manifest, routes } };
}

/** "/" and every parent of `pathname`, as Remix's Scripts component lists them. */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = ["/"];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  return paths;
}

// The manifest is the build's, the same object for the isolate's life: its tree is made once, and
// the routes a path matches are kept, for a bounded number of paths (a crawler's made-up paths
// must not grow it without end).
const trees = new WeakMap<ManifestRoutes, RouteEntry[]>();
const matchedIds = new Map<string, string[]>();
const keptPaths = 500;

function idsMatching(all: ManifestRoutes, path: string): string[] {
  let ids = matchedIds.get(path);
  if (!ids) {
    let tree = trees.get(all);
    if (!tree) {
      tree = routeTree(all);
      trees.set(all, tree);
    }
    ids = (matchRoutes(tree, path) ?? []).map((match) => match.route.id!);
    if (matchedIds.size >= keptPaths) matchedIds.clear();
    matchedIds.set(path, ids);
  }
  return ids;
}

/** The manifest's routes as React Router route objects, children under their parents, in the manifest's order. */
function routeTree(all: ManifestRoutes): RouteEntry[] {
  const entries = new Map<string, RouteEntry>();
  for (const { id, path, index, caseSensitive } of Object.values(all))
    entries.set(id, index ? { id, path, index, caseSensitive } : { id, path, caseSensitive, children: [] });
  const roots: RouteEntry[] = [];
  for (const route of Object.values(all)) {
    const parent = route.parentId === undefined ? undefined : entries.get(route.parentId);
    (parent?.children ?? roots).push(entries.get(route.id)!);
  }
  return roots;
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
