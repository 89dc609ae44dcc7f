import type { ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error: written by `remix build`; it has no type declarations.
import * as build from "../build/server/index.js";
import type * as WorkerServices from "../app/worker-services.server";

/** The server build, whose entry module (app/entry.server.tsx) also carries what the Worker runs beside the pages. */
export const serverBuild: ServerBuild & { entry: { module: { workerServices: typeof WorkerServices } } } = build;

/** The cron's jobs, the generation job, the checkout origins, the render cache's key and the visitor (app/worker-services.server.ts). */
export const { workerServices } = serverBuild.entry.module;
