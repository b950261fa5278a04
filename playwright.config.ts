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
    // A failed test keeps a screenshot of the page as it failed. No trace: recording one for
    // every test, to keep it for the failed ones, made the suite a third slower (docs/decisions/
    // 008); `npx playwright test --trace retain-on-failure` records it while chasing a failure.
    trace: "off",
    screenshot: "only-on-failure",
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
