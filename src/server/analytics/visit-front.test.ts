import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { VisitCounter } from "./visit-front";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

function view(url: string, headers: Record<string, string> = {}, status = 200) {
  const request = {
    method: "GET",
    url,
    headers: { "user-agent": CHROME, "x-casa-client-ip": "203.0.113.5", ...headers },
  } as unknown as IncomingMessage;
  return [request, { statusCode: status } as ServerResponse] as const;
}

describe("VisitCounter", () => {
  it("counts a visitor once a day per page and for the site, and again the next Lisbon day", () => {
    let now = new Date("2026-11-28T10:00:00Z");
    const counter = new VisitCounter(() => now);
    counter.count(...view("/pt/properties/CL-1"));
    counter.count(...view("/pt/properties/CL-1"));
    counter.count(...view("/pt"));
    counter.count(...view("/pt", { "x-casa-client-ip": "203.0.113.6" }));
    // 00:30 in Lisbon (winter, UTC+0) is the next day.
    now = new Date("2026-11-29T00:30:00Z");
    counter.count(...view("/pt/properties/CL-1"));
    const { pages, days } = counter.take();
    expect(days).toEqual([
      { day: "2026-11-28", visitors: 2 },
      { day: "2026-11-29", visitors: 1 },
    ]);
    expect(pages).toEqual([
      expect.objectContaining({
        day: "2026-11-28",
        page: "/properties/CL-1",
        propertyRef: "CL-1",
        views: 2,
        visitors: 1,
      }),
      expect.objectContaining({ day: "2026-11-28", page: "/", views: 2, visitors: 2 }),
      expect.objectContaining({
        day: "2026-11-29",
        page: "/properties/CL-1",
        views: 1,
        visitors: 1,
      }),
    ]);
    expect(counter.take()).toEqual({ pages: [], days: [] });
  });

  it.each([
    ["a crawler", view("/pt", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })],
    ["no User-Agent", view("/pt", { "user-agent": "" })],
    ["a prefetch", view("/pt", { "sec-purpose": "prefetch" })],
    ["the router's data", view("/pt", { rsc: "1" })],
    ["a frame", view("/pt", { "sec-fetch-dest": "iframe" })],
    ["a staff session", view("/pt", { cookie: "language=pt; __Host-casa_session=abc" })],
    ["a missing page", view("/pt/nothing-here", {}, 404)],
    ["a redirect", view("/pt/properties?b=1", {}, 307)],
    ["the admin", view("/admin/dashboard")],
    ["an API call", view("/api/properties")],
    ["one person's page", view("/pt/saved-searches")],
  ])("does not count %s", (_what, [request, response]) => {
    const counter = new VisitCounter();
    counter.count(request, response);
    expect(counter.take().pages).toEqual([]);
  });

  it("groups by source and language, the negotiated one for an unprefixed page", () => {
    const counter = new VisitCounter();
    counter.count(...view("/properties", { "accept-language": "ja-JP,ja;q=0.9" }));
    counter.count(...view("/en/properties?utm_source=kyero"));
    const pages = counter.take().pages.map(({ locale, source }) => `${locale}/${source}`);
    expect(pages).toEqual(["jp/direct", "en/portals"]);
  });

  it("keeps what could not be written for the next write", () => {
    const counter = new VisitCounter();
    counter.count(...view("/pt"));
    const unwritten = counter.take();
    counter.count(...view("/pt", { "x-casa-client-ip": "198.51.100.1" }));
    counter.giveBack(unwritten);
    const { pages, days } = counter.take();
    expect(pages).toEqual([expect.objectContaining({ page: "/", views: 2, visitors: 2 })]);
    expect(days).toEqual([expect.objectContaining({ visitors: 2 })]);
  });
});
