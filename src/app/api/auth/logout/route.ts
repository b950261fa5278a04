// POST /api/auth/logout – end the session on the server and clear its cookie

import { api } from "@/lib/api";
import { clearedSessionCookie } from "@/server/auth/session-cookie";
import { deleteSession } from "@/server/auth/sessions";
import { route } from "@/server/http/route";

export const POST = route(api.auth.logout, async ({ session, request }) => {
  if (session) await deleteSession(session.tokenHash);
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": clearedSessionCookie(request), "Cache-Control": "no-store" },
  });
});
