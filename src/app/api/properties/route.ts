// GET /api/properties – every property; POST /api/properties – create one
import { api } from "@/server/http/api";
import { encodedResponse } from "@/server/http/encoded-response";
import { route } from "@/server/http/route";
import { encodedPropertyList } from "@/server/properties/list-properties";
import { createProperty } from "@/server/properties/save-property";

export const GET = route(api.properties.list, async ({ request }) =>
  encodedResponse(request, await encodedPropertyList()),
);
export const POST = route(api.properties.create, ({ body }) => createProperty(body));
