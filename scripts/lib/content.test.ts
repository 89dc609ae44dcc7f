import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  checkCollection,
  compileAll,
  compileArticle,
  ContentError,
  countWords,
  readMinutes,
  renderMarkdown,
  splitFrontmatter,
  svgDataUri,
} from "./content.mjs";

const file = "app/content/articles/en/good-light.md";

const frontmatter: Record<string, string> = {
  slug: "good-light",
  title: "Good light for better selfies",
  description: "Why light from a window beats every ring light, and how to find the best spot in your home for selfies.",
  author: "Resoume Team",
  date: "2026-10-01",
  category: "Photo tips",
  tags: "[selfies, lighting]",
  image: "/images/blog/good-light.svg",
  imageAlt: "A person facing a bright window.",
};

const body = ["## Face the window", "", Array.from({ length: 320 }, (_, index) => `word${index}`).join(" ")].join("\n");

function source(fields: Record<string, string | undefined> = {}, text = body): string {
  const lines = Object.entries({ ...frontmatter, ...fields })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n---\n\n${text}\n`;
}

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"></svg>');

function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

const files: Record<string, Buffer> = { "/images/blog/good-light.svg": svg, "/images/blog/good-light.png": png(1200, 630) };
const readPublic = (publicPath: string) => files[publicPath] ?? null;

const compile = (text: string, language: "en" | "de" | "es" = "en", name = file) =>
  compileArticle({ source: text, file: name, language, readPublic });

/** The message a malformed article stops the build with. */
function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected the article to be rejected");
}

describe("frontmatter", () => {
  test("reads plain values, double-quoted strings and inline lists", () => {
    const { data, body: rest } = splitFrontmatter('---\ntitle: "Colon: inside"\nauthor: Team\ntags: [a b, "c, d"]\n---\nText', file);
    expect(data).toEqual({ title: "Colon: inside", author: "Team", tags: ["a b", "c, d"] });
    expect(rest).toBe("Text");
  });

  test("a valid article compiles with its fields, HTML, word count and read time", () => {
    const { article, links } = compile(source({ translationKey: "good-light" }));
    expect(article).toMatchObject({
      language: "en",
      slug: "good-light",
      publishedAt: "2026-10-01",
      category: "Photo tips",
      tags: ["selfies", "lighting"],
      image: { src: "/images/blog/good-light.svg", width: 1200, height: 630, alt: "A person facing a bright window." },
      preview: { src: "/images/blog/good-light.png", width: 1200, height: 630 },
      translationKey: "good-light",
      words: 323,
      readMinutes: 2,
    });
    expect(article.html.startsWith("<h2>Face the window</h2>\n<p>word0 word1")).toBe(true);
    expect(links).toEqual([]);
  });

  test.each([
    ["no frontmatter block", "Just text", "frontmatter"],
    ["a line that is not key: value", "---\ntitle Good light\n---\n", "frontmatter line 2"],
    ["a key given twice", "---\ntitle: A\ntitle: B\n---\n", "title"],
  ])("%s is rejected", (_, text, field) => {
    expect(failure(() => compile(text))).toMatch(new RegExp(`^${file}: ${field}: `));
  });

  test.each([
    ["a missing title", { title: undefined }, "title"],
    ["a description too short for search results", { description: "Too short." }, "description"],
    ["a date that is not a calendar date", { date: "2026-02-30" }, "date"],
    ["a date in another format", { date: "01.10.2026" }, "date"],
    ["a category of another language", { category: "Fototipps" }, "category"],
    ["a tag with capitals", { tags: "[Selfies, lighting]" }, "tags.0"],
    ["a tag given twice", { tags: "[selfies, selfies]" }, "tags"],
    ["a single tag", { tags: "[selfies]" }, "tags"],
    ["an image that is not an SVG under /images/blog", { image: "https://example.com/a.jpg" }, "image"],
    ["an image file that does not exist", { image: "/images/blog/missing.svg" }, "image"],
    ["a slug that is not the file name", { slug: "other-slug" }, "slug"],
    ["a slug with capitals", { slug: "Good-Light" }, "slug"],
    ["a slug that is a blog home's path", { slug: "de" }, "slug"],
    ["a field the schema does not know", { summary: "Extra" }, "frontmatter"],
    ["a missing image description", { imageAlt: undefined }, "imageAlt"],
  ])("%s fails, naming the file and the field", (_, fields, field) => {
    expect(failure(() => compile(source(fields)))).toMatch(new RegExp(`^${file}: ${field.replace(".", "\\.")}: `));
  });

  test("the illustration comes also as a data: address that decodes to its own markup", () => {
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\n  <path d="M0 0 H10" stroke="#0f2a44"/>\n  <text>Ça & \'co\' 100%</text>\n</svg>\n';
    const { article } = compileArticle({
      source: source(),
      file,
      language: "en",
      readPublic: (at) => (at.endsWith(".svg") ? Buffer.from(drawing) : readPublic(at)),
    });
    expect(article.image.inline).toBe(svgDataUri(drawing));
    const [scheme, data] = [article.image.inline.slice(0, 19), article.image.inline.slice(19)];
    expect(scheme).toBe("data:image/svg+xml,");
    // Nothing an attribute would escape, nothing a URL would end at, and nothing but printable ASCII.
    expect(data).toMatch(/^[ -~]+$/);
    expect(data).not.toMatch(/[<>"'&#]/);
    expect(decodeURIComponent(data)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0 H10" stroke="#0f2a44"/><text>Ça & \'co\' 100%</text></svg>',
    );
  });

  test("the link preview must be a 1200×630 PNG beside the illustration", () => {
    const readOtherPng = (publicPath: string) => (publicPath.endsWith(".png") ? png(800, 800) : readPublic(publicPath));
    const message = failure(() => compileArticle({ source: source(), file, language: "en", readPublic: readOtherPng }));
    expect(message).toBe(`${file}: image: needs a 1200×630 PNG beside it for link previews: public/images/blog/good-light.png`);
  });

  test("German categories are German", () => {
    const german = "app/content/articles/de/good-light.md";
    expect(compile(source({ category: "Fototipps" }), "de", german).article.category).toBe("Fototipps");
    expect(failure(() => compile(source(), "de", german))).toMatch(/: category: /);
  });

  test("an article needs at least 300 words", () => {
    expect(failure(() => compile(source({}, "A few words.")))).toBe(`${file}: body: 3 words; an article has at least 300`);
  });
});

describe("Markdown", () => {
  const render = (markdown: string) => renderMarkdown(markdown, file);

  test("headings, paragraphs, lists, quotes, strong, emphasis and links", () => {
    const { html, links } = render(
      [
        "## Light",
        "",
        "Face the **window**, not the *lamp*.",
        "A second line joins the paragraph.",
        "",
        "### Checklist",
        "",
        "- one",
        "- two with a [link](/pricing)",
        "  that continues",
        "",
        "1. first",
        "2. second",
        "",
        "> A quote",
        "> on two lines",
      ].join("\n"),
    );
    expect(html).toBe(
      [
        "<h2>Light</h2>",
        "<p>Face the <strong>window</strong>, not the <em>lamp</em>. A second line joins the paragraph.</p>",
        "<h3>Checklist</h3>",
        '<ul><li>one</li><li>two with a <a href="/pricing">link</a> that continues</li></ul>',
        "<ol><li>first</li><li>second</li></ol>",
        "<blockquote><p>A quote on two lines</p></blockquote>",
      ].join("\n"),
    );
    expect(links).toEqual(["/pricing"]);
  });

  test("markup in the text is escaped, never passed through", () => {
    const { html } = render('Say <script>alert("x")</script> & <b>bold</b>');
    expect(html).toBe("<p>Say &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>");
  });

  test.each([
    ["a # heading", "# Title", "the title is the page's only # heading"],
    ["a #### heading", "#### Deep", "headings go down to ### only"],
    ["a link to another site", "[x](https://example.com)", "links must be paths on this site"],
    ["a javascript: link", "[x](javascript:alert(1))", "links must be paths on this site"],
    ["a nested list", "- one\n  - nested", "a list holds only items of one kind, without nesting"],
    ["an image", "![photo](/images/a.png)", "images in the text are not supported"],
    ["an unfinished strong", "a **b", "unfinished link or **"],
    ["a list straight after a paragraph", "Text\n- item", "a heading, list or quote needs a blank line before it"],
  ])("%s is rejected", (_, markdown, problem) => {
    expect(failure(() => render(markdown))).toContain(`${file}: body: ${problem}`);
  });

  test("read time: words at 200 a minute, at least one minute", () => {
    expect(countWords("<p>One two, three — four.</p><h2>Five</h2>")).toBe(5);
    expect(readMinutes(5)).toBe(1);
    expect(readMinutes(700)).toBe(4);
    expect(readMinutes(900)).toBe(5);
  });
});

describe("the collection", () => {
  const entry = (language: "en" | "de" | "es", slug: string, translationKey: string | null, links: string[] = []) => ({
    article: { ...compile(source()).article, language, slug, translationKey },
    links,
    file: `app/content/articles/${language}/${slug}.md`,
  });

  test("links to the blog must lead to an existing article or a blog home", () => {
    const articles = [entry("en", "a", null, ["/blog", "/es/blog", "/blog/de/b#section"]), entry("de", "b", null)];
    expect(() => checkCollection(articles)).not.toThrow();
    expect(failure(() => checkCollection([entry("en", "a", null, ["/blog/de/missing"])]))).toBe(
      "app/content/articles/en/a.md: body: links to an article that does not exist: /blog/de/missing",
    );
  });

  test("a translation key names one article per language", () => {
    expect(() => checkCollection([entry("en", "a", "key"), entry("de", "b", "key")])).not.toThrow();
    expect(failure(() => checkCollection([entry("en", "a", "key"), entry("en", "b", "key")]))).toBe(
      'app/content/articles/en/b.md: translationKey: "key" is already used by app/content/articles/en/a.md',
    );
  });

  test("the repository's articles compile: at least six in each language", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const articles = compileAll({ root, contentDir: path.join(root, "app/content/articles"), publicDir: path.join(root, "public") });
    for (const language of ["en", "de", "es"]) {
      expect(articles.filter((article) => article.language === language).length).toBeGreaterThanOrEqual(6);
    }
  });
});
