// The first admin account. Its password comes from ADMIN_PASSWORD, or is drawn at random and
// shown once on the console: there is no default password anywhere.
import "server-only";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { hashPassword } from "@/server/auth/password";
import { passwordProblem } from "@/server/auth/password-policy";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { logger } from "@/server/logger";

export const DEFAULT_ADMIN_EMAIL = "admin@casalusa.pt";

export interface AdminOptions {
  email?: string;
  password?: string;
  /** Where the generated password is shown: the console, unless a caller reads it itself. */
  print?: (text: string) => void;
}

/** Creates the first admin when there are no users; does nothing (null) otherwise. */
export async function ensureAdminUser(
  db: Database,
  options: AdminOptions,
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) > 0) return null;

  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generatedPassword = options.password ? null : randomBytes(12).toString("base64url");
  const password = options.password ?? generatedPassword ?? "";
  // The account is new: its password meets the policy of every new password.
  const problem = options.password ? await passwordProblem(options.password, { email }) : null;
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  const created = await db
    .insert(users)
    .values({
      email,
      name: "Administrador",
      role: "admin",
      passwordHash: await hashPassword(password),
      // A generated password is for the first sign-in only (ASVS 5.0 V6.4.1).
      passwordChangeRequired: generatedPassword !== null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another instance starting at the same moment created it first: its console shows the password.
  if (created.length === 0) return null;

  if (generatedPassword) {
    (options.print ?? printToConsole)(passwordNotice(email, generatedPassword));
  } else {
    logger().info({ email }, "admin account created from ADMIN_EMAIL / ADMIN_PASSWORD");
  }
  return { email, generatedPassword };
}

function printToConsole(text: string): void {
  process.stdout.write(text);
}

// Shown once, on the console only: it is not stored anywhere in clear text.
function passwordNotice(email: string, password: string): string {
  return [
    "",
    "  ┌──────────────────────────────────────────────────────────────",
    "  │ Admin account created. This password is shown only once:",
    `  │   e-mail:   ${email}`,
    `  │   password: ${password}`,
    "  │ Sign in at /admin/login and change it under Utilizadores.",
    "  └──────────────────────────────────────────────────────────────",
    "",
    "",
  ].join("\n");
}
