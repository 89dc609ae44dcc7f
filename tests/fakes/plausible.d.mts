import type { Misbehaviour } from "./http";

export type ReceivedEvent = {
  name: string;
  url: string;
  domain: string;
  referrer?: string | null;
  props?: Record<string, string | number | boolean>;
  userAgent: string | null;
  forwardedFor: string | null;
};

export const plausibleFailures: { serverError: Misbehaviour; rateLimited: (seconds: number) => Misbehaviour; dropped: Misbehaviour };

export type FakePlausible = {
  url: string;
  events: ReceivedEvent[];
  /** The raw body of every event post, whatever it was answered. */
  posts: string[];
  /** The next event posts get these answers, in order. */
  misbehave: (...next: Misbehaviour[]) => void;
  /** Every event post gets this answer until it is called with null. */
  misbehaveAlways: (misbehaviour: Misbehaviour | null) => void;
  close: () => Promise<void>;
};

export function startFakePlausible(port?: number): Promise<FakePlausible>;
