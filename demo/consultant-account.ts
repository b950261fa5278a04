// The demo consultant's staff account: the first demo consultant's profile and account are one
// person (docs/security.md#staff-rights). Like the first admin's, its password is drawn at random
// and shown once on the console, to be replaced at the first sign-in: no default password.
import { randomBytes } from "node:crypto";
import { hashPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";

export interface DemoAccount {
  email: string;
  password: string;
}

/** Creates the account (nothing when the e-mail already has one); answers what was created. */
export async function createDemoConsultantAccount(
  db: Database,
  consultant: { id: string; name: string; email: string },
): Promise<DemoAccount | null> {
  const password = randomBytes(12).toString("base64url");
  const created = await db
    .insert(users)
    .values({
      email: consultant.email,
      name: consultant.name,
      role: "Consultora",
      access: "consultant",
      consultantId: consultant.id,
      passwordHash: await hashPassword(password),
      passwordChangeRequired: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length > 0 ? { email: consultant.email, password } : null;
}

export function demoAccountNotice({ email, password }: DemoAccount): string {
  return [
    "",
    "  ┌──────────────────────────────────────────────────────────────",
    "  │ Demo consultant account created. This password is shown only once:",
    `  │   e-mail:   ${email}`,
    `  │   password: ${password}`,
    "  │ A consultant sees their own leads first; sign in at /admin/login.",
    "  └──────────────────────────────────────────────────────────────",
    "",
    "",
  ].join("\n");
}
