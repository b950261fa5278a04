// Password hashing with argon2id (OWASP's minimum: 19 MiB memory, 2 passes, 1 lane).
import "server-only";
import { hash, verify } from "@node-rs/argon2";

// `Algorithm` is a const enum in the package's types, which isolated modules cannot read;
// 2 is its Argon2id member.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows, checked when the e-mail is unknown so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}
