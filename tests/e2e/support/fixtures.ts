// Each Playwright worker runs its own production server with its own empty data folder.
import { test as base } from "@playwright/test";
import { type AppServer, startAppServer } from "../../support/app-server";

export const test = base.extend<object, { app: AppServer }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring form
    async ({}, use) => {
      const server = await startAppServer();
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
