// DELETE /api/users/{id}/two-factor – remove another user's second factor (re-authentication)
import { api } from "@/lib/api";
import { resetTwoFactor } from "@/server/auth/two-factor";
import { route } from "@/server/http/route";

export const DELETE = route(api.twoFactor.reset, ({ session, params }) =>
  resetTwoFactor(session, params.id),
);
