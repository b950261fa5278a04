// Recovery codes of the second factor: ten, single use, shown once. Each holds 120 random bits
// (24 characters of an unambiguous alphabet, in four groups of six), enough that a plain
// SHA-256 of it may be stored (ASVS 5.0 V6.5.2 asks a salted slow hash only below 112 bits).
import "server-only";
import { createHash, randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { db } from "@/server/db/client";
import { recoveryCodes } from "@/server/db/schema";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"; // Crockford's Base32: no i, l, o, u
const GROUPS = 4;
const GROUP_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;

function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

/** The code as typed, without spaces or dashes, in lower case, with look-alikes mapped. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
}

function hashCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

/** Replaces a user's recovery codes with ten new ones, and answers them (the only time). */
export async function replaceRecoveryCodes(userId: string, tx: Database): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

/** Uses up a recovery code: true when it was the user's and not used before. */
export async function redeemRecoveryCode(userId: string, typed: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(typed);
  if (normalized.length !== GROUPS * GROUP_LENGTH) return false;
  // One statement: two requests racing with the same code cannot both succeed.
  const used = await db()
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return used.length > 0;
}

export async function recoveryCodesLeft(userId: string): Promise<number> {
  const [row] = await db()
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
