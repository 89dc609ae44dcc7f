export function watchAnswers(options: {
  url: string;
  everyMs?: number;
  stuckMs?: number;
  restart: () => Promise<void>;
  log: (line: string) => void | Promise<void>;
}): { stop: () => void };
export function processState(pid: string | number, ms?: number): Promise<string>;
