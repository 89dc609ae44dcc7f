/**
 * Measures the same-person threshold of the upload's checks (docs/decisions/035-same-person-on-the-device.md)
 * where those checks run: in Debian's Chromium, with the upload's own face detector and comparison
 * (face-detector.client.ts, photo-checks.ts, bundled for the page), on each photograph of
 * tests/fixtures/photos drawn as the upload draws it. Prints every face's descriptor distance
 * to every other, the same-person and different-person ranges, the false accepts and false
 * refusals of single pairs at the threshold, and what the set rule (`strangers`) decides for the
 * buyer's five photos with each stranger in each place, and for each pair of two people's portraits.
 *
 *   node scripts/measure-faces.mjs [--threshold=0.55]
 */
import "./lib/project-node.mjs";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const photoDir = path.resolve(root, "tests/fixtures/photos");
// The site's own copies (scripts/build-content.mjs): the weights, and the WebAssembly kernels the device runs them on.
const modelDir = path.join(root, "public/models/face");
const thresholdArgument = process.argv.find((arg) => arg.startsWith("--threshold="))?.split("=")[1];

// Who is pictured (the fixtures' README): five photographs of one man ("A"); his face cut by the
// edge is kept apart, as the doubtful photo it is. man-formal-portrait-320x240.jpg is the first
// photo made smaller, not another photograph.
const buyer = [
  "man-formal-portrait.jpg",
  "same-man-official-1080p.jpg",
  "same-man-press-room.jpg",
  "same-man-speech.jpg",
  "same-man-standing.jpg",
];
const photos = readdirSync(photoDir).filter((name) => /\.(jpe?g|png|webp)$/i.test(name) && !name.includes("320x240"));

const bundle = await build({
  stdin: {
    contents: `export { loadFaceDetector } from "~/features/photos/imaging/face-detector.client";
      export { samePersonDistance, strangers } from "~/features/photos/imaging/same-person";
      export { scaledCanvas } from "~/features/photos/imaging/on-device";`,
    resolveDir: root,
    loader: "ts",
  },
  bundle: true,
  write: false,
  format: "iife",
  globalName: "checks",
  platform: "browser",
  tsconfig: path.join(root, "tsconfig.json"),
  logLevel: "error",
});

const origin = "http://faces.test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
await page.route(`${origin}/**`, (route) => {
  const { pathname } = new URL(route.request().url());
  if (pathname === "/") return route.fulfill({ body: "<!doctype html><title>faces</title>", contentType: "text/html" });
  if (pathname === "/checks.js") return route.fulfill({ body: bundle.outputFiles[0].text, contentType: "text/javascript" });
  const name = decodeURIComponent(path.basename(pathname));
  const file = pathname.startsWith("/models/face/") ? path.join(modelDir, name) : path.join(photoDir, name);
  return route.fulfill({
    body: readFileSync(file),
    contentType: name.endsWith(".json") ? "application/json" : name.endsWith(".wasm") ? "application/wasm" : "application/octet-stream",
  });
});
await page.goto(`${origin}/`);
await page.addScriptTag({ url: `${origin}/checks.js` });

const started = Date.now();
const { faces, threshold } = await page.evaluate(
  async ({ photos, thresholdArgument }) => {
    const { loadFaceDetector, scaledCanvas, samePersonDistance } = globalThis.checks;
    const detect = await loadFaceDetector();
    const found = [];
    for (const name of photos) {
      const blob = await (await fetch(`/photos/${encodeURIComponent(name)}`)).blob();
      const bitmap = await globalThis.createImageBitmap(blob, { imageOrientation: "from-image" });
      const canvas = scaledCanvas(bitmap);
      const faces = (await detect(canvas)).sort((a, b) => a.x - b.x);
      faces.forEach((face, index) => found.push({ name, index, count: faces.length, descriptor: [...face.descriptor] }));
      if (faces.length === 0) found.push({ name, index: 0, count: 0, descriptor: null });
    }
    return { faces: found, threshold: Number(thresholdArgument ?? samePersonDistance) };
  },
  { photos, thresholdArgument },
);
const seconds = (Date.now() - started) / 1000;

