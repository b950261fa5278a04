// What counting visits costs (issue 38, decision 035): the cached detail page loaded at 100
// connections as people (each request another browser, so counted, and the day's set of
// visitors grows) and as a crawler (not counted), in turns of five seconds, three of each; the
// medians of requests per second and the server's CPU per answer. The crawler's requests take
// the same path through server.ts up to the count's first check. On two cores autocannon takes
// one: the server's CPU per answer says more than the requests per second.
import autocannon from "autocannon";
import { BROWSER_ACCEPT_ENCODING } from "../tests/support/raw-http";
import { cpuMs, settle } from "./bench-support";

const TURN_SECONDS = 5;
const TURNS = 3;
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function turn(url: string, pid: number, people: boolean) {
  let sent = 0;
  const before = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: 100,
    duration: TURN_SECONDS,
    headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, "sec-fetch-dest": "document" },
    requests: [
      {
        setupRequest: (request) => {
          sent++;
          // Another string each time either way, so that the client does the same work.
          const agent = people
            ? `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.${sent} Safari/537.36`
            : `${CRAWLER} ${sent}`;
          return { ...request, headers: { ...request.headers, "user-agent": agent } };
        },
      },
    ],
  });
  const answers = result.requests.total;
  return { perSecond: result.requests.average, cpu: (cpuMs(pid) - before) / Math.max(1, answers) };
}

/** The middle of three, unrounded (bench-support's median rounds to whole milliseconds). */
const middle = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;

export async function visitCountingCost(base: string, path: string, pid: number) {
  const url = `${base}${path}`;
  const people: { perSecond: number; cpu: number }[] = [];
  const crawler: { perSecond: number; cpu: number }[] = [];
  for (let round = 0; round < TURNS; round++) {
    await settle(base);
    crawler.push(await turn(url, pid, false));
    await settle(base);
    people.push(await turn(url, pid, true));
  }
  const counted = middle(people.map((t) => t.perSecond));
  const uncounted = middle(crawler.map((t) => t.perSecond));
  return {
    counted: Math.round(counted),
    uncounted: Math.round(uncounted),
    cost: (((uncounted - counted) / uncounted) * 100).toFixed(1),
    cpuCounted: middle(people.map((t) => t.cpu)).toFixed(3),
    cpuUncounted: middle(crawler.map((t) => t.cpu)).toFixed(3),
  };
}
