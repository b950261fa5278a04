// POST /api/auth/two-factor/enable – confirm the new secret with a code; ten recovery codes
import { api } from "@/lib/api";
import { enableTwoFactor } from "@/server/auth/two-factor";
import { route } from "@/server/http/route";

export const POST = route(api.twoFactor.enable, async ({ session, body }) => ({
  recoveryCodes: await enableTwoFactor(session, body.code),
}));
