// POST /api/auth/logout – end the session on the server and clear its cookie

import { api } from "@/lib/api";
import { recordAudit } from "@/server/audit/audit-log";
import { clearedSessionCookie } from "@/server/auth/session-cookie";
import { deleteSession } from "@/server/auth/sessions";
import { route } from "@/server/http/route";

export const POST = route(api.auth.logout, async ({ session, request, ip }) => {
  if (session) {
    await deleteSession(session.tokenHash);
    await recordAudit({ action: "auth.logout", entity: "auth", userId: session.user.id, ip });
  }
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": clearedSessionCookie(request), "Cache-Control": "no-store" },
  });
});
