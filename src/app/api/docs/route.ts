// GET /api/docs – a readable page of the OpenAPI document
import { env } from "@/server/env";
import { api } from "@/server/http/api";
import { apiDocsPage } from "@/server/http/openapi-page";
import { route } from "@/server/http/route";

export const GET = route(
  api.docs.page,
  async () =>
    new Response(apiDocsPage(env().SITE_URL), {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    }),
);
