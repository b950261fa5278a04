// POST /api/auth/login/verify – the second sign-in step: a TOTP or recovery code for the account
// whose password this browser gave in the last five minutes (once: the step's cookie is spent)

import { api } from "@/lib/api";
import { deviceCookie, isKnownDevice } from "@/server/auth/device-cookie";
import { loginWithCode, signInExpired } from "@/server/auth/login";
import { clearedPendingLoginCookie, pendingLogin } from "@/server/auth/pending-login";
import { readSessionToken, signedInResponse } from "@/server/auth/session-cookie";
import { route } from "@/server/http/route";

export const POST = route(api.auth.verify, async ({ body, ip, request }) => {
  const step = pendingLogin(request);
  if (!step) throw signInExpired();
  const origin = {
    ip,
    userAgent: request.headers.get("user-agent"),
    previousToken: readSessionToken(request),
  };
  const result = await loginWithCode(step, body.code, origin, (email) =>
    isKnownDevice(request, email),
  );
  const response = signedInResponse(request, result);
  response.headers.append("Set-Cookie", deviceCookie(request, result.user.email));
  response.headers.append("Set-Cookie", clearedPendingLoginCookie(request));
  return response;
});
