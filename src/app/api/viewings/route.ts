// GET /api/viewings – staff only; POST /api/viewings – a visitor asks for a viewing
import { api } from "@/lib/api";
import { clientIp } from "@/server/http/client-ip";
import { acceptPublicSubmission } from "@/server/http/public-form";
import { route } from "@/server/http/route";
import { bookViewing } from "@/server/viewings/book-viewing";
import { listViewings } from "@/server/viewings/list-viewings";

export const GET = route(api.viewings.list, ({ query, session }) => listViewings(session, query));
export const POST = route(api.viewings.create, ({ body, request }) =>
  acceptPublicSubmission(body, async (input) => {
    const { id, start, end } = await bookViewing(input, { ip: clientIp(request) });
    return { id, start, end, status: "requested" as const };
  }),
);
