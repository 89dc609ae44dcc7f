/**
 * Plausible's Events API (POST {base}/api/event). Browsers send their events to this site, which
 * forwards them, so no visitor's browser contacts an analytics host before consenting; Plausible
 * sets no cookie and counts visitors by a daily salted hash of the IP address and user agent it
 * is given in these headers.
 */
export type PlausibleEvent = {
  name: string;
  url: string;
  referrer?: string | null;
  props?: Record<string, string | number | boolean>;
};

export type Visit = { userAgent: string; ip: string | null };

export class PlausibleError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "PlausibleError";
  }
}

const timeoutMs = 5_000;

export async function sendEvent(config: { baseUrl: string; domain: string }, event: PlausibleEvent, visit: Visit): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/api/event`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": visit.userAgent,
        ...(visit.ip ? { "X-Forwarded-For": visit.ip } : {}),
      },
      body: JSON.stringify({ ...event, domain: config.domain }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new PlausibleError(`Plausible unreachable: ${String(error)}`, null);
  }
  // The body is a short "ok" or an error text; read it so the connection is released.
  const text = await response.text();
  if (!response.ok) throw new PlausibleError(`Plausible answered ${response.status}: ${text.slice(0, 200)}`, response.status);
}
