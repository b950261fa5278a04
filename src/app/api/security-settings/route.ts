// GET, PUT /api/security-settings – whether every account must have a second factor
import { api } from "@/lib/api";
import { getSecuritySettings, setSecuritySettings } from "@/server/auth/security-settings";
import { route } from "@/server/http/route";

export const GET = route(api.securitySettings.get, () => getSecuritySettings());
export const PUT = route(api.securitySettings.update, ({ session, body }) =>
  setSecuritySettings(session, body),
);
