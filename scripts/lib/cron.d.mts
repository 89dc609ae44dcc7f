export function parseCron(expression: string): (date: Date) => boolean;
export function nextRun(expression: string, after: number): number;
export function keepSchedule(options: {
  crons: readonly string[];
  trigger: (cron: string, scheduledTime: number) => Promise<string>;
  log: (line: string) => void;
  every?: number;
  now?: () => number;
}): { stop: () => void };
export function triggerScheduled(url: string, cron: string, scheduledTime: number): Promise<string>;
