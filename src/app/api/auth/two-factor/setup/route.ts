// POST /api/auth/two-factor/setup – a new TOTP secret and its QR code (re-authentication)
import { api } from "@/lib/api";
import { setupTwoFactor } from "@/server/auth/two-factor";
import { route } from "@/server/http/route";

export const POST = route(api.twoFactor.setup, ({ session }) => setupTwoFactor(session));
