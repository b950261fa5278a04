// GET /api/health – the server answers and its database too (for load balancers and start-up)
import { sql } from "drizzle-orm";
import { api } from "@/lib/api";
import { db } from "@/server/db/client";
import { route } from "@/server/http/route";

export const GET = route(api.docs.health, async () => {
  await db().execute(sql`select 1`);
  return { status: "ok" };
});
