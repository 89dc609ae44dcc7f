import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error: written by the floor's `remix build`; it has no type declarations.
import * as build from "../../node_modules/.cache/resoume-floor/server/index.js";

// Remix's Cloudflare Workers template, less the load context: the floor has no loader to read it.
const handleRemixRequest = createRequestHandler(build as ServerBuild);

export default {
  fetch: (request) => handleRemixRequest(request),
} satisfies ExportedHandler<Env>;
