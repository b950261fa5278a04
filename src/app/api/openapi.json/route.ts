// GET /api/openapi.json – this API as an OpenAPI 3.1 document

import { api } from "@/lib/api";
import { env } from "@/server/env";
import { openApiDocument } from "@/server/http/openapi";
import { route } from "@/server/http/route";

export const GET = route(api.docs.openapi, async () => openApiDocument(env().SITE_URL));
