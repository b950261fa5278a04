// GET /api/properties – every property; POST /api/properties – create one (a consultant: as their own)
import { api } from "@/lib/api";
import { encodedResponse, encodeJsonOnce } from "@/server/http/encoded-response";
import { route } from "@/server/http/route";
import { listProperties } from "@/server/properties/list-properties";
import { createProperty } from "@/server/properties/save-property";

export const GET = route(api.properties.list, async ({ request }) =>
  encodedResponse(request, await encodeJsonOnce("properties", await listProperties())),
);
export const POST = route(api.properties.create, ({ body, session }) =>
  createProperty(body, { by: session }),
);
