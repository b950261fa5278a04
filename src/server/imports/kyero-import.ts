// Imports another site's Kyero feed (docs/product.md#kyero-import): keyed on the feed's id (kept
// on the listing as its external id), so the same file again creates nothing and updates only
// what changed. A dry run answers what would happen; a real run is a job whose progress any
// instance can read. Photos are fetched through the SSRF guard into our storage. One bad listing
// never stops the others. A job whose process stopped (a restart, a crash) is told as failed once
// its heartbeat is STALE_MINUTES old; importing the file again finishes it.
import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { ImportJob, ImportNote, ImportSummary } from "@/lib/schemas/imports";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { importJobs, properties, propertyFeatures } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { logger } from "@/server/logger";
import { createProperty, updateProperty } from "@/server/properties/save-property";
import { importImage } from "@/server/uploads/import-image";
import { type ImportedListing, mapKyeroRecord } from "./kyero-map";
import { readKyeroFeed } from "./kyero-read";

export const INTERRUPTED =
  "A importação parou a meio (o servidor foi reiniciado). Importe o ficheiro de novo: o que já entrou não se repete.";

/** Longer than any one photo's fetch, which moves the heartbeat on. */
const STALE_MINUTES = 15;

async function heartbeat(jobId: string): Promise<void> {
  await db().update(importJobs).set({ heartbeatAt: sql`now()` }).where(eq(importJobs.id, jobId));
}

interface Step {
  listing: ImportedListing;
  /** The listing it updates, when the feed's id is known already. */
  existingId: string | null;
  action: "create" | "update" | "unchanged";
}

interface Plan {
  steps: Step[];
  rejected: ImportNote[];
}

/** The features by English name (and key), lower case, to the key. */
async function featureKeys(): Promise<Map<string, string>> {
  const rows = await db().select().from(propertyFeatures);
  const keys = new Map<string, string>();
  for (const row of rows) {
    keys.set(row.key.toLowerCase(), row.key);
    keys.set(row.nameEn.toLowerCase(), row.key);
  }
  return keys;
}

export async function planImport(xml: string): Promise<Plan> {
  const records = readKyeroFeed(xml);
  const keys = await featureKeys();
  const known = new Map(
    (
      await db()
        .select({
          id: properties.id,
          externalId: properties.externalId,
          importHash: properties.importHash,
        })
        .from(properties)
        .where(isNotNull(properties.externalId))
    ).map((row) => [row.externalId ?? "", row]),
  );
  const seen = new Set<string>();
  const steps: Step[] = [];
  const rejected: ImportNote[] = [];
  for (const record of records) {
    const mapped = mapKyeroRecord(record, keys);
    if ("reason" in mapped) {
      rejected.push({ id: mapped.id, reason: mapped.reason });
      continue;
    }
    const { listing } = mapped;
    if (seen.has(listing.externalId)) {
      rejected.push({
        id: listing.externalId,
        reason: "id repetido no ficheiro: ficou o primeiro",
      });
      continue;
    }
    seen.add(listing.externalId);
    const existing = known.get(listing.externalId);
    const action = !existing
      ? "create"
      : existing.importHash === listing.hash
        ? "unchanged"
        : "update";
    steps.push({ listing, existingId: existing?.id ?? null, action });
  }
  return { steps, rejected };
}

export function summaryOf(plan: Plan): ImportSummary {
  const count = (action: Step["action"]) =>
    plan.steps.filter((step) => step.action === action).length;
  return {
    create: count("create"),
    update: count("update"),
    unchanged: count("unchanged"),
    rejected: plan.rejected,
    flagged: plan.steps
      .filter((step) => step.action !== "unchanged")
      .flatMap((step) =>
        step.listing.flags.map((reason) => ({ id: step.listing.externalId, reason })),
      ),
  };
}

/** The photos in our storage, in order; one that cannot be fetched is left out and flagged. */
async function storePhotos(
  jobId: string,
  listing: ImportedListing,
  flagged: ImportNote[],
): Promise<string[]> {
  const stored: string[] = [];
  for (const url of listing.imageUrls) {
    await heartbeat(jobId);
    try {
      stored.push(await importImage(url, []));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      flagged.push({ id: listing.externalId, reason: `fotografia não importada (${url}): ${why}` });
    }
  }
  return stored;
}

async function applyStep(jobId: string, step: Step, flagged: ImportNote[]): Promise<void> {
  const { listing } = step;
  const images = await storePhotos(jobId, listing, flagged);
  const imported = { externalId: listing.externalId, importHash: listing.hash };
  if (step.existingId) {
    await updateProperty(step.existingId, { ...listing.input, images }, { imported });
  } else {
    await createProperty({ ...listing.input, images }, { imported });
  }
  for (const reason of listing.flags) flagged.push({ id: listing.externalId, reason });
}

function reasonOf(error: unknown): string {
  if (isUniqueViolation(error)) return "a referência já é de outro imóvel";
  return error instanceof Error ? error.message : String(error);
}

async function runJob(jobId: string, plan: Plan): Promise<void> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const rejected = [...plan.rejected];
  const flagged: ImportNote[] = [];
  let processed = 0;
  for (const step of plan.steps) {
    try {
      if (step.action === "unchanged") counts.unchanged++;
      else {
        await applyStep(jobId, step, flagged);
        counts[step.action === "create" ? "created" : "updated"]++;
      }
    } catch (error) {
      rejected.push({ id: step.listing.externalId, reason: reasonOf(error) });
    }
    processed++;
    await db()
      .update(importJobs)
      .set({ processed, ...counts, rejected, flagged, heartbeatAt: sql`now()` })
      .where(eq(importJobs.id, jobId));
  }
  await db()
    .update(importJobs)
    .set({ status: "done", finishedAt: new Date() })
    .where(eq(importJobs.id, jobId));
}

/** Starts the import as a job and answers its id at once. */
export async function startImport(plan: Plan, source: string, userId: string): Promise<string> {
  const [job] = await db()
    .insert(importJobs)
    .values({
      source: source.slice(0, 500),
      total: plan.steps.length,
      rejected: plan.rejected,
      createdBy: userId,
    })
    .returning({ id: importJobs.id });
  if (!job) throw new Error("the import job was not stored");
  void runJob(job.id, plan).catch(async (error) => {
    logger().error({ err: error, jobId: job.id }, "kyero import failed");
    await db()
      .update(importJobs)
      .set({ status: "failed", error: reasonOf(error), finishedAt: new Date() })
      .where(eq(importJobs.id, job.id))
      .catch(() => undefined);
  });
  return job.id;
}

export async function importJob(id: string): Promise<ImportJob> {
  await db()
    .update(importJobs)
    .set({ status: "failed", error: INTERRUPTED, finishedAt: sql`now()` })
    .where(
      and(
        eq(importJobs.id, id),
        eq(importJobs.status, "running"),
        sql`${importJobs.heartbeatAt} < now() - ${STALE_MINUTES} * interval '1 minute'`,
      ),
    );
  const [row] = await db().select().from(importJobs).where(eq(importJobs.id, id));
  if (!row) throw notFound("Importação não encontrada");
  return {
    id: row.id,
    status: row.status,
    total: row.total,
    processed: row.processed,
    create: row.created,
    update: row.updated,
    unchanged: row.unchanged,
    rejected: row.rejected,
    flagged: row.flagged,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
