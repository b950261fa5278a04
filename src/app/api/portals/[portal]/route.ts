// PATCH /api/portals/{portal} – switch a feed on or off, set Idealista's customer code
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { updatePortal } from "@/server/portals/portal-settings";

export const PATCH = route(api.portals.update, ({ params, body }) =>
  updatePortal(params.portal, body),
);
