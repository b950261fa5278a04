// GET /api/audit-log – the audit log, newest first, filtered and paged (administrators only)
import { api } from "@/lib/api";
import { listAuditLog } from "@/server/audit/audit-log";
import { requireAdministrator } from "@/server/auth/staff-scope";
import { route } from "@/server/http/route";

export const GET = route(api.auditLog.list, ({ session, query }) => {
  requireAdministrator(session);
  return listAuditLog(query);
});
