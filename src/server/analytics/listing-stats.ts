import "server-only";
// One listing's figures over a period (docs/product.md#statistics): its views, visitors,
// favourites, leads and viewings, its prices, its days on the market, and how the listings of
// its type in its town fared. A consultant sees only their own listings'.
import { and, count, eq, ne, sql, sum } from "drizzle-orm";
import type { PropertyStats, StatsQuery } from "@/lib/schemas/stats";
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
import { requireOwn } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import {
  favouriteAdds,
  leads,
  pageVisits,
  properties,
  propertyPrices,
  viewings,
} from "@/server/db/schema";
import { notFound } from "@/server/errors";

type Period = PropertyStats["series"][number];

const byPeriod = (rows: { period: string; n: number }[]) =>
  new Map(rows.map((row) => [row.period, Number(row.n)]));

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export type Listing = typeof properties.$inferSelect;

/** The listing of `id`, for a caller who may see its figures: a 404 or a consultant's 403. */
export async function findListing(session: Session, id: string): Promise<Listing> {
  const [listing] = await db().select().from(properties).where(eq(properties.id, id));
  if (!listing) throw notFound("Imóvel não encontrado");
  requireOwn(session, listing.consultantId, "Só pode ver as estatísticas dos seus imóveis.");
  return listing;
}

export async function getListingStats(
  session: Session,
  id: string,
  query: StatsQuery,
): Promise<PropertyStats> {
  return statsOfListing(await findListing(session, id), query);
}

/** The figures of a listing already found (and its caller's rights checked). */
export async function statsOfListing(listing: Listing, query: StatsQuery): Promise<PropertyStats> {
  const bucket: Bucket = bucketOf(query);
  const visitPeriod = periodOf(pageVisits.day, bucket);
  const favouritePeriod = periodOf(favouriteAdds.day, bucket);
  const leadPeriod = periodOf(lisbonDay(leads.createdAt), bucket);
  const viewingPeriod = periodOf(lisbonDay(viewings.createdAt), bucket);
  const visitDays = sql`${pageVisits.day} between ${query.from} and ${query.to}`;
  const [visitRows, favouriteRows, leadRows, viewingRows, prices, similar] = await Promise.all([
    db()
      .select({
        period: visitPeriod,
        views: sum(pageVisits.views),
        visitors: sum(pageVisits.visitors),
      })
      .from(pageVisits)
      .where(and(eq(pageVisits.propertyRef, listing.ref), visitDays))
      .groupBy(visitPeriod),
    db()
      .select({ period: favouritePeriod, n: sum(favouriteAdds.adds).mapWith(Number) })
      .from(favouriteAdds)
      .where(
        and(
          eq(favouriteAdds.propertyRef, listing.ref),
          sql`${favouriteAdds.day} between ${query.from} and ${query.to}`,
        ),
      )
      .groupBy(favouritePeriod),
    db()
      .select({ period: leadPeriod, n: count() })
      .from(leads)
      .where(and(eq(leads.propertyRef, listing.ref), onDaysOf(leads.createdAt, query)))
      .groupBy(leadPeriod),
    db()
      .select({ period: viewingPeriod, n: count() })
      .from(viewings)
      .where(and(eq(viewings.propertyId, listing.id), onDaysOf(viewings.createdAt, query)))
      .groupBy(viewingPeriod),
    db()
      .select({ at: propertyPrices.changedAt, price: propertyPrices.price })
      .from(propertyPrices)
      .where(eq(propertyPrices.propertyId, listing.id))
      .orderBy(propertyPrices.changedAt),
    // The other listings of its type in its town, with their views in the period.
    db()
      .select({
        price: properties.price,
        views: sql<number>`coalesce((select sum(${pageVisits.views}) from ${pageVisits}
          where ${pageVisits.propertyRef} = ${properties.ref} and ${visitDays}), 0)::int`,
      })
      .from(properties)
      .where(
        and(
          eq(properties.type, listing.type),
          eq(properties.city, listing.city),
          ne(properties.id, listing.id),
        ),
      ),
  ]);
  const visits = new Map(visitRows.map((row) => [row.period, row]));
  const [favourites, leadCounts, viewingCounts] = [favouriteRows, leadRows, viewingRows].map(
    byPeriod,
  ) as [Map<string, number>, Map<string, number>, Map<string, number>];
  const series: Period[] = periods(query.from, query.to, bucket).map((period) => ({
    period,
    views: Number(visits.get(period)?.views ?? 0),
    visitors: Number(visits.get(period)?.visitors ?? 0),
    favourites: favourites.get(period) ?? 0,
    leads: leadCounts.get(period) ?? 0,
    viewings: viewingCounts.get(period) ?? 0,
  }));
  const totals = totalOf(series, query);
  const published = listing.firstPublishedAt;
  return {
    propertyId: listing.id,
    ref: listing.ref,
    from: query.from,
    to: query.to,
    bucket,
    series,
    totals,
    daysOnMarket: published
      ? Math.max(0, Math.floor((Date.now() - published.getTime()) / 86_400_000))
      : null,
    prices: prices.map((row) => ({ at: row.at.toISOString(), price: row.price })),
    similar: {
      listings: similar.length,
      medianViews: median(similar.map((row) => row.views)),
      medianPrice: median(similar.map((row) => row.price)),
    },
  };
}
