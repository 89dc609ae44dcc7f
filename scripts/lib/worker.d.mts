import type { Miniflare } from "miniflare";

export const root: string;
export function applyMigrations(db: D1Database): Promise<void>;
export function startMiniflare(options?: {
  bindings?: Record<string, string>;
  cf?: Record<string, unknown>;
  without?: string[];
  persist?: string;
  dist?: string;
  inspectorPort?: number;
  host?: string;
  port?: number;
}): Promise<Miniflare>;
export function openStores(persist: string): Promise<{ db: D1Database; photos: R2Bucket; dispose(): Promise<void> }>;
