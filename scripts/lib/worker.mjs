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
/**
 * The D1 database and the R2 bucket kept under `persist` (wrangler's local state, as
 * `startMiniflare({ persist })` and `scripts/start.mjs` keep them), without the Worker: for a process
 * that writes beside a running server (tests/setup/seed-order.ts), as `wrangler d1 execute --local`
 * does, in a second workerd that opens the same SQLite files and blob folder.
 */
export async function openStores(persist) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, "wrangler.toml"));
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default { fetch: () => new Response(null, { status: 404 }) }",
      compatibilityDate: workerOptions.compatibilityDate,
      d1Databases: workerOptions.d1Databases,
      r2Buckets: workerOptions.r2Buckets,
      resourcePersistencePath: persist,
    }),
  );
  const db = waitingOutLocks(await mf.getD1Database("DB"));
  // The server applies the migrations as it starts (wrangler records them); a second copy here would stop it.
  if (!(await db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'orders'").first())) {
    await mf.dispose();
    throw new Error(`${persist} holds no migrated database: start the server on it first`);
  }
  return { db, photos: waitingOutLocks(await mf.getR2Bucket("PHOTOS")), dispose: () => mf.dispose() };
}

/**
 * A store (and every object reached through it) whose calls are made again while the server beside
 * it holds the SQLite file's lock: workerd sets no busy timeout, so a statement that meets the other
 * process's write fails at once, with SQLITE_BUSY or, where workerd meets it outside the statement,
 * as an "internal error" (its own log then names SQLITE_BUSY), and R2's put as "Unspecified error (0)" (its log
 * names SQLITE_BUSY_SNAPSHOT: the bucket's index is a SQLite file too). Each lock is held for one statement.
 */
function waitingOutLocks(stub) {
  return new Proxy(stub, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      return (...args) => {
        const call = () => value.apply(target, args);
        const result = call();
        if (!(result instanceof Promise)) return typeof result === "object" && result !== null ? waitingOutLocks(result) : result;
        return (async () => {
          for (let attempt = 0, pending = result; ; attempt += 1, pending = call()) {
            try {
              return await pending;
            } catch (error) {
              if (attempt >= 100 || !/SQLITE_BUSY|internal error; reference = |Unspecified error \(0\)/.test(String(error))) throw error;
              await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
            }
          }
        })();
      };
    },
  });
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
      ...(persist ? { resourcePersistencePath: persist } : {}),
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
