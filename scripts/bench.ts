// `npm run bench [-- --properties 10000]`: builds, starts the production server on a fresh
// database holding the demo content plus generated listings, loads it with autocannon (100
// connections, 10 s per page, with a browser's Accept-Encoding) and prints one table and the
// lines under it; the same text goes to docs/benchmarks.md. A benchmark, not part of `npm test`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startAppServer } from "../tests/support/app-server";
import { BROWSER_ACCEPT_ENCODING, rawGet } from "../tests/support/raw-http";
import { buildIfNeeded } from "./build-if-needed";
import { generateProperties } from "./generate-properties";

const flag = process.argv.indexOf("--properties");
const count = flag > 0 ? Number(process.argv[flag + 1]) : 1000;
if (!Number.isInteger(count) || count < 1) throw new Error("--properties takes a whole number");
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function timeOnce(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - started;
}

async function main() {
  buildIfNeeded();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "casa-lusa-bench-"));
  await generateProperties(dataDir, count);
  const server = await startAppServer({ dataDir, env: { LOG_LEVEL: "error" } });
  try {
    const properties = (await (await fetch(`${server.url}/api/properties`)).json()) as {
      id: string;
      ref: string;
    }[];
    const sample = properties[0];
    if (!sample) throw new Error("no properties");
    const targets = [
      ["GET /api/properties", "/api/properties"],
      ["GET /api/properties/{id}", `/api/properties/${sample.id}`],
      ["home page /pt", "/pt"],
      ["list /pt/properties", "/pt/properties"],
      ["detail /pt/properties/{ref}", `/pt/properties/${sample.ref}`],
    ] as const;
    const rows = [];
    for (const [name, target] of targets) {
      await settle(server.url);
      const result = await autocannon({
        url: `${server.url}${target}`,
        connections: 100,
        duration: DURATION,
        headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
      });
      rows.push({
        target: name,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    const report = section(rows, [
      `properties: ${properties.length}`,
      `GET /api/properties as sent to a browser: ${await sentSize(`${server.url}/api/properties`)}`,
      `/pt/properties render (median of 5, unloaded): ${Math.round(await medianRenderMs(`${server.url}/pt/properties`))} ms`,
      `server peak memory (RSS high-water mark): ${peakMemoryMb(server.process.pid ?? 0)} MB`,
    ]);
    process.stdout.write(`\n${report}\n`);
    writeReport(report);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bytes the server put on the wire for a browser, not a size worked out here. */
async function sentSize(url: string): Promise<string> {
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
async function settle(base: string): Promise<void> {
  let quick = 0;
  while (quick < 3) {
    quick = (await timeOnce(`${base}/api/health`)) < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

async function medianRenderMs(url: string): Promise<number> {
  const renders = [];
  for (let i = 0; i < 5; i++) renders.push(await timeOnce(url));
  renders.sort((a, b) => a - b);
  return renders[2] ?? 0;
}

function section(rows: Record<string, string | number>[], lines: string[]): string {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const header = Object.keys(rows[0] ?? {});
  return [
    `## ${new Date().toISOString().slice(0, 10)} — ${count} properties, PGlite`,
    "",
    `Machine: ${machine}. autocannon, 100 connections, ${DURATION} s per target, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}.`,
    "",
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${header.map((key) => row[key]).join(" | ")} |`),
    "",
    ...lines.map((line) => `- ${line}`),
    "",
  ].join("\n");
}

function writeReport(section: string) {
  const file = path.join(process.cwd(), "docs", "benchmarks.md");
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const intro = previous.split("\n## ")[0] ?? "";
  const older = previous.includes("\n## ")
    ? `## ${previous.split("\n## ").slice(1).join("\n## ")}`
    : "";
  fs.writeFileSync(file, `${intro.trimEnd()}\n\n${section}\n${older}`.replace(/\n{3,}/g, "\n\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
