// The exchange-rates job against a local stand-in for the ECB (FX_RATES_URL): it stores the
// day's rates once a day, keeps the last ones when the source is down or sends something that
// is not a rates document, and the pages convert with nothing when none is known.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/server/db/client";
import { jobRuns } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { exchangeRatesJob, readExchangeRates } from "@/server/exchange-rates/exchange-rates";
import { runDueJobs } from "@/server/jobs/runner";
import { logger } from "@/server/logger";
import { collectTags, TAG } from "@/server/page-cache/content-tags";
import { contentVersions } from "@/server/page-cache/content-versions";

const ecbXml = (
  date: string,
  rates: Record<string, string>,
) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time="${date}">
${Object.entries(rates)
  .map(([currency, rate]) => `      <Cube currency="${currency}" rate="${rate}"/>`)
  .join("\n")}
    </Cube>
  </Cube>
</gesmes:Envelope>`;

let answer: { status: number; body: string } = { status: 200, body: "" };
let requests = 0;
const fake = http.createServer((_request, response) => {
  requests++;
  response.writeHead(answer.status, { "content-type": "text/xml" }).end(answer.body);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  process.env.FX_RATES_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/eurofxref-daily.xml`;
  resetEnv();
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
  delete process.env.FX_RATES_URL;
  resetEnv();
});
beforeEach(() => {
  requests = 0;
  answer = {
    status: 200,
    body: ecbXml("2026-11-27", { USD: "1.0512", JPY: "162.37", BGN: "1.9558", GBP: "0.83215" }),
  };
});

/** Moves the job's due time into the past, as if a day had gone by (and its claim ended). */
async function aDayLater() {
  await db()
    .update(jobRuns)
    .set({ nextDueAt: sql`now() - interval '1 minute'`, lockedUntil: null })
    .where(eq(jobRuns.name, exchangeRatesJob.name));
}

const day1 = { date: "2026-11-27", rates: { USD: 1.0512, JPY: 162.37, GBP: 0.83215 } };

describe("the exchange-rates job", () => {
  it("stores the day's rates of the three currencies once a day, and pages read them", async () => {
    expect(await readExchangeRates()).toBeNull();
    expect(await runDueJobs([exchangeRatesJob])).toEqual(["exchange-rates"]);
    expect(await readExchangeRates()).toEqual(day1);
    // Not again the same day.
    expect(await runDueJobs([exchangeRatesJob])).toEqual([]);
    expect(requests).toBe(1);

    answer.body = ecbXml("2026-11-30", { USD: "1.06", JPY: "160.1", GBP: "0.84" });
    await aDayLater();
    const before = await contentVersions();
    expect(await runDueJobs([exchangeRatesJob])).toEqual(["exchange-rates"]);
    const tags = new Set<string>();
    const read = await collectTags(tags, () => readExchangeRates());
    expect(read).toEqual({ date: "2026-11-30", rates: { USD: 1.06, JPY: 160.1, GBP: 0.84 } });
    // The pages that show them are stale.
    expect(tags).toEqual(new Set([TAG.exchangeRates]));
    const after = await contentVersions();
    expect(after.tagSeq.get(TAG.exchangeRates) ?? 0).toBeGreaterThan(before.seq);
  });

  it("keeps the last rates when the source is down, and tries again when the claim ends", async () => {
    await runDueJobs([exchangeRatesJob]);
    answer = { status: 503, body: "down for maintenance" };
    await aDayLater();
    const failed = vi.spyOn(logger(), "error");
    expect(await runDueJobs([exchangeRatesJob])).toEqual([]);
    expect(failed).toHaveBeenCalledWith(
      expect.objectContaining({ event: "job_failed", job: "exchange-rates" }),
      "daily job failed",
    );
    failed.mockRestore();
    expect(await readExchangeRates()).toEqual(day1);
    // Still due once the half-hour claim has ended; with the source back, the new rates come.
    answer.body = ecbXml("2026-11-30", { USD: "1.06", JPY: "160.1", GBP: "0.84" });
    answer.status = 200;
    expect(await runDueJobs([exchangeRatesJob])).toEqual([]);
    await aDayLater();
    expect(await runDueJobs([exchangeRatesJob])).toEqual(["exchange-rates"]);
    expect((await readExchangeRates())?.date).toBe("2026-11-30");
  });

  it("keeps the last rates when the answer is not a rates document", async () => {
    await runDueJobs([exchangeRatesJob]);
    const bad = [
      "<html><body>Service unavailable</body></html>",
      "<Envelope><Cube><Cube time='2026-11-30'><Cube currency='USD' rate='1.1'/></Cube>",
      ecbXml("yesterday", { USD: "1.1" }),
      ecbXml("2026-11-30", { USD: "-1", JPY: "lots" }),
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaa">]>${ecbXml("2026-11-30", { USD: "&a;" }).slice(38)}`,
    ];
    for (const body of bad) {
      answer.body = body;
      await aDayLater();
      expect(await runDueJobs([exchangeRatesJob]), body).toEqual([]);
      expect(await readExchangeRates(), body).toEqual(day1);
    }
  });
});
