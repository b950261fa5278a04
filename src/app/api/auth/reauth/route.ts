// POST /api/auth/reauth – the password typed again: sensitive changes are open for 5 minutes,
// and the session continues under a new token
import { api } from "@/lib/api";
import { reauthenticate } from "@/server/auth/reauth";
import { sessionCookie } from "@/server/auth/session-cookie";
import { route } from "@/server/http/route";

export const POST = route(api.auth.reauth, async ({ body, session, ip, request }) => {
  const renewed = await reauthenticate(session, body.password, ip);
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": sessionCookie(request, renewed.token, renewed.expiresAt) },
  });
});
