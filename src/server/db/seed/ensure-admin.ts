// The first admin account. Its password comes from ADMIN_PASSWORD, or is drawn at random and
// shown once on the console: there is no default password anywhere.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { hashPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";

export const DEFAULT_ADMIN_EMAIL = "admin@casalusa.pt";

export async function ensureAdminUser(
  db: Database,
  options: { email?: string; password?: string },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) > 0) return null;

  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generatedPassword = options.password ? null : randomBytes(12).toString("base64url");
  const password = options.password ?? generatedPassword ?? "";
  await db
    .insert(users)
    .values({
      email,
      name: "Administrador",
      role: "admin",
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing();
  return { email, generatedPassword };
}
