/**
 * Documents whose render is a function of an explicit key (app/render-cache.server.ts), kept in
 * the isolate's memory and answered again with a fresh CSP nonce
 * (docs/decisions/005-measuring-server-cpu.md). A deployment starts new isolates, so nothing kept
 * outlives the build that rendered it; the lifetime bounds what a page could show of the time.
 */
// A kept document is the parts its render was answered in (workers/paint-first.ts), with a null
// wherever that render's nonce stood: an answer writes them out with its own nonce in those places,
// and no copy of the whole document is made.
import { documentBody, type DocumentParts } from "./paint-first";

type Kept = { status: number; headers: [string, string][]; parts: DocumentParts; length: number; until: number };

const lifetimeMs = 10 * 60_000;
// Bytes of HTML kept in all; a page is 40,000 to 90,000, and an isolate has 128 MB.
const capacity = 8_000_000;

const kept = new Map<string, Kept>();
let size = 0;

function forget(key: string): void {
  const entry = kept.get(key);
  if (!entry) return;
  kept.delete(key);
  size -= entry.length;
}

/** The document kept under `key`, its scripts carrying `nonce`; null when none is kept (or it has expired). */
export function replay(key: string, nonce: string): Response | null {
  const entry = kept.get(key);
  if (!entry) return null;
  forget(key);
  if (entry.until < Date.now()) return null;
  // Most recently used last: the oldest is the first to go.
  kept.set(key, entry);
  size += entry.length;
  return new Response(documentBody(entry.parts, nonce), { status: entry.status, headers: entry.headers });
}

/** Keeps `parts`, the document of `response`, under `key`. */
export function keep(key: string, response: Response, parts: DocumentParts): void {
  const length = parts.reduce((sum, part) => sum + (part?.length ?? 0), 0);
  // An entry is answered to every visitor of its key, and a cookie is one visitor's: each answer's
  // cookies are added to it after the cache (workers/app.ts), never kept with it.
  if (response.headers.has("Set-Cookie") || length > capacity / 8) return;
  forget(key);
  kept.set(key, { status: response.status, headers: [...response.headers], parts, length, until: Date.now() + lifetimeMs });
  size += length;
  for (const oldest of kept.keys()) {
    if (size <= capacity) break;
    forget(oldest);
  }
}
