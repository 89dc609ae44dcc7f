/** Where a form sends the visitor back to: a path on this site, else the home page. */
export function returnUrl(value: FormDataEntryValue | null, origin: string): URL {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? new URL(value, origin) : new URL("/", origin);
}

/** The answer of a form's endpoint to anything but its POST. */
export function postOnly(): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
