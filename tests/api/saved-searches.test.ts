// Saved searches with e-mail alerts, end to end through the API and a real SMTP server: the
// double opt-in, the alerts after a matching listing is published and after a price drop, no
// repeats, the one-click stop with no cookie, the manage page's forms, the 7-day purge, and the
// limits on confirmation e-mails.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { jobRuns, properties, savedSearches, savedSearchSends } from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/runner";
import { ALERT_JOBS, runAlerts } from "@/server/saved-searches/alerts-job";
import { lateAlertRuns } from "@/server/saved-searches/late-runs";
import { purgeUnconfirmedJob } from "@/server/saved-searches/purge-job";
import { call, signIn } from "../support/http";
import {
  confirmedAgo,
  deliverAll,
  linkIn,
  publishListing,
  rawHeader,
  startMail,
  stopMail,
} from "../support/saved-searches";
import type { SmtpServer } from "../support/smtp-server";

const ADDRESS = "kenji@example.jp";
let smtp: SmtpServer;

beforeAll(async () => {
  smtp = await startMail();
});
afterAll(async () => {
  await stopMail(smtp);
});

async function save(overrides: Record<string, unknown> = {}, ip = "203.0.113.7") {
  return call("POST", "/api/saved-searches", {
    ip,
    json: {
      email: ADDRESS,
      query: "?location=Lisboa&type=apartment&maxPrice=800000",
      language: "jp",
      frequency: "instant",
      ...overrides,
    },
  });
}

/** Saves, delivers the confirmation, opens its link: the search is confirmed. */
async function saveAndConfirm(overrides: Record<string, unknown> = {}) {
  const before = smtp.received.length;
  expect((await save(overrides)).status).toBe(201);
  await deliverAll();
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  const link = new URL(linkIn(mail?.mail.text ?? "", "http://localhost:3000/"));
  const token = link.searchParams.get("confirm") ?? "";
  const confirmed = await call(
    "POST",
    `/api/saved-searches/confirm?token=${encodeURIComponent(token)}`,
  );
  expect(confirmed.status).toBe(303);
  return { mail, location: confirmed.headers.get("location") ?? "" };
}

const received = () => smtp.received.length;

