import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { inlineScriptHashes, outsideOrigins, pagePolicy } from "./content-security-policy";

const sha256 = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

it("hashes each inline script once, and neither external scripts nor data blocks", () => {
  const html = [
    '<script src="/_next/static/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Place"}</script>',
    "<script>self.__next_f=[]</script>",
    '<script id="_R_">(globalThis.x = "ã </div>")</script>',
    "<script>self.__next_f=[]</script>",
    '<script type="module">import "/m.js"</script>',
    "<script></script>",
  ].join("");
  expect(inlineScriptHashes(html)).toEqual([
    sha256("self.__next_f=[]"),
    sha256('(globalThis.x = "ã </div>")'),
    sha256('import "/m.js"'),
  ]);
});

const outside = { tiles: "https://tile.openstreetmap.org", frames: [], images: [] };

it("allows this origin and the named scripts, never any inline script", () => {
  const hashed = pagePolicy({ hashes: ["sha256-abc"] }, { https: true, dev: false, outside });
  expect(hashed).toContain("script-src 'self' 'sha256-abc';");
  expect(hashed).toContain("upgrade-insecure-requests");
  const nonced = pagePolicy({ nonce: "n0" }, { https: false, dev: false, outside });
  expect(nonced).toContain("script-src 'self' 'nonce-n0' 'strict-dynamic';");
  expect(nonced).not.toContain("upgrade-insecure-requests");
  for (const policy of [hashed, nonced]) {
    expect(/script-src[^;]*/.exec(policy)?.[0]).not.toContain("unsafe-inline");
  }
});

it("lets images and frames come only from the tiles' host and the hosts the page names", () => {
  const html = [
    '<img src="/objects/abc?w=480" srcset="/objects/abc?w=480 480w">',
    '<img alt="" src="https://photos.example.com/a.jpg?x=1" srcset="https://cdn.example.net/a.jpg 2x">',
    '<link rel="preload" as="image" href="https://photos.example.com/b.jpg">',
    '<link rel="canonical" href="https://casa.example.pt/pt">',
    '<a href="https://elsewhere.example.org/">link</a>',
    '<div class="relative" data-frame-origin="https://my.matterport.com">',
  ].join("");
  const found = outsideOrigins(html);
  expect(found).toEqual({
    frames: ["https://my.matterport.com"],
    images: ["https://photos.example.com", "https://cdn.example.net"],
  });
  const policy = pagePolicy(
    { hashes: [] },
    { https: true, dev: false, outside: { tiles: "https://tiles.example.pt", ...found } },
  );
  expect(policy).toContain(
    "img-src 'self' data: blob: https://tiles.example.pt https://photos.example.com https://cdn.example.net;",
  );
  expect(policy).toContain("frame-src https://my.matterport.com;");
  // A page with no tour embeds nothing.
  const none = pagePolicy({ hashes: [] }, { https: true, dev: false, outside });
  expect(none).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  expect(none).toContain("frame-src 'none';");
});
