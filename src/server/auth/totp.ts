// Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30-second steps, what every
// authenticator app reads from a QR code), through otplib. The secret is kept encrypted with a
// key derived from the server secret (AES-256-GCM), so a copy of the database alone does not
// give anyone the codes. A code is accepted once: the step it belongs to must be later than
// the last step accepted.
import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { appSecret } from "@/server/secret";

const ISSUER = "Casa Lusa";
/** A code of the step before or after the server's is accepted too (clocks drift). */
const TOLERANCE_SECONDS = 30;

function key(): Buffer {
  return createHmac("sha256", appSecret()).update("totp-secret-encryption").digest();
}

export function encryptSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".");
}

export function decryptSecret(stored: string): string {
  const [iv, sealed, tag] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !sealed || !tag) throw new Error("malformed TOTP secret");
  const decipher = createDecipheriv("aes-256-gcm", key(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
}

/** A new secret (160 bits, Base32), the otpauth:// address and its QR code as SVG. */
export async function newTotpSecret(account: string) {
  const secret = generateSecret();
  const uri = generateURI({ issuer: ISSUER, label: account, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

/**
 * The time step of a valid code, or null. `afterStep` is the last step accepted: a code of
 * that step or an earlier one is refused, so a code seen over a shoulder cannot be replayed.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
