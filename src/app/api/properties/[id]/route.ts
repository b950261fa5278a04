// GET, PATCH, DELETE /api/properties/{id} – one property (a consultant edits only their own; deleting is the administrators')
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { getProperty } from "@/server/properties/find-property";
import { deleteProperty, updateProperty } from "@/server/properties/save-property";

export const GET = route(api.properties.get, ({ params }) => getProperty(params.id));
export const PATCH = route(api.properties.update, ({ params, body, session }) =>
  updateProperty(params.id, body, { by: session }),
);
export const DELETE = route(api.properties.remove, ({ params }) => deleteProperty(params.id));