describe("saving a search", () => {
  it("sends one confirmation in the search's language and nothing else until its link is opened", async () => {
    const start = received();
    expect((await save()).status).toBe(201);
    await deliverAll();
    const [mail] = (await smtp.waitFor(start + 1)).slice(start);
    expect(mail?.rcpt).toEqual([ADDRESS]);
    expect(mail?.mail.subject).toBe("【Casa Lusa】物件アラートのご確認");
    expect(mail?.mail.text).toContain("/jp/saved-searches?confirm=");
    // Unconfirmed: a matching listing brings no alert.
    await publishListing();
    expect(await runAlerts("instant")).toMatchObject({ emails: 0 });
    const [row] = await db().select().from(savedSearches);
    expect(row).toMatchObject({ confirmedAt: null, consentIp: "203.0.113.7", language: "jp" });
    expect(row?.consentAt).toBeInstanceOf(Date);
    expect(row?.query).toBe("?location=Lisboa&type=apartment&maxPrice=800000");
  });

  // The hostile test's relay: an e-mail to an address a stranger typed repeats none of their text.
  it("names in the confirmation only a known place, never the place as typed", async () => {
    await publishListing({ city: "Vila Franca de Xira", location: "Alverca" });
    const start = received();
    const spam = "Buy cheap meds http://spam.example";
    const searches = [
      ["spam@example.pt", `?location=${encodeURIComponent(spam)}&maxPrice=800000`],
      ["lisboa@example.pt", "?location=lisboa"],
      ["listing@example.pt", "?location=Alverca%2C+Vila+Franca+de+Xira"],
    ];
    for (const [email, query] of searches) {
      expect((await save({ email, query, language: "pt" })).status).toBe(201);
    }
    await deliverAll();
    const mails = (await smtp.waitFor(start + 3)).slice(start);
    const to = (email: string) => mails.find((mail) => mail.rcpt.includes(email))?.mail;
    const spamMail = to("spam@example.pt");
    expect(spamMail?.text).toContain("o local que indicou · ");
    expect(spamMail?.text).toContain("800");
    for (const part of [spamMail?.text, spamMail?.html, spamMail?.subject]) {
      expect(part).toBeTypeOf("string");
      expect(part).not.toMatch(/meds|spam\.example|cheap/i);
    }
    expect(to("lisboa@example.pt")?.text).toMatch(/lisboa/i);
    expect(to("lisboa@example.pt")?.html).toMatch(/lisboa/i);
    expect(to("listing@example.pt")?.text).toContain("Alverca, Vila Franca de Xira");
  });

  it("keeps the same search saved twice for one address as one search", async () => {
    await save({ query: "type=apartment&location=Lisboa&maxPrice=800000&page=2" });
    await save({ email: " KENJI@example.jp " });
    expect(await db().select().from(savedSearches)).toHaveLength(1);
  });

  it("answers 400 with field errors for unknown filters, bad values, a bad address or frequency", async () => {
    for (const [field, overrides] of [
      ["query", { query: "?colour=blue" }],
      ["query", { query: "?type=castle" }],
      ["query", { query: "?bedrooms=many" }],
      ["email", { email: "not-an-address" }],
      ["frequency", { frequency: "hourly" }],
      ["language", { language: "de" }],
    ] as const) {
      const answer = await save(overrides);
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.json.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual([field]);
    }
    expect(await db().select().from(savedSearches)).toHaveLength(0);
  });

  it("sends at most three confirmations a day to one address, and takes three a day from one client", async () => {
    const start = received();
    for (const location of ["Porto", "Faro", "Sintra", "Cascais"]) {
      expect(
        (await save({ query: `?location=${location}` }, `198.51.100.${location.length}`)).status,
      ).toBe(201);
    }
    await deliverAll();
    await smtp.waitFor(start + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received() - start).toBe(3);

    for (const n of [1, 2, 3]) {
      expect((await save({ email: `visitor${n}@example.pt` }, "192.0.2.50")).status).toBe(201);
    }
    const refused = await save({ email: "visitor4@example.pt" }, "192.0.2.50");
    expect(refused.status).toBe(429);
  });
});

