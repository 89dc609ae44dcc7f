/** What the adapters of outside services share: a fetch with a deadline, and reading Retry-After. */

/** The request never got an answer: it ran out of time, or the service could not be reached at all. */
export class UpstreamUnavailable extends Error {
  constructor(
    readonly kind: "timeout" | "unreachable",
    message: string,
  ) {
    super(message);
    this.name = "UpstreamUnavailable";
  }
}

/** `fetch` that gives up after `timeoutMs`; a timeout or a network failure is an {@link UpstreamUnavailable}. */
export async function fetchWithTimeout(service: string, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new UpstreamUnavailable("timeout", `${service} did not answer within ${timeoutMs} ms`);
    }
    throw new UpstreamUnavailable(
      "unreachable",
      `${service} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A Retry-After value in seconds, from a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value.trim());
  if (value.trim() !== "" && Number.isFinite(seconds)) return seconds >= 0 ? Math.ceil(seconds) : null;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
