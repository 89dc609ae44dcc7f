export type ReceivedEvent = {
  name: string;
  url: string;
  domain: string;
  referrer?: string | null;
  props?: Record<string, string | number | boolean>;
  userAgent: string | null;
  forwardedFor: string | null;
};

export function startFakePlausible(port?: number): Promise<{ url: string; events: ReceivedEvent[]; close: () => Promise<void> }>;
