export type LocalServer = { url: string; output: () => string; stop: () => Promise<void> };
export function startLocalServer(options: { port: number; env: Record<string, string>; readyWithinMs?: number }): Promise<LocalServer>;
