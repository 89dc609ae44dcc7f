import type { AppLoadContext } from "@remix-run/cloudflare";
// @ts-expect-error: written by scripts/build-styles.mjs after `remix build`; it has no type declarations.
import builtStylesheets from "../build/styles.js";

const stylesheets: ReadonlyMap<string, string> = builtStylesheets;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
      cf: Request["cf"];
    };
    /** A fresh value per response; the Content-Security-Policy allows only scripts that carry it. */
    nonce: string;
    /** Set-Cookie values that loaders and actions want on this response, whatever it turns out to be. */
    responseCookies: string[];
    /** The render cache's key for this request, where it has one (app/render-cache.server.ts). */
    renderKey: string | null;
    /** Set by the document render when its answer is a function of `renderKey` alone and may be kept. */
    keyedRender: boolean;
    /** The client build's stylesheets by address, which documents carry inline (app/components/page-links.tsx). */
    stylesheets: ReadonlyMap<string, string>;
  }

  interface Future {
    v3_singleFetch: true;
  }
}

export function getLoadContext(request: Request, env: Env, ctx: ExecutionContext): AppLoadContext {
  let cf: { value: Request["cf"] } | undefined;
  return {
    cloudflare: {
      env,
      ctx,
      // workerd builds request.cf anew on every read, and most requests never need it: read once,
      // where a request does (its region, country and currency read it several times).
      get cf() {
        cf ??= { value: request.cf };
        return cf.value;
      },
    },
    // 122 random bits; a UUID's characters are all valid in a CSP nonce.
    nonce: crypto.randomUUID(),
    responseCookies: [],
    renderKey: null,
    keyedRender: false,
    stylesheets,
  };
}
