// Loads .env files the way Next.js does, for processes that read the environment before
// Next starts (server.ts) or without Next at all (scripts).
import { loadEnvConfig } from "@next/env";

export function loadDotenv(dev = false): void {
  loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
}
