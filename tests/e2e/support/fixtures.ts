// Each Playwright worker runs its own production server with its own empty data folder (and,
// with DATABASE_URL set, its own fresh PostgreSQL database: support/server.ts).
import { test as base } from "@playwright/test";
import type { AppServer } from "../../support/app-server";
import { islandsHydrated } from "./axe";
import { startTestServer } from "./server";

export const test = base.extend<object, { app: AppServer }>({
  // A page visited with goto is used once it is interactive, as it was once loaded before the
  // public pages became islands (docs/decisions/018).
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response && javaScriptEnabled !== false) await islandsHydrated(page);
      return response;
    };
    await use(page);
  },
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring form
    async ({}, use) => {
      // The public forms allow 10 submissions per address in 10 minutes; every browser test
      // comes from 127.0.0.1, so a whole run would hit that limit (tests/api checks the 429).
      const server = await startTestServer({ env: { FORM_RATE_LIMIT: "1000" } });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
});

export { expect } from "@playwright/test";
