import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { matchRoutes } from "@remix-run/react";

type RequestHandler = ReturnType<typeof createRequestHandler>;
type RouteEntry = Parameters<typeof matchRoutes>[0][number];

/**
 * Remix's request handler for a document request, over the part of the route table that the
 * document needs: the routes its path matches, and those that "/" and each parent path match,
 * which the document's manifest inlines for the browser (lazy route discovery). Remix matches the
 * path against the whole table twice per request (its request handler, then its static handler),
 * and its document render builds router routes from the whole manifest and matches twice more; each
 * pass flattens, ranks and compiles the ~100 branches it tries anew
 * (docs/decisions/096-route-table-per-document.md). Over the routes of one branch, every pass finds
 * the same matches as over the whole table, since the branch that wins there is in it and nothing
 * else is, and the inlined manifest is the same, route for route and in the same order.
 *
 * The whole table still answers what needs it: the manifest requests of lazy route discovery,
 * single fetch's data requests (whose path is not the page's) and a path that no route matches.
 */
export function handlerFor(build: ServerBuild, whole: RequestHandler, url: URL): RequestHandler {
  if (url.pathname === "/__manifest" || url.pathname.endsWith(".data") || url.searchParams.has("_data")) return whole;
  const own = idsMatching(build.routes, url.pathname);
  if (own.length === 0) return whole;
  const wanted = new Set(own);
  for (const path of parentPaths(url.pathname)) for (const id of idsMatching(build.routes, path)) wanted.add(id);
  // In the table's own order, as the whole manifest has them.
  const ids = Object.keys(build.routes).filter((id) => wanted.has(id));
  const key = ids.join(" ");
  let handler = handlers.get(key);
  if (!handler) {
    const pick = <T>(all: Record<string, T>) => Object.fromEntries(ids.map((id) => [id, all[id]!]));
    handler = createRequestHandler({
      ...build,
      routes: pick(build.routes),
      assets: { ...build.assets, routes: pick(build.assets.routes) },
    });
    handlers.set(key, handler);
  }
  return handler;
}

// One handler per set of routes: a set is a branch of the table with the branches of its parent
// paths, so there are about as many as routes, whatever paths are asked.
const handlers = new Map<string, RequestHandler>();

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

type BuildRoutes = ServerBuild["routes"];

// The build is the same object for the isolate's life: its tree is made once, and the routes a
// path matches are kept, for a bounded number of paths (a crawler's made-up paths must not grow
// it without end).
const trees = new WeakMap<BuildRoutes, RouteEntry[]>();
const matchedIds = new Map<string, string[]>();
const keptPaths = 500;

function idsMatching(all: BuildRoutes, path: string): string[] {
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

/** The table's routes as React Router route objects, children under their parents, in the table's order. */
function routeTree(all: BuildRoutes): RouteEntry[] {
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
