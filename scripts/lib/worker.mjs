/**
 * The deployable Worker (dist-deploy/app.js, built by `npm run build:worker`) in workerd through
 * Miniflare, with the bindings wrangler.toml declares backed by real local KV, D1 and R2 (in memory)
 * and the D1 migrations applied. Shared by the integration tests and `npm run bench`.
 */
import { Miniflare } from "miniflare";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

export const root = path.resolve(import.meta.dirname, "../..");

export async function applyMigrations(db) {
  const dir = path.join(root, "migrations");
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    const sql = readFileSync(path.join(dir, file), "utf8").replace(/^\s*--.*$/gm, "");
    const statements = sql
      .split(/;\s*$/m)
      .map((statement) => statement.trim())
      .filter(Boolean);
    await db.batch(statements.map((statement) => db.prepare(statement)));
  }
}

/**
 * `without` names bindings to leave out, as if that store were down: the Worker's calls to it throw.
 * `persist` keeps every store (and the Workflows engine's state) in that directory instead of in
 * memory, so that a second Worker started on it carries on where the first stopped.
 * `dist` is where the bundle is read from, dist-deploy unless given (the bench runs a copy of it).
 * `inspectorPort` opens the Worker to a DevTools client there (a CPU profile).
 */
export async function startMiniflare({
  bindings = {},
  cf,
  without = [],
  persist,
  dist = path.join(root, "dist-deploy"),
  inspectorPort,
} = {}) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, "wrangler.toml"));
  const present = (names) => Object.keys(names ?? {}).filter((name) => !without.includes(name));
  const mf = new Miniflare({
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
    ...(inspectorPort ? { inspectorPort } : {}),
  });
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
