/**
 * Documents whose render is a function of an explicit key (app/render-cache.server.ts), kept in
 * the isolate's memory and answered again with a fresh CSP nonce
 * (docs/decisions/005-measuring-server-cpu.md). A deployment starts new isolates, so nothing kept
 * outlives the build that rendered it; the lifetime bounds what a page could show of the time.
 */
type Kept = { status: number; headers: [string, string][]; html: string; until: number };

const lifetimeMs = 10 * 60_000;
// Characters of HTML kept in all; a page is about 50,000, and an isolate has 128 MB.
const capacity = 8_000_000;

const kept = new Map<string, Kept>();
let size = 0;

function forget(key: string): void {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  size -= entry.html.length;
}

/** The document kept under `key`, its scripts carrying `nonce`; null when none is kept (or it has expired). */
export function replay(key: string, nonce: string): Response | null {
  const entry = kept.get(key);
  if (!entry) return null;
  forget(key);
  if (entry.until < Date.now()) return null;
  // Most recently used last: the oldest is the first to go.
  kept.set(key, entry);
  size += entry.html.length;
  const html = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(new Response(entry.html));
  return new Response(html.body, { status: entry.status, headers: entry.headers });
}

/**
 * `response` as it is sent, its document kept under `key`. A kept render is whole before it is
 * answered (app/entry.server.tsx), so its document is read here once and sent as one string:
 * reading a copy of the stream beside the answer would take a second pass over each of React's
 * small chunks.
 */
export async function keep(key: string, response: Response): Promise<Response> {
  // An entry is answered to every visitor of its key, and a cookie is one visitor's: each answer's
  // cookies are added to it after the cache (workers/app.ts), never kept with it.
  if (!response.body || response.headers.has("Set-Cookie")) return response;
  const html = await response.text();
  if (html.length <= capacity / 8) {
    forget(key);
    kept.set(key, { status: response.status, headers: [...response.headers], html, until: Date.now() + lifetimeMs });
    size += html.length;
    for (const oldest of kept.keys()) {
      if (size <= capacity) break;
      forget(oldest);
    }
  }
  return new Response(html, response);
}
