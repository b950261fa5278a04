// Imports of listings from another site's Kyero feed (docs/product.md#kyero-import).
import { z } from "zod";

export const kyeroImportSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: "Indique o endereço (http ou https) do feed" }),
  dryRun: z.boolean("Indique se é só uma simulação").default(false),
});
export type KyeroImportRequest = z.infer<typeof kyeroImportSchema>;

/** A listing of the feed, by its id there, and what happened to it. */
export const importNoteSchema = z.object({ id: z.string(), reason: z.string() });
export type ImportNote = z.infer<typeof importNoteSchema>;

/** What an import does, or would do (a dry run). */
export const importSummarySchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(importNoteSchema),
  /** Imported, but with something staff should look at (no map point, English for Japanese…). */
  flagged: z.array(importNoteSchema),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importStartedSchema = z.object({ jobId: z.uuid() });

export const importJobParamsSchema = z.strictObject({ jobId: z.uuid("Importação inválida") });

export const importJobSchema = importSummarySchema.extend({
  id: z.uuid(),
  status: z.enum(["running", "done", "failed"]),
  total: z.number().int(),
  processed: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
