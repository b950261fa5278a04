// GET, PUT /api/privacy-settings – how long requests keep their personal data and the audit log
// its entries (administrators only; changing them needs re-authentication)
import { api } from "@/lib/api";
import { requireAdministrator } from "@/server/auth/staff-scope";
import { route } from "@/server/http/route";
import { getPrivacySettings, setPrivacySettings } from "@/server/personal-data/privacy-settings";

export const GET = route(api.privacySettings.get, ({ session }) => {
  requireAdministrator(session);
  return getPrivacySettings();
});
export const PUT = route(api.privacySettings.update, ({ session, body }) =>
  setPrivacySettings(session, body),
);
