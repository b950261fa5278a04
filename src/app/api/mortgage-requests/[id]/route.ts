// PATCH /api/mortgage-requests/{id} – change the status; DELETE – delete it
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import {
  deleteMortgageRequest,
  setMortgageRequestStatus,
} from "@/server/mortgage-requests/mortgage-requests";

export const PATCH = route(api.mortgageRequests.update, ({ params, body, session }) =>
  setMortgageRequestStatus(params.id, body.status, session),
);
export const DELETE = route(api.mortgageRequests.remove, ({ params }) =>
  deleteMortgageRequest(params.id),
);
