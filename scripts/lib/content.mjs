/**
 * The blog's build step: reads app/content/articles/<language>/<slug>.md, checks each article's
 * frontmatter strictly, compiles its Markdown to HTML and writes one TypeScript module that the
 * server imports. The classic compiler has no import.meta.glob and a Worker has no file system, so
 * articles are data in the server bundle (docs/decisions/010-blog-articles.md).
 *
 * The Markdown is the small subset the articles use: `##` and `###` headings, paragraphs, `-` and
 * `1.` lists, `>` quotes, **strong**, *emphasis* and [links](/site-path). Everything else is text and
 * is escaped, so an article can never put markup of its own into a page.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod";

export const languages = ["en", "de", "es"];

/** Categories per language: a fixed list keeps "related by category" meaningful and catches typos. */
export const categories = {
  en: ["Photo tips", "Job applications", "LinkedIn", "Privacy"],
  de: ["Fototipps", "Bewerbung", "LinkedIn", "Datenschutz"],
  es: ["Consejos de foto", "Búsqueda de empleo", "LinkedIn", "Privacidad"],
};

/** Words per minute for the read time shown with each article. */
export const wordsPerMinute = 200;

/** Link previews (Open Graph, Twitter) want a raster image of this size beside each illustration. */
export const previewSize = { width: 1200, height: 630 };

export class ContentError extends Error {
  /** @param {string} file @param {string} field @param {string} problem */
  constructor(file, field, problem) {
    super(`${file}: ${field}: ${problem}`);
    this.name = "ContentError";
    this.file = file;
    this.field = field;
  }
}

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase letters and digits, words joined by hyphens");

const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "not a calendar date");

/** @param {"en" | "de" | "es"} language */
export function frontmatterSchema(language) {
  return z.strictObject({
    // /blog/de and /blog/es are blog homes, not articles.
    slug: Slug.refine((slug) => !languages.includes(slug), "is the path of a blog home"),
    title: z.string().min(10).max(90),
    // Search engines show about 160 characters of a description.
    description: z.string().min(70).max(165),
    author: z.string().min(2).max(60),
    date: IsoDate,
    category: z.enum(categories[language]),
    tags: z
      .array(z.string().regex(/^[\p{Ll}\d]+(?: [\p{Ll}\d]+)*$/u, "lowercase words separated by single spaces"))
      .min(2)
      .max(6)
      .refine((tags) => new Set(tags).size === tags.length, "a tag appears twice"),
    image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "an SVG under /images/blog/, such as /images/blog/selfie-light.svg"),
    imageAlt: z.string().min(10).max(180),
    // Articles in different languages with the same key are true equivalents (hreflang alternates).
    translationKey: Slug.optional(),
  });
}

/**
 * The frontmatter between the opening and closing `---` lines: `key: value` lines, where a value
 * is plain text, a "double-quoted" string or an inline list `[a, b, "c, d"]`.
 * @param {string} source
 * @param {string} file
 */
export function splitFrontmatter(source, file) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) throw new ContentError(file, "frontmatter", "the file must start with a frontmatter block between two --- lines");
  /** @type {Record<string, unknown>} */
  const data = {};
  match[1].split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "") return;
    const entry = /^([A-Za-z][A-Za-z0-9]*):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (!entry) throw new ContentError(file, `frontmatter line ${index + 2}`, `expected "key: value", found ${JSON.stringify(line)}`);
    const [, key, raw] = entry;
    if (key in data) throw new ContentError(file, key, "appears twice");
    data[key] = parseValue(raw, file, key);
  });
  return { data, body: source.slice(match[0].length) };
}

/** @param {string} raw @param {string} file @param {string} key */
function parseValue(raw, file, key) {
  if (raw.startsWith("[")) {
    if (!raw.endsWith("]")) throw new ContentError(file, key, "a list must end with ]");
    const items = raw.slice(1, -1).match(/"(?:[^"\\]|\\.)*"|[^,\s][^,]*/g) ?? [];
    return items.map((item) => parseValue(item.trim(), file, key));
  }
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw);
    } catch {
      throw new ContentError(file, key, `not a valid double-quoted string: ${raw}`);
    }
  }
  return raw;
}

const escapes = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => escapes[/** @type {keyof typeof escapes} */ (character)]);
}

// Site paths only: articles link to the site's own pages, which a test requests one by one.
const sitePath = /^\/[A-Za-z0-9\-._~/]*(?:#[A-Za-z0-9\-_]+)?$/;

/**
 * Inline Markdown in one block of text: links, then strong, then emphasis, on escaped text.
 * @param {string} text
 * @param {string} file
 * @param {(href: string) => void} onLink
 */
function renderInline(text, file, onLink) {
  let html = escapeHtml(text).replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) => {
    const target = href.replace(/&amp;/g, "&");
    if (!sitePath.test(target)) throw new ContentError(file, "body", `links must be paths on this site (start with /): ${target}`);
    onLink(target);
    return `<a href="${escapeHtml(target)}">${label}</a>`;
  });
  html = html.replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, "<strong>$1</strong>").replace(/\*(?=\S)([\s\S]*?\S)\*/g, "<em>$1</em>");
  if (/\]\(|\*\*/.test(html)) throw new ContentError(file, "body", `unfinished link or ** in: ${text.slice(0, 80)}`);
  return html;
}

