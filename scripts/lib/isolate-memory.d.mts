import type { Miniflare } from "miniflare";

export type IsolateMemory = { heap: number; buffers: number; webAssembly: number[]; total: number };
export function peakIsolateMemory<T>(mf: Miniflare, work: () => Promise<T>): Promise<{ result: T; memory: IsolateMemory }>;
