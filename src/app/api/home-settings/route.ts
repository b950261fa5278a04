// GET /api/home-settings – always answers; PATCH – update any subset
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { getHomeSettings, updateHomeSettings } from "@/server/settings/home-settings";

export const GET = route(api.homeSettings.get, () => getHomeSettings());
export const PATCH = route(api.homeSettings.update, ({ body }) => updateHomeSettings(body));
