// GET /api/properties/{id}/viewing-slots?from=YYYY-MM-DD&to=YYYY-MM-DD – free viewing slots
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { listViewingSlots } from "@/server/viewings/viewing-slots";

export const GET = route(api.viewings.slots, ({ params, query }) =>
  listViewingSlots(params.id, query),
);
