// GET /api/health – the server answers and its database too (for load balancers and start-up)
import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { api } from "@/server/http/api";
import { route } from "@/server/http/route";

export const GET = route(api.docs.health, async () => {
  await db().execute(sql`select 1`);
  return { status: "ok" };
});