const label = (face) => (face.count > 1 ? `${face.name}#${face.index + 1}` : face.name);
const distance = (a, b) => Math.hypot(...a.map((value, index) => value - b[index]));
const measured = faces.filter((face) => face.descriptor);
const single = (name) => measured.find((face) => face.name === name && face.count === 1);

console.log(`${photos.length} photographs, ${measured.length} faces in ${seconds.toFixed(1)} s; threshold ${threshold}\n`);
for (const face of faces.filter((face) => !face.descriptor)) console.log(`no face found: ${face.name}`);
const width = Math.max(...measured.map((face) => label(face).length));
console.log(`${"".padEnd(width)}  ${measured.map((_, index) => String(index + 1).padStart(5)).join("")}`);
measured.forEach((face, row) =>
  console.log(
    `${label(face).padEnd(width)}  ${measured.map((other, column) => (row === column ? "    -" : distance(face.descriptor, other.descriptor).toFixed(2).padStart(5))).join("")}  ${row + 1}`,
  ),
);

// The pairs whose people are known: the buyer's five among themselves, and each single-face photo
// of someone else against every other single-face photo. The two-person photo's faces, and the cut
// face of the buyer, are shown in the matrix but left out of the counts.
const known = measured.filter((face) => face.count === 1 && face.name !== "man-partial-face.jpg");
const same = [];
const different = [];
known.forEach((face, row) =>
  known
    .slice(row + 1)
    .forEach((other) =>
      (buyer.includes(face.name) && buyer.includes(other.name) ? same : different).push(distance(face.descriptor, other.descriptor)),
    ),
);
const range = (values) => `${values.length} pairs, ${Math.min(...values).toFixed(3)} to ${Math.max(...values).toFixed(3)}`;
console.log(`\nsame person: ${range(same)}`);
console.log(`different people: ${range(different)}`);
console.log(`pairs, false accepts at ${threshold}: ${different.filter((value) => value <= threshold).length} of ${different.length}`);
console.log(`pairs, false refusals at ${threshold}: ${same.filter((value) => value > threshold).length} of ${same.length}`);

// The set rule, as the uploader applies it.
const browser2 = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const rulePage = await browser2.newPage();
await rulePage.addScriptTag({ content: bundle.outputFiles[0].text });
const strangers = (set) => rulePage.evaluate(({ set, threshold }) => [...globalThis.checks.strangers(set, threshold)], { set, threshold });
const own = buyer.map((name) => single(name).descriptor);
const others = known.filter((face) => !buyer.includes(face.name));
let strangerSets = 0;
let strangerAccepted = 0;
let ownRefused = 0;
for (const stranger of others) {
  for (let place = 0; place <= own.length; place += 1) {
    const set = [...own.slice(0, place), stranger.descriptor, ...own.slice(place)];
    const refused = await strangers(set);
    strangerSets += 1;
    if (!refused.includes(place)) strangerAccepted += 1;
    ownRefused += refused.filter((position) => position !== place).length;
  }
}
console.log(`\nthe five and one stranger, ${strangerSets} sets (${others.length} strangers in each of 6 places):`);
console.log(`  stranger accepted: ${strangerAccepted}; the buyer's own photos refused: ${ownRefused}`);
let pairSets = 0;
let pairsWithoutRefusal = 0;
for (const first of known) {
  for (const second of known) {
    if (first === second || (buyer.includes(first.name) && buyer.includes(second.name))) continue;
    pairSets += 1;
    if ((await strangers([first.descriptor, second.descriptor])).length !== 1) pairsWithoutRefusal += 1;
  }
}
console.log(`two people's portraits, ${pairSets} ordered pairs: not exactly one refused in ${pairsWithoutRefusal}`);
const partial = single("man-partial-face.jpg");
if (partial) {
  const refused = await strangers([...own, partial.descriptor]);
  console.log(`the buyer's face cut by the edge among his five: ${refused.includes(own.length) ? "refused" : "accepted"}`);
}
await browser.close();
await browser2.close();
