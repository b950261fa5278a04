import zlib from "node:zlib";
import { expect, it } from "vitest";
import {
  compressDensest,
  compressOnce,
  DENSEST_WAITING_MAX,
  matchesEtag,
  preferredEncoding,
} from "./compression";

it("compresses a body both ways, each decoding to the body", async () => {
  const body = Buffer.from("<p>Casa Lusa</p>".repeat(500));
  const { br, gzip } = await compressOnce(body);
  expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
  expect(zlib.gunzipSync(gzip).equals(body)).toBe(true);
  expect(br.length).toBeLessThan(body.length / 10);
});

it("recompresses a page in fewer bytes, decoding to its body", async () => {
  const pages = [1, 2, 3].map((n) =>
    Buffer.from(
      Array.from(
        { length: 400 },
        (_, i) => `<li class="card-${(i * 7919 * n) % 97}">${i}</li>`,
      ).join(""),
    ),
  );
  const densest = await Promise.all(pages.map(compressDensest));
  for (const [index, page] of pages.entries()) {
    const br = densest[index] ?? Buffer.alloc(0);
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    expect(br.length).toBeLessThan((await compressOnce(page)).br.length);
  }
});

it("leaves a page as it is when too many wait to be recompressed, and takes them again once they are done", async () => {
  const body = Buffer.from("<p>Casa Lusa</p>".repeat(2000));
  const burst = await Promise.all(
    Array.from({ length: DENSEST_WAITING_MAX + 4 }, () => compressDensest(body)),
  );
  expect(burst.filter((densest) => densest === undefined)).toHaveLength(4);
  expect(burst.slice(0, DENSEST_WAITING_MAX).every(Buffer.isBuffer)).toBe(true);
  expect(await compressDensest(body)).toBeInstanceOf(Buffer);
});

it("prefers Brotli, then gzip, and honours a refusal", () => {
  expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(preferredEncoding("gzip, deflate")).toBe("gzip");
  expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
  expect(preferredEncoding("*")).toBe("br");
  expect(preferredEncoding("identity")).toBe("identity");
  expect(preferredEncoding("")).toBe("identity");
});

it("matches an ETag weakly, in a list, or by *", () => {
  expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
  expect(matchesEtag('"x", "abc"', 'W/"abc"')).toBe(true);
  expect(matchesEtag("*", 'W/"abc"')).toBe(true);
  expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
  expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
});
