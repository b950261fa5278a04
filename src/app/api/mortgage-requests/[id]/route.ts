// PATCH /api/mortgage-requests/{id} – change the status or the assignee; DELETE – delete it
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import {
  deleteMortgageRequest,
  updateMortgageRequest,
} from "@/server/mortgage-requests/mortgage-requests";

export const PATCH = route(api.mortgageRequests.update, ({ params, body, session }) =>
  updateMortgageRequest(params.id, body, session),
);
export const DELETE = route(api.mortgageRequests.remove, ({ params }) =>
  deleteMortgageRequest(params.id),
);
