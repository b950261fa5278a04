import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // Outside Next's react-server build the package throws on import; tests are server code.
      "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
    },
  },
  test: {
    environment: "node",
    include: [
      "src/**/*.test.ts",
      "tests/db/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "demo/**/*.test.ts",
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/database.ts"],
    pool: "forks",
    // Files share their worker's modules and database connection instead of each opening
    // PGlite again (a run took 170 s isolated, 60 s shared). Each test still starts from empty
    // tables and zeroed rate limits (tests/support/database.ts), and files that change
    // process.env put it back. See docs/decisions/008.
    isolate: false,
    // PGlite and argon2 are CPU-bound; two workers match the machines this runs on.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
