// POST /api/favourites: a visitor added a listing to their favourites (kept in their browser);
// only the count per listing and day is kept (issue 38, item 3).
import * as z from "zod/mini";

export const favouriteAddSchema = z.strictObject({
  ref: z
    .string("Indique a referência do imóvel")
    .check(
      z.minLength(1, "Indique a referência do imóvel"),
      z.maxLength(40, "Referência inválida"),
    ),
});
