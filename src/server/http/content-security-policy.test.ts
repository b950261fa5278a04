import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { inlineScriptHashes, pagePolicy } from "./content-security-policy";

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

it("allows this origin and the named scripts, never any inline script", () => {
  const hashed = pagePolicy({ hashes: ["sha256-abc"] }, { https: true, dev: false });
  expect(hashed).toContain("script-src 'self' 'sha256-abc';");
  expect(hashed).toContain("upgrade-insecure-requests");
  const nonced = pagePolicy({ nonce: "n0" }, { https: false, dev: false });
  expect(nonced).toContain("script-src 'self' 'nonce-n0' 'strict-dynamic';");
  expect(nonced).not.toContain("upgrade-insecure-requests");
  for (const policy of [hashed, nonced]) {
    expect(/script-src[^;]*/.exec(policy)?.[0]).not.toContain("unsafe-inline");
  }
});
