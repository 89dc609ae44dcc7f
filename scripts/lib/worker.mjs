/**
 * The deployable Worker (dist-deploy/app.js, built by `npm run build:worker`) in workerd through
 * Miniflare, with the bindings wrangler.toml declares backed by real local KV, D1 and R2 (in memory)
 * and the D1 migrations applied. Shared by the integration tests and `npm run bench`.
 */
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

export const root = path.resolve(import.meta.dirname, "../..");

/**
 * Every migration's statements in one `exec`, a statement a line: every integration test file starts
 * a Worker, and each statement prepared through Miniflare's proxy is a round trip to workerd that
 * waits (0.15 s of a start as one batch of prepared statements, 0.03 s as one exec). The migrations
 * keep their comments on lines of their own and no line break inside a string, which this relies on.
 */
export async function applyMigrations(db) {
  const dir = path.join(root, "migrations");
  const statements = readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .flatMap((file) =>
      readFileSync(path.join(dir, file), "utf8")
        .replace(/^\s*--.*$/gm, "")
        .split(/;\s*$/m)
        .map((statement) => statement.replace(/\s+/g, " ").trim())
        .filter(Boolean),
    );
  await db.exec(statements.join("\n"));
}

/**
 * `without` names bindings to leave out, as if that store were down: the Worker's calls to it throw.
 * `persist` keeps every store (and the Workflows engine's state) in that directory instead of in
 * memory, so that a second Worker started on it carries on where the first stopped.
 * `dist` is where the bundle is read from, dist-deploy unless given (the bench runs a copy of it).
 * `inspectorPort` opens the Worker to a DevTools client there (a CPU profile, its memory); 0 takes a free port.
 * `host` and `port` open it to HTTP clients there (a browser), beside `dispatchFetch`.
 */
export async function startMiniflare({
  bindings = {},
  cf,
  without = [],
  persist,
  dist = path.join(root, "dist-deploy"),
  inspectorPort,
  host,
  port,
} = {}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, "wrangler.toml"));
  // Each store under wrangler's id for it, so that a server on wrangler's state (scripts/start.mjs)
  // finds what wrangler's own commands wrote there.
  const present = (stores) => Object.fromEntries(Object.entries(stores ?? {}).filter(([name]) => !without.includes(name)));
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      rootPath: root,
      // The deployable bundle as wrangler wrote it: the Worker, and the image library's WebAssembly beside it.
      modulesRoot: dist,
      modules: [
        { type: "ESModule", path: path.join(dist, "app.js") },
        ...readdirSync(dist)
          .filter((name) => name.endsWith(".wasm"))
          .map((name) => ({ type: "CompiledWasm", path: path.join(dist, name) })),
      ],
      compatibilityDate: workerOptions.compatibilityDate,
      kvNamespaces: present(workerOptions.kvNamespaces),
      d1Databases: present(workerOptions.d1Databases),
      r2Buckets: present(workerOptions.r2Buckets),
      workflows: workerOptions.workflows,
      bindings: { ...workerOptions.bindings, ...bindings },
      assets: { directory: path.join(root, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
      cf,
      ...(persist ? { defaultPersistRoot: persist } : {}),
      ...(inspectorPort !== undefined ? { inspectorPort } : {}),
      ...(port ? { host, port } : {}),
    }),
  );
  try {
    const db = without.includes("DB") ? null : await mf.getD1Database("DB");
    const migrated = persist && (await db?.prepare("SELECT 1 FROM sqlite_master WHERE name = 'orders'").first());
    if (db && !migrated) await applyMigrations(db);
    return mf;
  } catch (error) {
    // A Worker that did not start leaves no workerd running behind it.
    await mf.dispose();
    throw error;
  }
}
