// POST /api/auth/login – check the password, open a session, set its cookie
import { login } from "@/server/auth/login";
import { sessionCookie } from "@/server/auth/session-cookie";
import { api } from "@/server/http/api";
import { route } from "@/server/http/route";

export const POST = route(api.auth.login, async ({ body, ip, request }) => {
  const { user, token, expiresAt } = await login(body, ip);
  return Response.json(
    { id: user.id, email: user.email, name: user.name },
    {
      headers: {
        "Set-Cookie": sessionCookie(request, token, expiresAt),
        "Cache-Control": "no-store",
      },
    },
  );
});
