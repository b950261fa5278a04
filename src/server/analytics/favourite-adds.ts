import "server-only";
// A visitor's browser says a listing was added to its favourites (src/lib/favorites.ts): one
// more for that listing on that Lisbon day. Nothing of the visitor is kept; a client address may
// count at most FAVOURITES_PER_HOUR an hour, so a script cannot inflate a seller's report.
import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { favouriteAdds, properties } from "@/server/db/schema";
import { AppError, tooManyRequests } from "@/server/errors";
import { consume } from "@/server/http/rate-limit";

const FAVOURITES_PER_HOUR = 60;

export async function countFavouriteAdd(ref: string, ip: string): Promise<void> {
  const verdict = await consume({
    [`favourites:${ip}`]: { limit: FAVOURITES_PER_HOUR, windowMs: 60 * 60_000 },
  });
  if (!verdict.allowed) {
    throw tooManyRequests(
      "Demasiados pedidos deste endereço. Tente novamente mais tarde.",
      verdict.retryAfterSeconds,
    );
  }
  // Only a listing the site shows: the insert takes its ref from the listing's own row.
  const counted = await db()
    .insert(favouriteAdds)
    .select(
      db()
        .select({
          day: sql<string>`(now() at time zone 'Europe/Lisbon')::date`.as("day"),
          propertyRef: properties.ref,
          adds: sql<number>`1`.as("adds"),
        })
        .from(properties)
        .where(sql`${properties.ref} = ${ref}`),
    )
    .onConflictDoUpdate({
      target: [favouriteAdds.day, favouriteAdds.propertyRef],
      set: { adds: sql`${favouriteAdds.adds} + 1` },
    })
    .returning({ ref: favouriteAdds.propertyRef });
  if (!counted.length) throw new AppError(404, "Imóvel não encontrado");
}
