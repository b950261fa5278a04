// GET /api/portals – the portal feeds, for the "Portais" screen
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { listPortals } from "@/server/portals/portal-settings";

export const GET = route(api.portals.list, () => listPortals());
