/**
 * What Cloudflare counts against an isolate's 128 MB, measured in the Worker's own isolate through
 * workerd's inspector (a Miniflare started with `inspectorPort`): the JavaScript heap, the bytes of
 * every ArrayBuffer (an upload's bytes, pixels copied out of a decoder), and every WebAssembly
 * memory (Photon's, TensorFlow.js's kernels', any other). Shared by the integration tests and
 * `npm run bench`.
 *
 * All three are sampled, live (the garbage collected first, as the limit's check would), again and
 * again while the work runs. The inspector answers only when the isolate is between tasks: a buffer
 * made and dropped within one stretch of synchronous work is not seen. A WebAssembly memory never
 * shrinks, so its size at a later sample is at least its peak before, whatever ran meanwhile.
 */
import { fetch as upgrade } from "miniflare";

/** The inspector session of the Worker's own isolate in `mf`, which must have been started with an `inspectorPort`. */
async function inspect(mf) {
  const base = await mf.getInspectorURL();
  const targets = await (await fetch(new URL("/json", base.href.replace(/^ws/, "http")))).json();
  // Miniflare names the user's Worker "core:user:<name>"; its own services have other names.
  const target = targets.find((each) => each.id.startsWith("core:user:"));
  if (!target) throw new Error(`No Worker among the inspector's targets: ${targets.map((each) => each.id).join(", ")}`);
  const response = await upgrade(target.webSocketDebuggerUrl.replace(/^ws/, "http"), { headers: { Upgrade: "websocket" } });
  const socket = response.webSocket;
  if (!socket) throw new Error(`The inspector refused the session (${response.status})`);
  socket.accept();
  let last = 0;
  const waiting = new Map();
  const contexts = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    if (message.method === "Runtime.executionContextCreated") contexts.push(message.params.context.id);
    const reply = waiting.get(message.id);
    if (!reply) return;
    waiting.delete(message.id);
    if (message.error) reply.reject(new Error(`${message.error.message} (${reply.method})`));
    else reply.resolve(message.result);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      last += 1;
      waiting.set(last, { resolve, reject, method });
      socket.send(JSON.stringify({ id: last, method, params }));
    });
  return { call, contexts, close: () => socket.close() };
}

/**
 * A sampler of the isolate's live memory: each sample collects the garbage first (as
 * `Runtime.queryObjects` does), then reads the heap's used bytes, the size of every WebAssembly
 * memory on the heap and the bytes of every other ArrayBuffer, each found by its prototype,
 * whichever module made it. The ArrayBuffers are summed from the objects themselves:
 * `Runtime.getHeapUsage`'s backing-store figure counted a WebAssembly memory's store in some
 * samples and not in others, so that the memory was counted twice (137 MB where the isolate held 85).
 */
async function sampler(call, contexts) {
  // Enabling reports the isolate's contexts before it answers.
  await call("Runtime.enable");
  const group = "isolate-memory";
  const prototypeOf = async (name) =>
    (await call("Runtime.evaluate", { expression: `${name}.prototype`, contextId: contexts[0], objectGroup: group })).result;
  const memoryPrototype = await prototypeOf("WebAssembly.Memory");
  const bufferPrototype = await prototypeOf("ArrayBuffer");
  const query = async (prototype) =>
    (await call("Runtime.queryObjects", { prototypeObjectId: prototype.objectId, objectGroup: group })).objects;
  return {
    async sample() {
      // Twice: a collection first finishes sweeping what the one before found dead.
      await call("Runtime.releaseObject", { objectId: (await query(memoryPrototype)).objectId });
      const memories = await query(memoryPrototype);
      const buffers = await query(bufferPrototype);
      const { result } = await call("Runtime.callFunctionOn", {
        objectId: buffers.objectId,
        functionDeclaration: `function (memories) {
          const own = new Set(memories.map((memory) => memory.buffer));
          const others = this.filter((buffer) => !own.has(buffer));
          return { buffers: others.reduce((sum, buffer) => sum + buffer.byteLength, 0), webAssembly: memories.map((memory) => memory.buffer.byteLength) };
        }`,
        arguments: [{ objectId: memories.objectId }],
        returnByValue: true,
      });
      await Promise.all([memories, buffers].map(({ objectId }) => call("Runtime.releaseObject", { objectId })));
      const { usedSize } = await call("Runtime.getHeapUsage");
      const webAssembly = result.value.webAssembly.sort((a, b) => b - a);
      const total = usedSize + result.value.buffers + webAssembly.reduce((sum, size) => sum + size, 0);
      return { heap: usedSize, buffers: result.value.buffers, webAssembly, total };
    },
    async close() {
      await call("Runtime.releaseObjectGroup", { objectGroup: group });
      await call("Runtime.disable");
    },
  };
}

/**
 * Runs `work` and resolves to its result with the isolate's live memory at the largest sample taken
 * meanwhile, in bytes: `heap` (JavaScript objects), `buffers` (ArrayBuffers), `webAssembly` (each
 * memory's size, largest first) and `total`, the three together.
 */
export async function peakIsolateMemory(mf, work) {
  const { call, contexts, close } = await inspect(mf);
  try {
    const { sample, close: stop } = await sampler(call, contexts);
    let peak = await sample();
    let sampling = true;
    const samples = (async () => {
      while (sampling) {
        const now = await sample();
        if (now.total > peak.total) peak = now;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    let result;
    try {
      result = await work();
    } finally {
      sampling = false;
      await samples;
    }
    const last = await sample();
    if (last.total > peak.total) peak = last;
    await stop();
    return { result, memory: peak };
  } finally {
    close();
  }
}
