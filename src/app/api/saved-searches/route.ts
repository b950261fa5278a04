// POST /api/saved-searches – public: save the list's filters with an address (double opt-in)
import { api } from "@/lib/api";
import { acceptPublicSubmission } from "@/server/http/public-form";
import { route } from "@/server/http/route";
import { saveSearch } from "@/server/saved-searches/save-search";

export const POST = route(api.savedSearches.create, ({ body, ip }) =>
  acceptPublicSubmission(body, (input) => saveSearch(input, { ip })),
);
