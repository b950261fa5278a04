// POST /api/auth/login – check the password, open a session, set its cookie and the device cookie

import { api } from "@/lib/api";
import { deviceCookie, isKnownDevice } from "@/server/auth/device-cookie";
import { login } from "@/server/auth/login";
import { sessionCookie } from "@/server/auth/session-cookie";
import { route } from "@/server/http/route";

export const POST = route(api.auth.login, async ({ body, ip, request }) => {
  const { user, token, expiresAt } = await login(body, ip, (email) =>
    isKnownDevice(request, email),
  );
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", sessionCookie(request, token, expiresAt));
  headers.append("Set-Cookie", deviceCookie(request, user.email));
  return Response.json({ id: user.id, email: user.email, name: user.name }, { headers });
});
