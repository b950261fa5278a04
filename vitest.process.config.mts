import path from "node:path";
import { defineConfig } from "vitest/config";

// Whole-process tests: each starts production servers (so the build must exist), kills them,
// restarts them. One file at a time: they are heavy and share the machine's two cores.
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["tests/process/**/*.test.ts"],
    globalSetup: ["tests/process/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
