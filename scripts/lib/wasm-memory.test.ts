import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import { instantiated, jpegOptions, webpOptions, type Factory } from "~/features/photos/web-codecs.server";
import { memoryLayout, WasmLayoutError, withMemoryMinimum } from "./wasm-memory.mjs";

const require = createRequire(import.meta.url);
const page = 65536;

type Codec = { encode: (rgba: Uint8Array, width: number, height: number, options: object) => Uint8Array | null };

// The publish's settings, so that the bytes compared are the ones it writes.
const codecs = [
  {
    name: "MozJPEG",
    wasm: "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm",
    glue: "@jsquash/jpeg/codec/enc/mozjpeg_enc.js",
    options: jpegOptions,
  },
  {
    name: "WebP",
    wasm: "@jsquash/webp/codec/enc/webp_enc_simd.wasm",
    glue: "@jsquash/webp/codec/enc/webp_enc_simd.js",
    options: webpOptions,
  },
];

/** An instance made by the package's own glue from `bytes`, as the Worker makes one from its deploy-time module. */
async function instance(glue: string, bytes: Uint8Array) {
  const factory = (await import(glue)).default as Factory<Codec>;
  return instantiated(factory, new WebAssembly.Module(bytes as Uint8Array<ArrayBuffer>));
}

/** A picture with detail everywhere, which makes an encoder work hardest for its size. */
const noise = (side: number) => new Uint8Array(side * side * 4).map((_, i) => (i * 7919 + (i >> 9)) & 255);

describe.each(codecs)("$name's encoder", ({ wasm, glue, options }) => {
  const original = new Uint8Array(readFileSync(require.resolve(wasm)));
  const lowered = withMemoryMinimum(original);

  test("asks for the pages its static data and stack span, and differs from the package's file in the minimum's bytes only", async () => {
    const before = memoryLayout(original);
    expect(lowered.from).toBe(before.minimum);
    expect(lowered.to).toBe(Math.ceil(Math.max(before.stack, before.dataEnd) / page));
    expect(lowered.to).toBeLessThan(before.minimum);
    expect(memoryLayout(lowered.bytes).minimum).toBe(lowered.to);
    const changed = [...lowered.bytes.keys()].filter((i) => lowered.bytes[i] !== original[i]);
    expect(changed.length).toBeGreaterThan(0);
    for (const at of changed) expect(at - before.minimumAt).toBeLessThan(before.minimumLength);
    // The engine's reading of the section, not this parser's: a fresh instance's memory is the minimum.
    expect((await instance(glue, lowered.bytes)).HEAPU8.byteLength).toBe(lowered.to * page);
  });

  test("encodes the same bytes as the package's file, in a memory that grows only as far as the picture needs", async () => {
    const [before, after] = [await instance(glue, original), await instance(glue, lowered.bytes)];
    for (const side of [320, 640]) {
      const pixels = noise(side);
      expect(after.encode(pixels, side, side, options)).toEqual(before.encode(pixels, side, side, options));
      if (side === 320) {
        expect(before.HEAPU8.byteLength).toBeGreaterThanOrEqual(16 * 2 ** 20);
        expect(after.HEAPU8.byteLength).toBeLessThan(6 * 2 ** 20);
      }
    }
  });
});

/** A module of `sections`, each an id and its content. */
const moduleOf = (...sections: [number, number[]][]) =>
  Uint8Array.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, ...sections.flatMap(([id, content]) => [id, content.length, ...content])]);
const exportedMemory: [number, number[]] = [7, [1, 1, 0x6d, 2, 0]];
// Global 0 a mutable i32 at 70,000 (two pages): `i32.const 70000`.
const stackPointer: [number, number[]] = [6, [1, 0x7f, 1, 0x41, 0xf0, 0xa2, 0x04, 0x0b]];

describe("a module laid out otherwise stops the rewrite", () => {
  test("a module like Emscripten's is lowered to the pages of its stack", () => {
    const lowered = withMemoryMinimum(moduleOf([5, [1, 0, 0x80, 0x02]], stackPointer, exportedMemory));
    expect(lowered).toMatchObject({ from: 256, to: 2 });
    expect(() => new WebAssembly.Module(lowered.bytes as Uint8Array<ArrayBuffer>)).not.toThrow();
  });

  test.each([
    ["its memory is imported", moduleOf([2, [1, 1, 0x61, 1, 0x6d, 2, 0, 0x80, 0x02]], stackPointer), /imported/],
    ["its memory may not grow", moduleOf([5, [1, 1, 0x80, 0x02, 0x80, 0x02]], stackPointer, exportedMemory), /may not grow/],
    ["its minimum is lower already", moduleOf([5, [1, 0, 2]], stackPointer, exportedMemory), /already/],
    ["its memory is not exported", moduleOf([5, [1, 0, 0x80, 0x02]], stackPointer), /not exported/],
    ["it has no stack pointer", moduleOf([5, [1, 0, 0x80, 0x02]], exportedMemory), /stack pointer/],
    [
      "global 0 is an immutable constant",
      moduleOf([5, [1, 0, 0x80, 0x02]], [6, [1, 0x7f, 0, 0x41, 0x10, 0x0b]], exportedMemory),
      /stack pointer/,
    ],
  ])("%s", (_, bytes, message) => {
    expect(() => new WebAssembly.Module(bytes as Uint8Array<ArrayBuffer>)).not.toThrow();
    expect(() => withMemoryMinimum(bytes)).toThrow(WasmLayoutError);
    expect(() => withMemoryMinimum(bytes)).toThrow(message);
  });

  test("a rewritten module is not rewritten again", () => {
    const once = withMemoryMinimum(moduleOf([5, [1, 0, 0x80, 0x02]], stackPointer, exportedMemory)).bytes;
    expect(() => withMemoryMinimum(once)).toThrow(/already/);
  });
});
