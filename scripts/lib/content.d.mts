import type { Article } from "../../app/content/article";

type Language = Article["language"];

export const languages: readonly Language[];
export const categories: Record<Language, readonly string[]>;
export const wordsPerMinute: number;
export const previewSize: { width: number; height: number };

export class ContentError extends Error {
  constructor(file: string, field: string, problem: string);
  file: string;
  field: string;
}

export function splitFrontmatter(source: string, file: string): { data: Record<string, unknown>; body: string };
export function escapeHtml(text: string): string;
export function renderMarkdown(markdown: string, file: string): { html: string; links: string[] };
export function countWords(html: string): number;
export function readMinutes(words: number): number;
export function svgSize(svg: string): { width: number; height: number } | null;
export function svgDataUri(svg: string): string;
export function pngSize(png: Buffer): { width: number; height: number } | null;
export function compileArticle(input: {
  source: string;
  file: string;
  language: Language;
  readPublic: (publicPath: string) => Buffer | null;
}): { article: Article; links: string[] };
export function checkCollection(compiled: Array<{ article: Article; links: string[]; file: string }>): void;
export function compileAll(dirs: { contentDir: string; publicDir: string; root: string }): Article[];
export function articlesModule(articles: readonly Article[]): string;
export function buildContent(options: { contentDir: string; publicDir: string; root: string; outFile: string }): {
  count: number;
  changed: boolean;
};
