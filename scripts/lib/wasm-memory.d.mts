export class WasmLayoutError extends Error {}
export function memoryLayout(bytes: Uint8Array): {
  minimum: number;
  minimumAt: number;
  minimumLength: number;
  maximum: number | undefined;
  stack: number;
  dataEnd: number;
  pages: number;
};
export function withMemoryMinimum(bytes: Uint8Array, pages?: number): { bytes: Uint8Array; from: number; to: number };
