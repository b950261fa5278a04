// `npm run bench [-- --properties 10000]`: builds, starts the production server on a fresh
// database holding the demo content plus generated listings, loads it with autocannon (100
// connections, 10 s per page) and prints one table; the figures also go to
// docs/benchmarks.md. A benchmark, not part of `npm test`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startAppServer } from "../tests/support/app-server";
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
      const result = await autocannon({
        url: `${server.url}${target}`,
        connections: 100,
        duration: DURATION,
        headers: { "accept-encoding": "gzip" },
      });
      rows.push({
        target: name,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    const list = Buffer.from(await (await fetch(`${server.url}/api/properties`)).arrayBuffer());
    const renders = [];
    for (let i = 0; i < 5; i++) renders.push(await timeOnce(`${server.url}/pt/properties`));
    renders.sort((a, b) => a - b);
    const extra = {
      properties: properties.length,
      "GET /api/properties, gzip": `${Math.round(gzipSync(list).length / 1024)} KB (${Math.round(list.length / 1024)} KB raw)`,
      "/pt/properties render (median of 5, unloaded)": `${Math.round(renders[2] ?? 0)} ms`,
      "server peak memory (RSS high-water mark)": `${peakMemoryMb(server.process.pid ?? 0)} MB`,
    };
    // biome-ignore lint/suspicious/noConsole: the benchmark prints its table
    console.table(rows);
    // biome-ignore lint/suspicious/noConsole: the benchmark prints its table
    console.table(extra);
    writeReport(rows, extra);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function writeReport(
  rows: Record<string, string | number>[],
  extra: Record<string, string | number>,
) {
  const file = path.join(process.cwd(), "docs", "benchmarks.md");
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const header = Object.keys(rows[0] ?? {});
  const section = [
    `## ${new Date().toISOString().slice(0, 10)} — ${extra.properties} properties, PGlite`,
    "",
    `Machine: ${machine}. autocannon, 100 connections, ${DURATION} s per target, gzip accepted.`,
    "",
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${header.map((key) => row[key]).join(" | ")} |`),
    "",
    ...Object.entries(extra).map(([key, value]) => `- ${key}: ${value}`),
    "",
  ].join("\n");
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
