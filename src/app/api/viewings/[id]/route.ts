// PATCH /api/viewings/{id} – confirm a viewing, propose another time, or cancel it
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { updateViewing } from "@/server/viewings/update-viewing";

export const PATCH = route(api.viewings.update, ({ params, body, session }) =>
  updateViewing(params.id, body, session),
);
