// Brings the database to the shape this version of the code expects: migrations, the first
// admin account, and (once, on a new database) the demo content, whose code and drawings live
// in demo/ and are loaded only then (docs/decisions/013).
import "server-only";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { type Connection, connection } from "./client";
import { isDemoContentLoaded } from "./demo-state";
import { ensureAdminUser } from "./ensure-admin";

export async function prepareDatabase(
  conn: Connection = connection(),
  options = { demo: env().SEED_DEMO },
): Promise<void> {
  const log = logger();
  await conn.exclusive(async () => {
    await conn.migrate();
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
    await ensureAdminUser(conn.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    if (options.demo && !(await isDemoContentLoaded(conn.db))) {
      const started = Date.now();
      log.info("loading demo content");
      const { seedDemoContent } = await import("../../../demo/seed");
      await seedDemoContent(conn.db);
      log.info({ ms: Date.now() - started }, "demo content loaded");
    }
  });
}
