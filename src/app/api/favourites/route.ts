// POST /api/favourites – public: a visitor added a listing to their favourites (a count only)
import { api } from "@/lib/api";
import { countFavouriteAdd } from "@/server/analytics/favourite-adds";
import { clientIp } from "@/server/http/client-ip";
import { route } from "@/server/http/route";

export const POST = route(api.favourites.add, ({ body, request }) =>
  countFavouriteAdd(body.ref, clientIp(request)),
);
