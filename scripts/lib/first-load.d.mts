export const budgets: {
  pageJs: number;
  firstLoadCss: number;
  cpuFloorRatio: { kept: number; freshFirstVisit: number; perBuyer: number };
};
export const articlePath: string;
export const pageFamilies: ReadonlyArray<{ family: string; path: string; order?: "paid" | "delivered"; budget: number }>;
export function gzipBytes(content: string | Uint8Array): number;
export function firstLoadAssets(html: string): { scripts: string[]; styles: string[] };
export function gzipTotal(urls: string[], publicDir: string): number;
