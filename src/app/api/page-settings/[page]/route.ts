// GET, PATCH /api/page-settings/{page} – page is sell or mortgage; any other is 404
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { getPageSettings, updatePageSettings } from "@/server/settings/page-settings";

export const GET = route(api.pageSettings.get, ({ params }) => getPageSettings(params.page));
export const PATCH = route(api.pageSettings.update, ({ params, body }) =>
  updatePageSettings(params.page, body),
);
