import "server-only";
// The figures behind the admin's charts (docs/product.md#statistics): visits from the private
// counts (write-visits.ts), and the leads, viewings and mortgage requests, over a period of days
// in Lisbon. A consultant's figures are those of their own listings and requests.
import { and, between, count, desc, eq, inArray, isNotNull, type SQL, sql, sum } from "drizzle-orm";
import type { Stats, StatsQuery } from "@/lib/schemas/stats";
import {
  type Bucket,
  bucketOf,
  lisbonDay,
  onDaysOf,
  periodOf,
  periods,
  totalOf,
} from "@/server/analytics/periods";
import type { Session } from "@/server/auth/sessions";
import { assignedFilter, isAdministrator } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import {
  consultants,
  dailyVisitors,
  leads,
  mortgageRequests,
  pageVisits,
  properties,
  viewings,
} from "@/server/db/schema";

type Period = Stats["series"][number];

/** The views and visitors of the rows grouped, 0 when none. */
const views = sql<number>`coalesce(${sum(pageVisits.views)}, 0)::int`;
const visitors = sql<number>`coalesce(${sum(pageVisits.visitors)}, 0)::int`;

/** How many listings the ranking shows. */
const TOP_LISTINGS = 10;

/** The refs of a consultant's listings; undefined for an administrator (all). */
async function ownRefs(session: Session): Promise<string[] | undefined> {
  if (isAdministrator(session)) return undefined;
  const rows = await db()
    .select({ ref: properties.ref })
    .from(properties)
    .where(assignedFilter(session, properties.consultantId));
  return rows.map((row) => row.ref);
}

/** Counts of rows created in the period, by period, among those `scope` keeps. */
async function createdCounts(
  table: typeof leads | typeof viewings | typeof mortgageRequests,
  scope: SQL | undefined,
  query: StatsQuery,
  bucket: Bucket,
): Promise<Map<string, number>> {
  const period = periodOf(lisbonDay(table.createdAt), bucket);
  const rows = await db()
    .select({ period, n: count() })
    .from(table)
    .where(and(onDaysOf(table.createdAt, query), scope))
    .groupBy(period);
  return new Map(rows.map((row) => [row.period, row.n]));
}

export async function getStats(session: Session, query: StatsQuery): Promise<Stats> {
  const bucket = bucketOf(query);
  const refs = await ownRefs(session);
  const inPeriod = between(pageVisits.day, query.from, query.to);
  // A consultant's visits are their listings' pages; an administrator's, every page.
  const visitScope = and(
    inPeriod,
    refs === undefined
      ? undefined
      : refs.length
        ? inArray(pageVisits.propertyRef, refs)
        : sql`false`,
  );
  const leadScope = assignedFilter(session, leads.consultantId);
  const leadsInPeriod = and(onDaysOf(leads.createdAt, query), leadScope);
  const visitPeriod = periodOf(pageVisits.day, bucket);
  const dayPeriod = periodOf(dailyVisitors.day, bucket);

  const [viewRows, siteVisitors, leadCounts, viewingCounts, mortgageCounts] = await Promise.all([
    db()
      .select({ period: visitPeriod, views, visitors })
      .from(pageVisits)
      .where(visitScope)
      .groupBy(visitPeriod),
    refs === undefined
      ? db()
          .select({ period: dayPeriod, visitors: sql<number>`sum(${dailyVisitors.visitors})::int` })
          .from(dailyVisitors)
          .where(between(dailyVisitors.day, query.from, query.to))
          .groupBy(dayPeriod)
      : Promise.resolve(undefined),
    createdCounts(leads, leadScope, query, bucket),
    createdCounts(viewings, assignedFilter(session, viewings.consultantId), query, bucket),
    createdCounts(
      mortgageRequests,
      assignedFilter(session, mortgageRequests.consultantId),
      query,
      bucket,
    ),
  ]);
  const viewsBy = new Map(viewRows.map((row) => [row.period, row]));
  // Site-wide, a visitor is counted once a day whatever pages they saw.
  const visitorsBy = new Map(
    (siteVisitors ?? viewRows).map((row) => [row.period, row.visitors] as const),
  );
  const series: Period[] = periods(query.from, query.to, bucket).map((period) => ({
    period,
    views: viewsBy.get(period)?.views ?? 0,
    visitors: visitorsBy.get(period) ?? 0,
    leads: leadCounts.get(period) ?? 0,
    viewings: viewingCounts.get(period) ?? 0,
    mortgageRequests: mortgageCounts.get(period) ?? 0,
  }));
  const totals = totalOf(series, query);

  const [listings, sources, byType, byLanguage, firstAnswer] = await Promise.all([
    topListings(visitScope, leadsInPeriod, session),
    db()
      .select({ source: pageVisits.source, views })
      .from(pageVisits)
      .where(visitScope)
      .groupBy(pageVisits.source)
      .orderBy(desc(views), pageVisits.source),
    db()
      .select({ type: leads.type, leads: count() })
      .from(leads)
      .where(leadsInPeriod)
      .groupBy(leads.type),
    db()
      .select({ language: leads.language, leads: count() })
      .from(leads)
      .where(leadsInPeriod)
      .groupBy(leads.language),
    firstAnswers(leadsInPeriod),
  ]);
  return {
    from: query.from,
    to: query.to,
    bucket,
    series,
    totals,
    listings,
    sources: sources as Stats["sources"],
    leadsByType: byType,
    leadsByLanguage: byLanguage,
    firstAnswer,
  };
}

