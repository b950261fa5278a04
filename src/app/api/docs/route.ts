// GET /api/docs – a readable page of the OpenAPI document

import { api } from "@/lib/api";
import { env } from "@/server/env";
import { apiDocsPage } from "@/server/http/openapi-page";
import { route } from "@/server/http/route";

export const GET = route(
  api.docs.page,
  async () =>
    new Response(apiDocsPage(env().SITE_URL), {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    }),
);
