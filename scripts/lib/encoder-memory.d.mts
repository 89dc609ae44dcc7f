import type { IsolateMemory } from "./isolate-memory.mjs";

export type Encoding = { jpg: number; webp: number; pixels: number };
export function encodingAt(rgba: Uint8Array, side: number): Promise<Encoding>;
export function withEncoding(memory: IsolateMemory, encoding: Encoding): { total: number; parts: string };
