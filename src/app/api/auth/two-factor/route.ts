// DELETE /api/auth/two-factor – remove one's own second factor (re-authentication)
import { api } from "@/lib/api";
import { disableTwoFactor } from "@/server/auth/two-factor";
import { route } from "@/server/http/route";

export const DELETE = route(api.twoFactor.disable, ({ session }) => disableTwoFactor(session));
