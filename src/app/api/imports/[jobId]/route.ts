// GET /api/imports/{jobId} – an import's progress and counts
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { importJob } from "@/server/imports/kyero-import";

export const GET = route(api.imports.job, ({ params }) => importJob(params.jobId));
