// POST /api/imports/kyero – import listings from another site's Kyero feed (a dry run, or a job)
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { planImport, startImport, summaryOf } from "@/server/imports/kyero-import";
import { readFeedSource } from "@/server/imports/kyero-source";

export const POST = route(api.imports.kyero, async ({ request, session }) => {
  const { xml, dryRun, source } = await readFeedSource(request);
  const plan = await planImport(xml);
  if (dryRun) return summaryOf(plan);
  const jobId = await startImport(plan, source, session.user.id);
  return Response.json({ jobId }, { status: 202 });
});