describe("alerts", () => {
  it("sends the first alert after a matching listing is published, with List-Unsubscribe, and never repeats it", async () => {
    const { location } = await saveAndConfirm();
    expect(location).toMatch(/^\/jp\/saved-searches\?token=m\..+&done=confirmed$/);
    await confirmedAgo(ADDRESS, 60);
    const match = await publishListing({ titleJp: "リスボンの眺望アパート" });
    // A match sold before the run is no news.
    const sold = await publishListing({ titleJp: "売約済みの眺望アパート" });
    await db().update(properties).set({ status: "sold" }).where(eq(properties.id, sold.id));
    await publishListing({ city: "Porto", location: "Foz" });
    await publishListing({ price: 900_000 });

    const start = received();
    expect(await runAlerts("instant")).toMatchObject({ emails: 1, listings: 1 });
    await deliverAll();
    const [alert] = (await smtp.waitFor(start + 1)).slice(start);
    expect(alert?.mail.subject).toBe("検索条件に合う新着物件が1件あります");
    expect(alert?.mail.text).toContain("リスボンの眺望アパート");
    expect(alert?.mail.text).not.toContain("売約済み");
    expect(alert?.mail.text).toContain("新着");
    expect(alert?.mail.html).toContain(`/jp/properties/${match.ref}`);
    const unsubscribe = rawHeader(alert?.mail ?? { headerLines: [] }, "list-unsubscribe");
    expect(unsubscribe).toMatch(
      /^<http:\/\/localhost:3000\/api\/saved-searches\/unsubscribe\?token=s\.[^>]+>, <mailto:[^>]+>$/,
    );
    expect(rawHeader(alert?.mail ?? { headerLines: [] }, "list-unsubscribe-post")).toBe(
      "List-Unsubscribe=One-Click",
    );

    expect(await runAlerts("instant")).toMatchObject({ emails: 0 });
    await deliverAll();
    expect(received()).toBe(start + 1);
  });

  it("sends a matching listing whose price dropped, once, with the old price", async () => {
    // Published long before the search, then reduced after it was confirmed.
    const listing = await publishListing({ price: 850_000 });
    await db()
      .update(properties)
      .set({ firstPublishedAt: sql`now() - interval '30 days'` })
      .where(eq(properties.id, listing.id));
    await saveAndConfirm({ language: "pt" });
    await confirmedAgo(ADDRESS, 60);
    expect(await runAlerts("instant")).toMatchObject({ emails: 0 });
    await db().update(properties).set({ price: 700_000 }).where(eq(properties.id, listing.id));

    const start = received();
    expect(await runAlerts("instant")).toMatchObject({ emails: 1 });
    expect(await runAlerts("instant")).toMatchObject({ emails: 0 });
    await deliverAll();
    const [alert] = (await smtp.waitFor(start + 1)).slice(start);
    expect(alert?.mail.text).toContain("Preço reduzido");
    expect(alert?.mail.text).toMatch(/700\s000\s€ \(Antes: 850\s000\s€\)/);
    const sends = await db().select().from(savedSearchSends);
    expect(sends.map((send) => send.reason)).toEqual(["price_drop"]);
  });

  it("shows a listing matching several of one person's searches once, and at most ten with a link to all", async () => {
    await saveAndConfirm({ language: "en" });
    await saveAndConfirm({ language: "en", query: "?location=Lisboa" });
    await confirmedAgo(ADDRESS, 60);
    for (let i = 0; i < 12; i++) await publishListing();
    const start = received();
    expect(await runAlerts("instant")).toMatchObject({ emails: 1, listings: 12 });
    await deliverAll();
    const [alert] = (await smtp.waitFor(start + 1)).slice(start);
    const text = alert?.mail.text ?? "";
    expect(text.match(/View the property: /g)).toHaveLength(10);
    expect(text).toContain("And 2 more properties.");
    expect(text).toContain("See all results: http://localhost:3000/en/properties?location=Lisboa");
    expect(await db().select().from(savedSearchSends)).toHaveLength(24);
  });

  it("ends the alert's searches with the one-click POST, with no cookie", async () => {
    await saveAndConfirm();
    await confirmedAgo(ADDRESS, 60);
    await publishListing();
    await runAlerts("instant");
    const start = received();
    await deliverAll();
    const [alert] = (await smtp.waitFor(start + 1)).slice(start);
    const header = rawHeader(alert?.mail ?? { headerLines: [] }, "list-unsubscribe");
    const url = header.slice(1).split(">")[0] ?? "";
    const stopped = await call("POST", url, {
      body: "List-Unsubscribe=One-Click",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(stopped.status).toBe(200);
    expect(stopped.json).toEqual({ stopped: 1 });
    expect(await db().select().from(savedSearches)).toHaveLength(0);
    // A tampered link changes nothing and says so.
    const tampered = await call("POST", `${url.slice(0, -3)}abc`, {
      body: "List-Unsubscribe=One-Click",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(tampered.status).toBe(400);
  });

  it("runs a missed daily run once when two runners find it due together", async () => {
    await saveAndConfirm({ frequency: "daily" });
    await confirmedAgo(ADDRESS, 60 * 48);
    await publishListing();
    const daily = ALERT_JOBS.filter((job) => job.name === "alerts-daily");
    await db()
      .insert(jobRuns)
      .values({ name: "alerts-daily", nextDueAt: sql`now() - interval '3 days'` });
    const ran = await Promise.all([runDueJobs(daily), runDueJobs(daily)]);
    expect(ran.flat()).toEqual(["alerts-daily"]);
    expect(await db().select().from(savedSearchSends)).toHaveLength(1);
    const [run] = await db().select().from(jobRuns).where(eq(jobRuns.name, "alerts-daily"));
    // Next due at 08:00 Lisbon time, within a day.
    const next = run?.nextDueAt ?? new Date(0);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(next.toLocaleTimeString("en-GB", { timeZone: "Europe/Lisbon" })).toBe("08:00:00");
  });
});

describe("the dashboard's warning", () => {
  it("names an alert run overdue by more than its grace, not one just due", async () => {
    await db()
      .insert(jobRuns)
      .values([
        { name: "alerts-daily", nextDueAt: sql`now() - interval '3 hours'` },
        { name: "alerts-weekly", nextDueAt: sql`now() - interval '10 minutes'` },
        { name: "alerts-instant", nextDueAt: sql`now() + interval '1 minute'` },
      ]);
    expect((await lateAlertRuns()).map((run) => run.name)).toEqual(["alerts-daily"]);
    await db()
      .update(jobRuns)
      .set({ nextDueAt: sql`now() - interval '1 hour'` })
      .where(eq(jobRuns.name, "alerts-instant"));
    expect((await lateAlertRuns()).map((run) => run.name).sort()).toEqual([
      "alerts-daily",
      "alerts-instant",
    ]);
  });
});

describe("managing searches", () => {
  it("changes a search's frequency and deletes one or all, through the signed link's page forms", async () => {
    const { location } = await saveAndConfirm({ language: "pt" });
    await saveAndConfirm({ language: "pt", query: "?location=Porto" });
    const token = new URL(location, "http://x").searchParams.get("token") ?? "";
    const rows = await db().select().from(savedSearches).orderBy(savedSearches.createdAt);
    const form = (fields: Record<string, string>) =>
      call("POST", `/api/saved-searches/manage?token=${encodeURIComponent(token)}&locale=pt`, {
        body: new URLSearchParams(fields).toString(),
        contentType: "application/x-www-form-urlencoded",
      });
    const changed = await form({ action: "frequency", id: rows[1]?.id ?? "", frequency: "weekly" });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toMatch(/done=updated$/);
    const [porto] = await db()
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, rows[1]?.id ?? ""));
    expect(porto?.frequency).toBe("weekly");

    expect((await form({ action: "delete", id: rows[1]?.id ?? "" })).status).toBe(303);
    expect(await db().select().from(savedSearches)).toHaveLength(1);
    const all = await form({ action: "delete-all" });
    expect(all.headers.get("location")).toBe("/pt/saved-searches?done=deleted");
    expect(await db().select().from(savedSearches)).toHaveLength(0);
    // The link now names a search that is gone: the page says so, no error.
    const gone = await form({ action: "delete-all" });
    expect(gone.headers.get("location")).toBe("/pt/saved-searches?error=gone");
  });

  it("answers a tampered confirmation link with the page, never an error", async () => {
    const answer = await call("POST", "/api/saved-searches/confirm?token=c.nope.nope&locale=en");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/en/saved-searches?error=invalid");
  });

  it("deletes searches left unconfirmed for seven days", async () => {
    await save();
    await save({ query: "?location=Porto" });
    await db()
      .update(savedSearches)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(savedSearches.query, "?location=Porto"));
    await runDueJobs([purgeUnconfirmedJob]);
    const left = await db().select().from(savedSearches);
    expect(left.map((row) => row.query)).toEqual([
      "?location=Lisboa&type=apartment&maxPrice=800000",
    ]);
  });
});

describe("personal data", () => {
  it("exports an address's searches with what they were sent, and erases them with their e-mails", async () => {
    await saveAndConfirm();
    await confirmedAgo(ADDRESS, 60);
    await publishListing();
    await runAlerts("instant");
    await deliverAll();
    await save({ email: "someone@example.pt" });
    const cookie = await signIn();
    const found = await call("GET", `/api/personal-data?email=${ADDRESS}`, { cookie });
    expect(found.status, found.text).toBe(200);
    expect(found.json.counts).toMatchObject({ savedSearches: 1, mailMessages: 2 });
    const [search] = found.json.sources.savedSearches;
    expect(search).toMatchObject({ email: ADDRESS, consentIp: "203.0.113.7" });
    expect(search.sent).toHaveLength(1);

    const erased = await call("DELETE", `/api/personal-data?email=${ADDRESS}`, { cookie });
    expect(erased.status, erased.text).toBe(200);
    const left = await db().select().from(savedSearches);
    expect(left.map((row) => row.email)).toEqual(["someone@example.pt"]);
    expect(await db().select().from(savedSearchSends)).toHaveLength(0);
    const again = await call("GET", `/api/personal-data?email=${ADDRESS}`, { cookie });
    expect(again.json.counts).toMatchObject({ savedSearches: 0, mailMessages: 0 });
  });
});
