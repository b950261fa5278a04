// POST /api/saved-searches/confirm – public: the confirmation page's button (signed token)
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { confirmByLink } from "@/server/saved-searches/links";

export const POST = route(api.savedSearches.confirm, ({ query }) =>
  confirmByLink(query.token, query.locale ?? "pt"),
);
