// POST /api/auth/two-factor/recovery-codes – ten new recovery codes (re-authentication)
import { api } from "@/lib/api";
import { regenerateRecoveryCodes } from "@/server/auth/two-factor";
import { route } from "@/server/http/route";

export const POST = route(api.twoFactor.recoveryCodes, async ({ session }) => ({
  recoveryCodes: await regenerateRecoveryCodes(session),
}));
