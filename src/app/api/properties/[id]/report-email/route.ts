// POST /api/properties/{id}/report-email – administrators: e-mail the listing's seller report
import { api } from "@/lib/api";
import { emailSellerReport } from "@/server/analytics/seller-report-email";
import { route } from "@/server/http/route";

export const POST = route(api.stats.reportEmail, ({ params, body, session }) =>
  emailSellerReport(session, params.id, body),
);
