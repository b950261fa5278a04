// POST /api/auth/login/verify – the second sign-in step: a TOTP or recovery code for the account
// whose password this browser gave in the last five minutes

import { api } from "@/lib/api";
import { ACCOUNT_ERROR_CODES } from "@/lib/schemas/account";
import { deviceCookie } from "@/server/auth/device-cookie";
import { loginWithCode } from "@/server/auth/login";
import { clearedPendingLoginCookie, pendingLoginUser } from "@/server/auth/pending-login";
import { readSessionToken, signedInResponse } from "@/server/auth/session-cookie";
import { AppError } from "@/server/errors";
import { route } from "@/server/http/route";

export const POST = route(api.auth.verify, async ({ body, ip, request }) => {
  const userId = pendingLoginUser(request);
  if (!userId) {
    throw new AppError(
      401,
      "A verificação expirou. Inicie sessão de novo.",
      [],
      undefined,
      ACCOUNT_ERROR_CODES.signInExpired,
    );
  }
  const origin = {
    ip,
    userAgent: request.headers.get("user-agent"),
    previousToken: readSessionToken(request),
  };
  const result = await loginWithCode(userId, body.code, origin);
  const response = signedInResponse(request, result);
  response.headers.append("Set-Cookie", deviceCookie(request, result.user.email));
  response.headers.append("Set-Cookie", clearedPendingLoginCookie(request));
  return response;
});
