/**
 * Lowers the memory minimum of an Emscripten build to what its static data and stack take. The
 * minimum is the INITIAL_MEMORY it was linked with (16 MB by default), and an instance's memory never
 * shrinks below it; a build that may grow its memory asks for the rest as it needs it
 * (docs/decisions/093-pictures-as-the-web-serves-them.md). Only the memory section's minimum changes,
 * written in as many bytes as before, so every other byte and offset of the module stays as it was.
 * A module laid out otherwise than expected stops the build rather than being changed blindly.
 */

const PAGE = 65536;

export class WasmLayoutError extends Error {}

/** A reader of the binary format's integers; `at` is where the next one starts. */
function reader(bytes) {
  const r = {
    at: 0,
    byte() {
      if (r.at >= bytes.length) throw new WasmLayoutError("the module ends inside a section");
      return bytes[r.at++];
    },
    u32() {
      let value = 0;
      let shift = 0;
      for (;;) {
        const byte = r.byte();
        value += (byte & 0x7f) * 2 ** shift;
        shift += 7;
        if (!(byte & 0x80)) return value;
        if (shift >= 35) throw new WasmLayoutError("an integer runs past five bytes");
      }
    },
    i32() {
      let value = 0;
      let shift = 0;
      let byte;
      do {
        byte = r.byte();
        value |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80 && shift < 35);
      return shift < 32 && byte & 0x40 ? value | (-1 << shift) : value;
    },
    skip(count) {
      r.at += count;
    },
    name() {
      r.skip(r.u32());
    },
  };
  return r;
}

/** A constant expression's value where it is `i32.const n`; undefined for another constant; any other expression is not expected. */
function constant(r) {
  const op = r.byte();
  let value;
  if (op === 0x41) value = r.i32();
  else if (op === 0x42) while (r.byte() & 0x80);
  else if (op === 0x43) r.skip(4);
  else if (op === 0x44) r.skip(8);
  else throw new WasmLayoutError(`a constant expression starts with opcode 0x${op.toString(16)}, not a constant`);
  if (r.byte() !== 0x0b) throw new WasmLayoutError("a constant expression is longer than one constant");
  return value;
}

/**
 * The parts of the module the minimum depends on: its one memory (where its minimum is written),
 * the initial value of global 0 (wasm-ld's `__stack_pointer`, the top of the stack, which Emscripten
 * puts above the static data) and where the static data ends.
 */
export function memoryLayout(bytes) {
  const r = reader(bytes);
  if (bytes.length < 8 || bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d) {
    throw new WasmLayoutError("not a WebAssembly module");
  }
  r.at = 8;
  let memory;
  let memoryExported = false;
  let importedGlobals = 0;
  let stack;
  let dataEnd = 0;
  while (r.at < bytes.length) {
    const id = r.byte();
    const size = r.u32();
    const end = r.at + size;
    if (id === 2) {
      for (let count = r.u32(); count > 0; count--) {
        r.name();
        r.name();
        const kind = r.byte();
        if (kind === 0) r.u32();
        else if (kind === 1) {
          r.byte();
          if (r.byte() & 1) r.u32();
          r.u32();
        } else if (kind === 2) throw new WasmLayoutError("the memory is imported: its minimum is the embedder's, not the module's");
        else if (kind === 3) {
          r.skip(2);
          importedGlobals++;
        } else throw new WasmLayoutError(`an import of kind ${kind}`);
      }
    } else if (id === 5) {
      if (r.u32() !== 1) throw new WasmLayoutError("not exactly one memory");
      const flags = r.byte();
      if (flags > 1) throw new WasmLayoutError(`a shared or 64-bit memory (limits flags ${flags})`);
      const minimumAt = r.at;
      const minimum = r.u32();
      memory = { minimum, minimumAt, minimumLength: r.at - minimumAt, maximum: flags ? r.u32() : undefined };
    } else if (id === 6 && r.u32() > 0) {
      if (importedGlobals) throw new WasmLayoutError("global 0 is imported: no stack pointer of the module's own");
      const type = r.byte();
      const mutable = r.byte();
      stack = constant(r);
      if (type !== 0x7f || mutable !== 1 || stack === undefined) {
        throw new WasmLayoutError("global 0 is not a mutable i32 set to a constant, as wasm-ld's stack pointer is");
      }
    } else if (id === 7) {
      for (let count = r.u32(); count > 0; count--) {
        r.name();
        const kind = r.byte();
        const index = r.u32();
        if (kind === 2 && index === 0) memoryExported = true;
      }
    } else if (id === 11) {
      for (let count = r.u32(); count > 0; count--) {
        const flags = r.u32();
        if (flags === 1) throw new WasmLayoutError("a passive data segment, copied at run time to where the module's code says");
        if (flags === 2 && r.u32() !== 0) throw new WasmLayoutError("a data segment for another memory");
        if (flags > 2) throw new WasmLayoutError(`a data segment with flags ${flags}`);
        const offset = constant(r);
        if (offset === undefined) throw new WasmLayoutError("a data segment at an offset that is not an i32 constant");
        const length = r.u32();
        r.skip(length);
        dataEnd = Math.max(dataEnd, offset + length);
      }
    }
    r.at = end;
  }
  if (!memory) throw new WasmLayoutError("no memory section");
  // The glue takes the instance's memory from its exports, whatever its size (`wasmMemory = wasmExports[…]`).
  if (!memoryExported) throw new WasmLayoutError("the memory is not exported");
  if (stack === undefined) throw new WasmLayoutError("no globals, so no stack pointer");
  if (stack < dataEnd) throw new WasmLayoutError(`the stack's top (${stack}) is below the static data's end (${dataEnd})`);
  return { ...memory, stack, dataEnd, pages: Math.ceil(stack / PAGE) };
}

/**
 * A copy of the module whose memory minimum is `pages` (by default the whole pages its static data
 * and stack span): the memory grows from there as the module asks for more.
 */
export function withMemoryMinimum(bytes, pages) {
  const layout = memoryLayout(bytes);
  const target = pages ?? layout.pages;
  if (target < layout.pages) throw new WasmLayoutError(`${target} pages would not hold the static data and stack (${layout.stack} B)`);
  if (target >= layout.minimum) throw new WasmLayoutError(`the memory's minimum is ${layout.minimum} pages already, not above ${target}`);
  // A build linked without memory growth has its maximum at its minimum: it would fail at the first allocation past the new one.
  if (layout.maximum !== undefined && layout.maximum <= layout.minimum)
    throw new WasmLayoutError("the memory may not grow past its minimum");
  const out = Uint8Array.from(bytes);
  const { minimumAt: at, minimumLength: length } = layout;
  // Padded with continuation bits to the old length, as the format allows.
  for (let i = 0; i < length; i++) out[at + i] = (Math.floor(target / 2 ** (7 * i)) & 0x7f) | (i < length - 1 ? 0x80 : 0);
  return { bytes: out, from: layout.minimum, to: target };
}
