/**
 * A document whose scripts start after its first paint (docs/decisions/052-paint-before-the-code.md).
 * Remix's `<Scripts>` writes a `modulepreload` link for every module of the page's first load and
 * an inline module that imports the page's route modules and then the entry: the browser fetches
 * all of them, at high priority, before it paints. Here the links lose their `rel` and the module's
 * imports become a function that the document starts once it has painted, and once the pictures it
 * marks as its largest (`fetchpriority="high"`) have come and been painted, so that the modules
 * neither share the network with them nor come before them on screen. The function gives the links
 * their `rel` back, a few per task, so that the modules are fetched side by side as before.
 * React hydrates the document as Remix rendered it: a link's attributes and a script's text are
 * not compared, and no element is added or removed.
 */
import { readStream } from "../app/utils/request-body.server";

const staticImport = /^import \* as (route\d+) from ("[^"]+");$/gm;

/**
 * Starts `start` once the browser has recorded the document's first contentful paint (a frame's
 * presentation, a few milliseconds after the task that drew it), or at once in a browser that does
 * not record paints: `start` itself waits for a frame to be painted.
 */
const afterFirstPaint = (start: string) =>
  `const start=${start};` +
  `if(PerformanceObserver.supportedEntryTypes?.includes("paint")){` +
  `const paints=new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length){paints.disconnect();start()}});` +
  `paints.observe({type:"paint",buffered:true})` +
  `}else start();`;

// Giving a link its `rel` back starts its fetch at once, which takes Chromium 1 to 2 ms of the main
// thread on a phone (Lighthouse's fourfold slowdown): the two dozen of a page would hold it for
// 40 ms, so a few are given theirs per task.
const linksPerTask = 4;

/** The text of Remix's inline module, its imports deferred. */
function deferredBootstrap(module: string): string {
  const imports = [...module.matchAll(staticImport)];
  const rest = module.replace(staticImport, "").trim();
  const names = imports.map(([, name]) => name).join(",");
  const urls = imports.map(([, , url]) => `import(${url})`).join(",");
  return afterFirstPaint(
    `async()=>{await Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].filter((image)=>!image.complete)` +
      `.map((image)=>new Promise((resolve)=>{image.addEventListener("load",resolve);image.addEventListener("error",resolve)})));` +
      `const next=()=>new Promise((resolve)=>{const channel=new MessageChannel();channel.port1.onmessage=resolve;channel.port2.postMessage(0)});` +
      // A frame more, so that what came before is on screen before the first module is asked for:
      // the first paint may precede the end of the document (a consent banner, the body's last
      // element and then its largest text), and a picture paints a frame after it has loaded. A
      // ResizeObserver reports in the next frame's rendering, and a message posted then is handled
      // once that frame is painted; unlike requestAnimationFrame and timers, which a page's test
      // clock can hold, neither is ever paused.
      `await new Promise((resolve)=>{const frame=new ResizeObserver(()=>{frame.disconnect();next().then(resolve)});frame.observe(document.documentElement)});` +
      `const links=[...document.querySelectorAll("link[data-modulepreload]")];` +
      `for(let i=0;i<links.length;i+=${linksPerTask}){for(const link of links.slice(i,i+${linksPerTask}))link.rel="modulepreload";await next()}` +
      `const[${names}]=await Promise.all([${urls}]);${rest}}`,
  );
}

// React writes Remix's preloads as `<link rel="modulepreload" href="…"/>` (a `crossorigin` after
// the address where the page asks for one) and its inline module as one `<script type="module">`
// whose text has no `<`; the loader data's scripts escape `<`, so neither shape starts inside them.
// React escapes `>` in an attribute's value: a start tag ends at its first `>`.
const preload = /^<link rel="modulepreload"( [^>]*?)\/>$/;
const moduleTag = /^<script[^>]* type="module"/;

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const lessThan = 0x3c;
const greaterThan = 0x3e;
// The start tags that can carry what the reading changes: a preload, a script or a stylesheet.
const tagStarts = ['<link rel="modulepreload"', "<script", "<style"].map(ascii);
const scriptEnd = ascii("</script>");

const startsAt = (bytes: Uint8Array, at: number, prefix: Uint8Array) =>
  at + prefix.length <= bytes.length && prefix.every((byte, i) => bytes[at + i] === byte);

function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(needle[0], from); at !== -1; at = bytes.indexOf(needle[0], at + 1))
    if (startsAt(bytes, at, needle)) return at;
  return -1;
}

/** A document as it is sent: its bytes, and `null` where the render's CSP nonce stood. */
export type DocumentParts = (Uint8Array<ArrayBuffer> | null)[];

/** The body of `parts` with `nonce` where the render's stood. */
export const documentBody = (parts: DocumentParts, nonce: string) => new Blob(parts.map((part) => part ?? nonce));

/**
 * `body`, a whole document from Remix rendered with `nonce`, with its scripts started after its
 * first paint. A document is some 90,000 bytes, almost all of which the reading leaves as they
 * are: decoded into text, searched, split at the nonce and encoded again, they cost about a tenth
 * of the privacy policy's fresh render (docs/decisions/098-a-documents-cpu.md). So the bytes are
 * searched for the start tags that matter, and only those tags, and the module's text, are read as
 * text. The nonce is left out of the parts, so that a kept document can be answered again with
 * another (./render-cache.ts).
 */
export async function paintFirst(body: ReadableStream<Uint8Array>, nonce: string): Promise<DocumentParts> {
  // In one array: a tag may be cut between two of React's chunks.
  const bytes = await readStream(body);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const parts: DocumentParts = [];
  let from = 0;
  const put = (text: string) =>
    text.split(nonce).forEach((piece, index) => {
      if (index) parts.push(null);
      parts.push(encoder.encode(piece));
    });
  for (let at = bytes.indexOf(lessThan); at !== -1; at = bytes.indexOf(lessThan, at + 1)) {
    if (!tagStarts.some((start) => startsAt(bytes, at, start))) continue;
    const end = bytes.indexOf(greaterThan, at) + 1;
    if (!end) break;
    let tag = decoder.decode(bytes.subarray(at, end));
    let until = end;
    const preloadAttributes = preload.exec(tag)?.[1];
    if (preloadAttributes !== undefined) tag = `<link${preloadAttributes} data-modulepreload=""/>`;
    else if (moduleTag.test(tag)) {
      const close = indexOfBytes(bytes, scriptEnd, end);
      if (close === -1) break;
      tag += `${deferredBootstrap(decoder.decode(bytes.subarray(end, close)))}</script>`;
      until = close + scriptEnd.length;
    } else if (!tag.includes(nonce)) continue;
    parts.push(bytes.subarray(from, at));
    put(tag);
    from = until;
    at = until - 1;
  }
  parts.push(bytes.subarray(from));
  return parts;
}
