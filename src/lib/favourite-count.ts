// POST /api/favourites for the heart buttons (src/lib/favorites.ts), loaded when a visitor first
// adds a favourite: the pages' first JavaScript carries neither zod nor the endpoint.
import { callApi } from "@/lib/api/client";
import { favourites } from "@/lib/api/favourites";

export const countFavourite = (ref: string) => callApi(favourites.add, { body: { ref } });
