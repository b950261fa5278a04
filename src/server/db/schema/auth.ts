// Staff accounts and how they sign in: users, the recovery codes of their second factor, and
// their sessions.
import {
  bigint,
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { STAFF_ACCESS } from "@/lib/schemas/account";
import { createdAt, id, updatedAt } from "./columns";
import { consultants } from "./listings";

export const staffAccess = pgEnum("staff_access", STAFF_ACCESS);

export const users = pgTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  name: text("name"),
  /** The brief's free-text title, shown only; the rights are `access`. */
  role: text("role").notNull().default("admin"),
  access: staffAccess("access").notNull().default("admin"),
  /** A consultant account's public profile: one person, one record. */
  consultantId: uuid("consultant_id")
    .unique()
    .references(() => consultants.id, { onDelete: "set null" }),
  /** Set at sign-in when the password no longer meets the policy; cleared by a new one. */
  passwordChangeRequired: boolean("password_change_required").notNull().default(false),
  /** The TOTP secret, encrypted (src/server/auth/totp.ts); null until a code confirms it. */
  totpSecret: text("totp_secret"),
  /** A secret shown for enrolment but not yet confirmed by a code. */
  totpPendingSecret: text("totp_pending_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /** The time step of the last code accepted: no code is accepted twice. */
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use recovery codes of the second factor: only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_idx").on(t.userId, t.codeHash)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    /** How the admin names a session to end it (the token's hash never leaves the server). */
    id: uuid("id").notNull().unique().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The last time the user proved who they are: at sign-in, or by typing the password again. */
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
