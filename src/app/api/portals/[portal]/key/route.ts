// POST /api/portals/{portal}/key – a new secret key for the feed's address
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { renewFeedKey } from "@/server/portals/portal-settings";

export const POST = route(api.portals.newKey, ({ params }) => renewFeedKey(params.portal));
