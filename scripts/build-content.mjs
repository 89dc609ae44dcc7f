#!/usr/bin/env node
/**
 * Compiles the blog's Markdown articles (app/content/articles/<language>/<slug>.md) into
 * app/content/articles.generated.ts, which the server imports. Runs before every `remix build`
 * (package.json `build`, wrangler.toml `[build]`) and before type checking (scripts/test.mjs).
 * A malformed article stops it with the file and field at fault.
 */
import path from "node:path";
import { buildContent, ContentError } from "./lib/content.mjs";

const root = path.resolve(import.meta.dirname, "..");

try {
  const { count, changed } = buildContent({
    root,
    contentDir: path.join(root, "app/content/articles"),
    publicDir: path.join(root, "public"),
    outFile: path.join(root, "app/content/articles.generated.ts"),
  });
  console.log(`blog: ${count} articles${changed ? "" : " (unchanged)"}`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`blog: ${error.message}`);
  process.exit(1);
}
