// GET /api/properties/{id}/viewing-slots: the free slots of the listing's consultant over a
// bounded range of Lisbon dates, and the check a booking makes of its slot.
import "server-only";
import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import {
  VIEWING_HORIZON_DAYS,
  VIEWING_NOTICE_HOURS,
  VIEWING_RANGE_MAX_DAYS,
  type ViewingSlot,
} from "@/lib/schemas/viewing";
import { AGENCY_TIME_ZONE, addDays, dateMs, lisbonWallClock } from "@/lib/viewings/lisbon-time";
import { type Database, db } from "@/server/db/client";
import { properties, viewings } from "@/server/db/schema";
import { badRequest, notFound } from "@/server/errors";
import { readDiary } from "./availability";
import { freeSlots } from "./free-slots";

export const PROPERTY_NOT_FOUND = "Imóvel não encontrado";

/** The database's clock: the one every instance shares, and the one tests can move. */
export async function databaseNow(tx: Database = db()): Promise<Date> {
  const result = (await tx.execute(sql`select now() as now`)) as {
    rows: { now: string | Date }[];
  };
  const now = result.rows[0]?.now;
  if (!now) throw new Error("the database gave no time");
  return new Date(now);
}

function validDate(text: string): boolean {
  const ms = dateMs(text);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

function checkRange(from: string, to: string): void {
  const issues = [];
  if (!validDate(from)) issues.push({ path: ["from"], message: "Data inválida" });
  if (!validDate(to)) issues.push({ path: ["to"], message: "Data inválida" });
  else if (validDate(from)) {
    const days = (dateMs(to) - dateMs(from)) / 86_400_000;
    if (days < 0) issues.push({ path: ["to"], message: "O fim deve ser depois do início" });
    else if (days >= VIEWING_RANGE_MAX_DAYS) {
      issues.push({ path: ["to"], message: `No máximo ${VIEWING_RANGE_MAX_DAYS} dias` });
    }
  }
  if (issues.length) throw badRequest("Parâmetros do endereço inválidos", issues);
}

/** The free slots of a consultant within Lisbon dates, as of the database's clock. */
export async function consultantSlots(
  consultantId: string,
  range: { from: string; to: string },
  tx: Database = db(),
): Promise<ViewingSlot[]> {
  const now = await databaseNow(tx);
  const today = lisbonWallClock(now).date;
  const from = dateMs(range.from) < dateMs(today) ? today : range.from;
  const horizon = addDays(today, VIEWING_HORIZON_DAYS);
  const to = dateMs(range.to) > dateMs(horizon) ? horizon : range.to;
  if (dateMs(from) > dateMs(to)) return [];
  const earliest = new Date(now.getTime() + VIEWING_NOTICE_HOURS * 3_600_000);
  // A day either side: the Lisbon dates' instants are within it.
  const takenRows = await tx
    .select({ start: viewings.start })
    .from(viewings)
    .where(
      and(
        eq(viewings.consultantId, consultantId),
        ne(viewings.status, "cancelled"),
        gte(viewings.start, new Date(dateMs(addDays(from, -1)))),
        lt(viewings.start, new Date(dateMs(addDays(to, 2)))),
      ),
    );
  const taken = new Set(takenRows.map((row) => row.start.getTime()));
  const diary = await readDiary(consultantId, { from, to }, tx);
  return freeSlots(diary, { from, to }, earliest, taken);
}

/** The listing's consultant, or null when it has none or is sold (no viewings then). */
export async function viewingConsultant(
  propertyId: string,
  tx: Database = db(),
): Promise<string | null> {
  const [property] = await tx
    .select({ consultantId: properties.consultantId, status: properties.status })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  return property.status === "sold" ? null : property.consultantId;
}

export async function listViewingSlots(
  propertyId: string,
  query: { from: string; to: string },
): Promise<{ timeZone: string; slots: ViewingSlot[] }> {
  checkRange(query.from, query.to);
  const consultantId = await viewingConsultant(propertyId);
  const slots = consultantId ? await consultantSlots(consultantId, query) : [];
  return { timeZone: AGENCY_TIME_ZONE, slots };
}
