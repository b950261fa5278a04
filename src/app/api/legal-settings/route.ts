// GET /api/legal-settings – the agency's legal identity; PUT – replace it (admins)
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { getLegalSettings, updateLegalSettings } from "@/server/settings/legal-settings";

export const GET = route(api.legalSettings.get, () => getLegalSettings());
export const PUT = route(api.legalSettings.update, ({ body }) => updateLegalSettings(body));
