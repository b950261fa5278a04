import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodedResponse, encodeJsonOnce } from "./encoded-response";

const list = Object.freeze(
  Array.from({ length: 450 }, (_, i) => ({
    id: i,
    title: `Casa ${i}`,
    jp: "リスボンの家",
    q: '"',
  })),
);

const ask = (headers: Record<string, string>) =>
  new Request("http://localhost/api/properties", { headers });

describe("encodeJsonOnce", () => {
  it("makes gzip and Brotli of the array's JSON, a chunk at a time, with an ETag of its text", async () => {
    const encoded = await encodeJsonOnce("list", list);
    const text = JSON.stringify(list);
    expect(zlib.gunzipSync(encoded.gzip).toString()).toBe(text);
    expect(zlib.brotliDecompressSync(encoded.br).toString()).toBe(text);
    expect(encoded.etag).toMatch(/^W\/"list-[\w-]{27}"$/);
    expect(await encodeJsonOnce("list", list)).toBe(encoded);
    for (const items of [[], [1], Array.from({ length: 200 }, (_, i) => i)]) {
      const small = await encodeJsonOnce("x", items);
      expect(JSON.parse(zlib.gunzipSync(small.gzip).toString())).toEqual(items);
    }
  });

  it("answers in the client's encoding, decompresses for one that takes none, and 304 to its ETag", async () => {
    const encoded = await encodeJsonOnce("list", list);
    const br = encodedResponse(ask({ "accept-encoding": "gzip, br" }), encoded);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(Buffer.from(await br.arrayBuffer()).equals(encoded.br)).toBe(true);
    const plain = encodedResponse(ask({}), encoded);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-length")).toBe(
      String(Buffer.byteLength(JSON.stringify(list))),
    );
    expect(await plain.text()).toBe(JSON.stringify(list));
    const cached = encodedResponse(ask({ "if-none-match": encoded.etag }), encoded);
    expect(cached.status).toBe(304);
  });
});
