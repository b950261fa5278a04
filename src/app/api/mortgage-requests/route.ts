// GET /api/mortgage-requests – staff only; POST – public mortgage form
import { api } from "@/lib/api";
import { clientIp } from "@/server/http/client-ip";
import { acceptPublicSubmission } from "@/server/http/public-form";
import { route } from "@/server/http/route";
import {
  createMortgageRequest,
  listMortgageRequests,
} from "@/server/mortgage-requests/mortgage-requests";

export const GET = route(api.mortgageRequests.list, ({ session }) => listMortgageRequests(session));
export const POST = route(api.mortgageRequests.create, ({ body, request }) =>
  acceptPublicSubmission(body, (mortgage) =>
    createMortgageRequest(mortgage, { ip: clientIp(request) }),
  ),
);
