// Once per test run: a scratch folder for the workers' databases and, on PGlite, a migrated
// template that each worker copies (creating a PGlite database takes seconds, copying one
// does not). On PostgreSQL each worker gets its own database, dropped at the end.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openConnection } from "@/server/db/client";
import { dropWorkerDatabases } from "./postgres";

export default async function setup(project: TestProject) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-tests-"));
  project.provide("scratchDir", root);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const template = path.join(root, "template");
    const conn = openConnection(undefined, template);
    await conn.migrate();
    await conn.close();
  }
  return async () => {
    if (databaseUrl) await dropWorkerDatabases(databaseUrl);
    await fs.rm(root, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    scratchDir: string;
  }
}
