// POST /api/saved-searches/manage – public: the manage page's forms (signed token)
import { api } from "@/lib/api";
import { badRequest } from "@/server/errors";
import { route } from "@/server/http/route";
import { manageByForm } from "@/server/saved-searches/links";

export const POST = route(api.savedSearches.manage, async ({ query, request }) => {
  const form = await request.formData().catch(() => {
    throw badRequest("Formulário inválido");
  });
  return manageByForm(query.token, query.locale ?? "pt", form);
});
