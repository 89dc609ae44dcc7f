import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/build/**/*.test.ts"],
    // Each integration file starts its own workerd; two at a time fits a two-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
