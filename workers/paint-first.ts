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
const unclosedModule = /<script[^>]* type="module"/g;
const preloadOrModule = /<link rel="modulepreload"( [^>]*?)\/>|(<script[^>]* type="module"[^>]*>)([\s\S]*?)<\/script>/g;

/**
 * `body`, a whole document from Remix, with its scripts started after its first paint, as the
 * pieces of text that make it up. A document is some 90,000 characters: read as one string, and
 * joined again after a replacement, each copy is a large object for the isolate's heap to take and
 * collect. Read chunk by chunk, each chunk is searched as it comes; what may be the start of a tag
 * still to be completed (an unfinished last tag, or a module without its end) waits for the next.
 */
export async function paintFirst(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  let waiting = "";
  const take = (text: string, last: boolean) => {
    let from = 0;
    for (const match of text.matchAll(preloadOrModule)) {
      const [whole, preloadAttributes, moduleTag, module] = match;
      pieces.push(
        text.slice(from, match.index),
        moduleTag === undefined ? `<link${preloadAttributes} data-modulepreload=""/>` : `${moduleTag}${deferredBootstrap(module)}</script>`,
      );
      from = match.index + whole.length;
    }
    // A module whose `</script>` has not come yet (it may have come in part: its last `<`) waits
    // whole, and so does a tag still open at the chunk's end; the rest goes on at once. A long text
    // without a tag (the loader data's script, the privacy policy's some 30,000 characters) must
    // not wait from its own `<script>` on: each chunk would search it all again.
    unclosedModule.lastIndex = from;
    const moduleStart = unclosedModule.exec(text)?.index;
    const open = text.lastIndexOf("<");
    const unfinished = open >= from && !text.includes(">", open);
    const held = last ? text.length : (moduleStart ?? (unfinished ? open : text.length));
    pieces.push(text.slice(from, held));
    waiting = text.slice(held);
  };
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    take(waiting + decoder.decode(read.value, { stream: true }), false);
  take(waiting + decoder.decode(), true);
  return pieces;
}