/** The listings with the most views, then leads, in the period. */
async function topListings(
  visitScope: SQL | undefined,
  leadsInPeriod: SQL | undefined,
  session: Session,
): Promise<Stats["listings"]> {
  const [viewRows, leadRows] = await Promise.all([
    db()
      .select({ ref: pageVisits.propertyRef, views, visitors })
      .from(pageVisits)
      .where(and(visitScope, isNotNull(pageVisits.propertyRef)))
      .groupBy(pageVisits.propertyRef),
    db()
      .select({ ref: leads.propertyRef, leads: count() })
      .from(leads)
      .where(and(leadsInPeriod, isNotNull(leads.propertyRef)))
      .groupBy(leads.propertyRef),
  ]);
  const refs = [...new Set([...viewRows, ...leadRows].map((row) => row.ref ?? ""))];
  if (!refs.length) return [];
  const listed = await db()
    .select({ id: properties.id, ref: properties.ref, title: properties.titlePt })
    .from(properties)
    .where(and(inArray(properties.ref, refs), assignedFilter(session, properties.consultantId)));
  const viewsOf = new Map(viewRows.map((row) => [row.ref, row]));
  const leadsOf = new Map(leadRows.map((row) => [row.ref, row.leads]));
  return listed
    .map((listing) => {
      const seen = viewsOf.get(listing.ref);
      const leadCount = leadsOf.get(listing.ref) ?? 0;
      return {
        propertyId: listing.id,
        ref: listing.ref,
        title: listing.title,
        views: seen?.views ?? 0,
        visitors: seen?.visitors ?? 0,
        leads: leadCount,
        conversion: seen?.visitors ? leadCount / seen.visitors : null,
      };
    })
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.ref.localeCompare(b.ref))
    .slice(0, TOP_LISTINGS);
}

/**
 * For each consultant (null: the administrators), the leads of the period, how many were
 * answered, and the median of the hours from arrival to the first thing staff did on the lead
 * (a note, a stage, an e-mail or a viewing: lead_events written by an account).
 */
async function firstAnswers(leadsInPeriod: SQL | undefined): Promise<Stats["firstAnswer"]> {
  const first = sql`(select min(e.created_at) from lead_events e where e.lead_id = ${leads.id}
    and e.user_id is not null and e.kind in ('note', 'stage', 'email', 'viewing'))`;
  const rows = await db()
    .select({
      consultantId: leads.consultantId,
      name: consultants.name,
      leads: count(),
      answered: sql<number>`count(${first})::int`,
      medianHours: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${first} - ${leads.createdAt}) / 3600)`,
    })
    .from(leads)
    .leftJoin(consultants, eq(consultants.id, leads.consultantId))
    .where(leadsInPeriod)
    .groupBy(leads.consultantId, consultants.name)
    .orderBy(consultants.name);
  return rows.map((row) => ({
    consultantId: row.consultantId,
    name: row.name ?? "Administradores",
    leads: row.leads,
    answered: row.answered,
    medianHours: row.medianHours === null ? null : Math.round(Number(row.medianHours) * 10) / 10,
  }));
}
