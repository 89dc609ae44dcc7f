/**
 * Evaluated before Photon's entry module, which instantiates its WebAssembly as it loads: the first
 * instance made from here on is kept with its module and imports, and Photon's glue gets a stand-in
 * whose exports are always those of `photon.instance`, so that photon.server.ts can put a fresh
 * instance in its place.
 *
 * "Before" takes two imports: the server build loads Photon ahead of its own modules, so the
 * Worker's entry (workers/app.ts) imports this first; photon.server.ts imports it first too, for
 * Node. The module may then run twice (once in each bundle), so what it caught lives on the global
 * object and only the first run catches.
 */
type Caught = { module: WebAssembly.Module; imports: WebAssembly.Imports; instance: WebAssembly.Instance };

const key = Symbol.for("resoume.photon");
const global = globalThis as typeof globalThis & { [key]?: Caught };

if (!global[key]) {
  const caught = {} as Caught;
  global[key] = caught;
  const exportsOfCurrent = new Proxy({} as WebAssembly.Exports, { get: (_, name: string) => caught.instance.exports[name] });
  const RealInstance = WebAssembly.Instance;
  WebAssembly.Instance = function (module: WebAssembly.Module, imports: WebAssembly.Imports) {
    WebAssembly.Instance = RealInstance;
    Object.assign(caught, { module, imports, instance: new RealInstance(module, imports) });
    return { exports: exportsOfCurrent };
  } as unknown as typeof WebAssembly.Instance;
}

export const photon = global[key]!;
