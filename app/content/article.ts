import type { Language } from "~/utils/i18n";

/** One blog article as scripts/build-content.mjs compiles it from app/content/articles/<language>/<slug>.md. */
export type Article = {
  language: Language;
  slug: string;
  title: string;
  description: string;
  author: string;
  /** The publish date, YYYY-MM-DD. */
  publishedAt: string;
  category: string;
  tags: string[];
  /**
   * The illustration shown with the article, an SVG under public/, and the same as a `data:` address
   * for where it is the first screen's largest picture: painted with the document (ADR 052).
   */
  image: { src: string; width: number; height: number; alt: string; inline: string };
  /** The same illustration as a PNG for link previews, which do not show SVG. */
  preview: { src: string; width: number; height: number };
  /** Shared by the article's true equivalents in other languages, or null when it has none. */
  translationKey: string | null;
  /** The article's text as HTML, built from trusted Markdown with every character of text escaped. */
  html: string;
  words: number;
  readMinutes: number;
};
