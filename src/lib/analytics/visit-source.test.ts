import { describe, expect, it } from "vitest";
import { visitSource } from "./visit-source";

describe("visitSource", () => {
  it.each([
    ["https://www.google.pt/", "search"],
    ["https://www.google.co.jp/search?q=lisboa", "search"],
    ["https://duckduckgo.com/", "search"],
    ["https://sapo.pt/", "search"],
    ["https://casa.sapo.pt/comprar", "portals"],
    ["https://www.idealista.pt/imovel/1234/", "portals"],
    ["https://www.kyero.com/en/property/1", "portals"],
    ["https://l.facebook.com/l.php", "social"],
    ["https://t.co/abc", "social"],
    ["https://www.instagram.com/", "social"],
    ["https://blog.example.org/post", "other"],
    ["https://casalusa.pt/pt/properties", "internal"],
    ["not a url", "direct"],
  ])("groups a Referer of %s as %s", (referer, group) => {
    expect(visitSource(referer, null, "casalusa.pt")).toBe(group);
  });

  it("prefers utm_source to the Referer, and knows names as well as hosts", () => {
    expect(visitSource("https://www.google.pt/", "idealista", "casalusa.pt")).toBe("portals");
    expect(visitSource(undefined, "Facebook", "casalusa.pt")).toBe("social");
    expect(visitSource(undefined, "newsletter", "casalusa.pt")).toBe("other");
  });

  it("calls a view with no Referer direct, and the site's own host with a port internal", () => {
    expect(visitSource(undefined, null, "casalusa.pt")).toBe("direct");
    expect(visitSource("http://localhost:3000/pt", null, "localhost:3000")).toBe("internal");
  });
});
