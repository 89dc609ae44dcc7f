import { redirect } from "@remix-run/cloudflare";
import { localPath } from "./local-path";

/**
 * The only way a form's `returnTo` becomes a redirect: to that path on this site (see {@link localPath}),
 * changed by `change` (another language's twin, a parameter dropped), else to the home page so changed.
 * The path is judged again after the change, as a change can make another site of a local path
 * (`/es//host` without its `/es` is `//host`).
 */
export function redirectBack(returnTo: FormDataEntryValue | null, change: (url: URL) => void, init?: ResponseInit): Response {
  return redirect(backTo(returnTo, change), init);
}

function backTo(returnTo: FormDataEntryValue | null, change: (url: URL) => void): string {
  for (const start of [localPath(returnTo), "/"]) {
    if (start === null) continue;
    const url = new URL(start, "https://local.invalid");
    change(url);
    const target = localPath(url.pathname + url.search);
    if (target !== null) return target;
  }
  return "/";
}

/** The answer of a form's endpoint to anything but its POST. */
export function postOnly(): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
