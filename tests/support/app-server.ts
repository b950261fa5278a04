// Starts the production server as a child process on a free port with its own data folder,
// and stops exactly that process. Shared by the browser tests and the process-level tests.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// Every runner (Playwright, Vitest, npm scripts) starts in the project folder.
const ROOT = process.cwd();

export const TEST_ADMIN = { email: "admin@test.casalusa.pt", password: "e2e-Password-123" };

/**
 * What a start that creates the first admin writes: the info line for TEST_ADMIN (seen only at
 * LOG_LEVEL info or lower) or the notice with a generated password.
 */
export const ADMIN_CREATED = /admin account created/i;

export interface AppServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startAppServer(
  options: { dataDir?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-app-")));
  let log = "";
  // As `npm run serve` starts it: the JavaScript heap capped, its young generation small
  // (docs/decisions/023, 040).
  const child = spawn(
    process.execPath,
    ["--max-old-space-size=512", "--max-semi-space-size=4", "--import", "tsx", "server.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        LOG_LEVEL: "warn",
        NEXT_TELEMETRY_DISABLED: "1",
        // Nothing is fetched from outside: a test that shows prices in other currencies gives
        // its own fake rate server.
        FX_RATES_URL: "",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  // A server that does not start leaves nothing behind either.
  const fail = async (reason: string) => {
    child.kill("SIGKILL");
    await exited;
    if (!options.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    throw new Error(`${reason}:\n${log}`);
  };
  while (!log.includes("is listening on")) {
    if (child.exitCode !== null) await fail("The server exited early");
    if (Date.now() > deadline) await fail("The server did not start in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
