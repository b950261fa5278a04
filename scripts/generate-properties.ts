// Fills a fresh data folder with the demo content plus generated listings for benchmarks.
// Runs before the server starts: the server then owns the folder alone.
import { closeConnection, connection } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/prepare";
import { properties } from "../src/server/db/schema";

export async function generateProperties(dataDir: string, count: number): Promise<void> {
  // Read lazily by env(): set before the first database call.
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = "error";
  const conn = connection();
  await prepareDatabase(conn, { demo: true });
  const demo = await conn.db.select().from(properties);
  const batch: (typeof properties.$inferInsert)[] = [];
  for (let i = 0; i < count - demo.length; i++) {
    const model = demo[i % demo.length];
    if (!model) break;
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = model;
    batch.push({
      ...rest,
      ref: `GEN-${String(i).padStart(5, "0")}`,
      featured: false,
      featuredOrder: null,
      price: rest.price + i,
    });
    if (batch.length === 500) await conn.db.insert(properties).values(batch.splice(0));
  }
  if (batch.length) await conn.db.insert(properties).values(batch);
  await closeConnection();
}