/**
 * Markdown (the subset above) to HTML, with every site path it links to.
 * @param {string} markdown
 * @param {string} file
 */
export function renderMarkdown(markdown, file) {
  /** @type {string[]} */
  const links = [];
  const inline = (/** @type {string} */ text) => renderInline(text, file, (href) => links.push(href));
  /** @type {string[]} */
  const html = [];
  const blocks = markdown
    .replace(/\r\n/g, "\n")
    .trim()
    .split(/\n[ \t]*\n/);
  for (const block of blocks) {
    const lines = block.split("\n");
    const first = lines[0];
    const heading = /^(#{1,6})[ \t]+(.+)$/.exec(first);
    if (heading) {
      const level = heading[1].length;
      if (level === 1) throw new ContentError(file, "body", "the title is the page's only # heading; start sections with ##");
      if (level > 3) throw new ContentError(file, "body", `headings go down to ### only: ${first}`);
      if (lines.length > 1) throw new ContentError(file, "body", `a heading needs a blank line after it: ${first}`);
      html.push(`<h${level}>${inline(heading[2].trim())}</h${level}>`);
    } else if (/^[-*][ \t]/.test(first) || /^\d+\.[ \t]/.test(first)) {
      const ordered = /^\d+\./.test(first);
      const marker = ordered ? /^\d+\.[ \t]+/ : /^[-*][ \t]+/;
      /** @type {string[]} */
      const items = [];
      for (const line of lines) {
        if (marker.test(line)) items.push(line.replace(marker, ""));
        else if (/^[ \t]+\S/.test(line) && !/^[ \t]+(?:[-*]|\d+\.)[ \t]/.test(line)) items[items.length - 1] += ` ${line.trim()}`;
        else throw new ContentError(file, "body", `a list holds only items of one kind, without nesting: ${line.trim()}`);
      }
      const tag = ordered ? "ol" : "ul";
      html.push(`<${tag}>${items.map((item) => `<li>${inline(item.trim())}</li>`).join("")}</${tag}>`);
    } else if (first.startsWith(">")) {
      if (!lines.every((line) => line.startsWith(">"))) throw new ContentError(file, "body", "every line of a quote starts with >");
      html.push(`<blockquote><p>${inline(lines.map((line) => line.replace(/^>[ \t]?/, "").trim()).join(" "))}</p></blockquote>`);
    } else {
      if (lines.some((line) => /^(#|[-*][ \t]|\d+\.[ \t]|>)/.test(line))) {
        throw new ContentError(
          file,
          "body",
          `a heading, list or quote needs a blank line before it: ${lines.find((line) => /^(#|[-*][ \t]|\d+\.[ \t]|>)/.test(line))}`,
        );
      }
      if (/!\[/.test(block)) throw new ContentError(file, "body", "images in the text are not supported; use the frontmatter image");
      html.push(`<p>${inline(lines.map((line) => line.trim()).join(" "))}</p>`);
    }
  }
  return { html: html.join("\n"), links };
}

/** Words in a piece of HTML's text. @param {string} html */
export function countWords(html) {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\d]/u.test(word)).length;
}

/** @param {number} words */
export function readMinutes(words) {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** The width and height attributes of an SVG's root element, in pixels. @param {string} svg */
export function svgSize(svg) {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * An SVG as a `data:` address, for a picture that should paint with the document rather than after a
 * request of its own: the markup with its runs of white space collapsed, and percent-escaped only
 * where a URL or an HTML attribute cannot carry a character as it is (a quote would cost six bytes
 * as an entity), which keeps it near its own size.
 * @param {string} svg
 */
export function svgDataUri(svg) {
  const compact = svg.trim().replace(/>\s+</g, "><").replace(/\s+/g, " ");
  const escape = (/** @type {string} */ char) =>
    [...Buffer.from(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  return `data:image/svg+xml,${compact.replace(/[^ -~]|[%#<>&"']/gu, escape)}`;
}

/** The pixel size in a PNG's header. @param {Buffer} png */
export function pngSize(png) {
  if (png.length < 24 || png.toString("latin1", 1, 4) !== "PNG") return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * One article from its file's text. `readPublic` reads a file under public/ (or returns null), so
 * that the image and its link preview are checked to exist and to have a size.
 * @param {{ source: string, file: string, language: "en" | "de" | "es", readPublic: (publicPath: string) => Buffer | null }} input
 */
export function compileArticle({ source, file, language, readPublic }) {
  const { data, body } = splitFrontmatter(source, file);
  const parsed = frontmatterSchema(language).safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError(file, issue.path.join(".") || "frontmatter", issue.message);
  }
  const meta = parsed.data;
  const expectedSlug = path.basename(file, ".md");
  if (meta.slug !== expectedSlug) throw new ContentError(file, "slug", `must match the file name, "${expectedSlug}"`);

  const svg = readPublic(meta.image);
  if (!svg) throw new ContentError(file, "image", `no such file: public${meta.image}`);
  const size = svgSize(svg.toString("utf8"));
  if (!size) throw new ContentError(file, "image", `public${meta.image} needs whole-number width and height attributes`);
  const previewPath = meta.image.replace(/\.svg$/, ".png");
  const png = readPublic(previewPath);
  const preview = png && pngSize(png);
  if (!preview || preview.width !== previewSize.width || preview.height !== previewSize.height) {
    throw new ContentError(
      file,
      "image",
      `needs a ${previewSize.width}×${previewSize.height} PNG beside it for link previews: public${previewPath}`,
    );
  }

  const { html, links } = renderMarkdown(body, file);
  const words = countWords(html);
  if (words < 300) throw new ContentError(file, "body", `${words} words; an article has at least 300`);
  return {
    article: {
      language,
      slug: meta.slug,
      title: meta.title,
      description: meta.description,
      author: meta.author,
      publishedAt: meta.date,
      category: meta.category,
      tags: meta.tags,
      image: { src: meta.image, width: size.width, height: size.height, alt: meta.imageAlt, inline: svgDataUri(svg.toString("utf8")) },
      preview: { src: previewPath, ...preview },
      translationKey: meta.translationKey ?? null,
      html,
      words,
      readMinutes: readMinutes(words),
    },
    links,
  };
}

const blogBase = { en: "/blog", de: "/blog/de", es: "/blog/es" };
const blogHomes = new Set(["/blog", "/blog/de", "/blog/es", "/es/blog"]);

/**
 * Checks that need every article: one article per translation key and language, and links to the
 * blog that lead to an existing article.
 * @param {Array<{ article: { language: "en" | "de" | "es", slug: string, translationKey: string | null }, links: string[], file: string }>} compiled
 */
export function checkCollection(compiled) {
  const paths = new Set(compiled.map(({ article }) => `${blogBase[article.language]}/${article.slug}`));
  const keys = new Map();
  for (const { article, links, file } of compiled) {
    if (article.translationKey) {
      const key = `${article.language}:${article.translationKey}`;
      if (keys.has(key)) throw new ContentError(file, "translationKey", `"${article.translationKey}" is already used by ${keys.get(key)}`);
      keys.set(key, file);
    }
    for (const link of links) {
      const target = link.replace(/#.*$/, "").replace(/\/$/, "");
      if (target.startsWith("/blog") && !blogHomes.has(target) && !paths.has(target)) {
        throw new ContentError(file, "body", `links to an article that does not exist: ${link}`);
      }
    }
  }
}

/**
 * Every article under `contentDir`, compiled and checked, sorted by language and slug.
 * @param {{ contentDir: string, publicDir: string, root: string }} dirs
 */
export function compileAll({ contentDir, publicDir, root }) {
  const readPublic = (/** @type {string} */ publicPath) => {
    const file = path.join(publicDir, publicPath);
    return existsSync(file) ? readFileSync(file) : null;
  };
  const compiled = [];
  for (const entry of readdirSync(contentDir, { withFileTypes: true })) {
    const relativeDir = path.relative(root, path.join(contentDir, entry.name));
    if (!entry.isDirectory() || !languages.includes(entry.name)) {
      throw new ContentError(relativeDir, "location", `articles live in ${languages.map((language) => `${language}/`).join(", ")}`);
    }
    const language = /** @type {"en" | "de" | "es"} */ (entry.name);
    for (const name of readdirSync(path.join(contentDir, language)).sort()) {
      const file = path.join(relativeDir, name);
      if (!name.endsWith(".md")) throw new ContentError(file, "location", "only .md files belong here");
      const source = readFileSync(path.join(root, file), "utf8");
      compiled.push({ ...compileArticle({ source, file, language, readPublic }), file });
    }
  }
  checkCollection(compiled);
  return compiled.map(({ article }) => article);
}

/** The generated module's text. @param {unknown[]} articles */
export function articlesModule(articles) {
  return [
    "// Generated by scripts/build-content.mjs from app/content/articles. Do not edit; run `npm run build`.",
    'import type { Article } from "./article";',
    "",
    `export const articles: readonly Article[] = ${JSON.stringify(articles, null, 2)};`,
    "",
  ].join("\n");
}

/**
 * Compiles the articles and writes the module, only when its text changed: `wrangler dev` watches
 * app/ and runs this step on every change, so an unchanged write would rebuild forever.
 * @param {{ contentDir: string, publicDir: string, root: string, outFile: string }} options
 */
export function buildContent({ outFile, ...dirs }) {
  const articles = compileAll(dirs);
  const text = articlesModule(articles);
  const changed = !existsSync(outFile) || readFileSync(outFile, "utf8") !== text;
  if (changed) writeFileSync(outFile, text);
  return { count: articles.length, changed };
}
