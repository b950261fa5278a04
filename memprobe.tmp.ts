import fs from "node:fs";
import { main } from "./server";
const file = process.env.MEMPROBE_FILE ?? "/tmp/memprobe.jsonl";
const mb = (n: number) => Math.round(n / 2 ** 20);
setInterval(() => {
  const m = process.memoryUsage();
  const status = fs.readFileSync("/proc/self/status", "utf8");
  const field = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  fs.appendFileSync(file, `${JSON.stringify({ t: Math.round(process.uptime()), rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers), anon: field("RssAnon"), file: field("RssFile") })}\n`);
}, 5000).unref();
main();
