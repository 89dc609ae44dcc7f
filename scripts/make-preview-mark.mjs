/**
 * Draws the site's mark and name (public/images/logo-light.svg) on the site's navy as the PNG that a
 * published headshot's link preview carries beside it (public/images/og/preview-mark.png): the Worker
 * has no SVG renderer, so the picture is drawn once here, in Chromium, and kept.
 *
 *   node scripts/make-preview-mark.mjs
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.join(import.meta.dirname, "..");
// The preview's band (app/features/photos/jobs/local-generator.server.ts): the mark is drawn on the same colour.
const navy = "#102542";
const width = 420;
const logo = readFileSync(path.join(root, "public/images/logo-light.svg"), "utf8");
const [, viewWidth, viewHeight] = /viewBox="0 0 (\d+) (\d+)"/.exec(logo).map(Number);
const height = Math.round((width * viewHeight) / viewWidth);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width, height } });
await page.setContent(
  `<body style="margin:0;background:${navy}">${logo.replace(/width="\d+" height="\d+"/, `width="${width}" height="${height}"`)}</body>`,
);
await page.screenshot({ path: path.join(root, "public/images/og/preview-mark.png"), clip: { x: 0, y: 0, width, height } });
await browser.close();
console.log(`public/images/og/preview-mark.png: ${width} × ${height}`);
