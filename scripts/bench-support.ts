// What the benchmark's parts share (scripts/bench.ts, scripts/bench-feed.ts): the server's
// memory from /proc, timings of single requests, and waiting for a quiet server.
import fs from "node:fs";
import { BROWSER_ACCEPT_ENCODING, rawGet } from "../tests/support/raw-http";

/** The server's resident memory now (VmRSS) or its high-water mark (VmHWM), in MB. */
export function memoryMb(pid: number, field: "VmRSS" | "VmHWM" = "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

/**
 * The CPU time the server spent (user and system, in ms), from /proc: unlike a wall-clock time,
 * hardly moved by other work on the machine.
 */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticksPerMs = 100 / 1000;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}

/** Starts the high-water mark again from the memory resident now (Linux, clear_refs 5). */
export function resetPeak(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** Until the answer's headers arrive: the server's part, before the body crosses the wire. */
export async function timeToHeaders(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  return elapsed;
}

export async function timeOnce(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return performance.now() - started;
}

/** The bytes the server put on the wire for a browser, not a size worked out here. */
export async function sentSize(url: string): Promise<string> {
  const sent = await rawGet(url, { "accept-encoding": BROWSER_ACCEPT_ENCODING });
  const plain = await rawGet(url);
  const encoding = sent.headers["content-encoding"] ?? "identity";
  return `${kb(sent.body.length)} ${encoding} (Content-Length ${sent.headers["content-length"] ?? "unset"}; ${kb(plain.body.length)} uncompressed)`;
}

/**
 * Waits until the server has worked off what the previous target left queued (autocannon stops
 * sending after its 10 s, but requests already accepted are still rendered), so each target is
 * measured on an idle server: the health check must answer quickly three times in a row.
 */
export async function settle(base: string): Promise<void> {
  let quick = 0;
  while (quick < 3) {
    quick = (await timeOnce(`${base}/api/health`)) < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const median = (values: number[]) =>
  Math.round(values.sort((a, b) => a - b)[values.length >> 1] ?? 0);
