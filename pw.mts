import zlib from "node:zlib";
import { startAppServer } from "./tests/support/app-server";
const app = await startAppServer();
try {
  const list = await (await fetch(`${app.url}/api/properties`)).json();
  const path = `/pt/properties/${list[0].ref}`;
  for (let i = 0; i < 3; i++) await fetch(`${app.url}${path}`, { headers: { "accept-encoding": "br" } });
  await new Promise((r) => setTimeout(r, 1500));
  const res = await fetch(`${app.url}${path}`, { headers: { "accept-encoding": "br" } });
  const buf = Buffer.from(await res.arrayBuffer());
  let headers = 0; res.headers.forEach((v, k) => { headers += k.length + v.length + 4; });
  console.log("status", res.status, "encoding", res.headers.get("content-encoding"), "headers≈", headers);
  const html = buf.toString();
  (await import("node:fs")).writeFileSync("/tmp/detail.html", html);
  console.log("html bytes", html.length, "br11", zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  res.headers.forEach((v, k) => console.log(k, v.length));
} finally { await app.stop(); }
