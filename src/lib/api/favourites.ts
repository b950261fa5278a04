// The one count a visitor's browser sends (issue 38): a listing added to its favourites. Apart
// from the rest of the list, so that the heart buttons' script loads only this.
import { favouriteAddSchema } from "@/lib/schemas/favourite";
import { defineEndpoint as endpoint } from "./endpoint";

export const favourites = {
  add: endpoint({
    method: "POST",
    path: "/api/favourites",
    access: "public",
    tag: "Statistics",
    summary:
      "A visitor added a listing to their favourites: counted per listing and day, nothing else kept (204; 404 for an unknown listing)",
    body: favouriteAddSchema,
  }),
};
