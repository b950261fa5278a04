// The server secret that signs upload URLs: APP_SECRET, or one generated on first use and kept
// in DATA_DIR (readable by this user only). Several instances must share APP_SECRET.
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/server/env";

const KEY = Symbol.for("casa-lusa.secret");
type Holder = { [KEY]?: Buffer };

export function appSecret(): Buffer {
  const holder = globalThis as Holder;
  holder[KEY] ??= loadSecret();
  return holder[KEY];
}

function loadSecret(): Buffer {
  const { APP_SECRET, DATA_DIR } = env();
  if (APP_SECRET) return Buffer.from(APP_SECRET, "utf8");
  const file = path.join(DATA_DIR, "secret");
  try {
    return Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64url");
  } catch {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    const secret = randomBytes(32);
    try {
      fs.writeFileSync(file, secret.toString("base64url"), { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64url");
    }
  }
}
