import * as z from "zod/mini";
import {
  importJobParamsSchema,
  importJobSchema,
  importStartedSchema,
  importSummarySchema,
} from "@/lib/schemas/imports";
import { defineEndpoint as endpoint } from "./endpoint";

export const imports = {
  kyero: endpoint({
    method: "POST",
    path: "/api/imports/kyero",
    access: "admin",
    tag: "Imports",
    summary:
      "Import listings from a Kyero feed: JSON { url, dryRun } or multipart field file (and dryRun). A dry run answers what would happen (200); otherwise the import runs as a job (202, { jobId })",
    rawBody: {
      contentTypes: ["application/json", "multipart/form-data"],
      description: "{ url, dryRun } as JSON, or the feed as multipart field file with dryRun",
    },
    response: z.union([importSummarySchema, importStartedSchema]),
  }),
  job: endpoint({
    method: "GET",
    path: "/api/imports/{jobId}",
    access: "admin",
    tag: "Imports",
    summary: "An import's progress and its counts",
    params: importJobParamsSchema,
    response: importJobSchema,
  }),
};
