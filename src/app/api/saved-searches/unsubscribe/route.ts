// GET /api/saved-searches/unsubscribe – public: the List-Unsubscribe link opened in a browser
// POST /api/saved-searches/unsubscribe – public: one-click unsubscribe (RFC 8058), no cookie
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { stopByLink, stopFromPage, stopPage } from "@/server/saved-searches/links";

export const GET = route(api.savedSearches.stopPage, async ({ query }) =>
  stopPage(query.token, query.locale ?? "pt"),
);

// A mail client sends "List-Unsubscribe=One-Click"; the stop page's form sends its language.
export const POST = route(api.savedSearches.stop, async ({ query, request }) => {
  const form = await request.formData().catch(() => new FormData());
  if (form.get("List-Unsubscribe") === "One-Click" || !form.has("locale")) {
    return stopByLink(query.token);
  }
  return stopFromPage(query.token, query.locale ?? "pt");
});
