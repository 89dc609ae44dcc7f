#!/usr/bin/env node
/**
 * Writes build/styles.js: the text of each stylesheet of the client build, by the address the pages
 * link it at. The Worker puts a page's stylesheets inline in its document, so that the first paint
 * waits on no request but the document's (docs/decisions/052-paint-before-the-code.md). Runs after
 * every `remix build` (package.json `build`, wrangler.toml `[build]`), which empties the assets'
 * directory first: only the current build's files are read.
 */
import "./lib/project-node.mjs";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const assets = path.join(root, "public/build/_assets");
const styles = readdirSync(assets)
  .filter((name) => name.endsWith(".css"))
  .map((name) => [`/build/_assets/${name}`, readFileSync(path.join(assets, name), "utf8")]);
writeFileSync(path.join(root, "build/styles.js"), `export default new Map(${JSON.stringify(styles)});\n`);
