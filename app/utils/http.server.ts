import { localPath } from "./local-path";

/** Where a form sends the visitor back to: a path on this site (see {@link localPath}), else the home page. */
export function returnUrl(value: FormDataEntryValue | null, origin: string): URL {
  return new URL(localPath(value) ?? "/", origin);
}

/** The answer of a form's endpoint to anything but its POST. */
export function postOnly(): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
