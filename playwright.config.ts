import fs from "node:fs";
import { defineConfig } from "@playwright/test";

// The machine's browser when there is one (Playwright's browser download needs the internet):
// Debian's headless shell first (the old headless mode, as Playwright itself uses: on one spec
// the browser's CPU fell from 41 s to 31 s against the full browser), else its Chromium;
// CHROME_PATH wins; elsewhere Playwright's own browser. See docs/decisions/008.
const executablePath =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file));

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    // A failed test keeps its trace (DOM snapshots, network, console) without the screencast,
    // which took more of the browser's CPU than the pages themselves.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
