// Brings the database to the shape this version of the code expects: migrations, the first
// admin account, and (once, on a new database) the demo content.
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { type Connection, connection } from "./client";
import { ensureAdminUser } from "./seed/ensure-admin";
import { isDemoContentLoaded, seedDemoContent } from "./seed/seed-demo";

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
      await seedDemoContent(conn.db);
      log.info({ ms: Date.now() - started }, "demo content loaded");
    }
  });
}
