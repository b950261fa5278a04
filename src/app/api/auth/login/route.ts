// POST /api/auth/login – check the password; open a session (its cookie and the device cookie)
// or, for an account with a second factor, ask for the code (a five-minute pending cookie)

import { api } from "@/lib/api";
import { deviceCookie, isKnownDevice } from "@/server/auth/device-cookie";
import { login } from "@/server/auth/login";
import { pendingLoginCookie } from "@/server/auth/pending-login";
import { signedInResponse } from "@/server/auth/session-cookie";
import { route } from "@/server/http/route";

export const POST = route(api.auth.login, async ({ body, ip, request }) => {
  const userAgent = request.headers.get("user-agent");
  const result = await login(body, { ip, userAgent }, (email) => isKnownDevice(request, email));
  if ("secondFactorFor" in result) {
    return Response.json(
      { mfaRequired: true },
      { headers: { "Set-Cookie": pendingLoginCookie(request, result.secondFactorFor) } },
    );
  }
  const response = signedInResponse(request, result);
  response.headers.append("Set-Cookie", deviceCookie(request, result.user.email));
  return response;
});
