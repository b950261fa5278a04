// GET, DELETE /api/personal-data?email= – every record holding an address, as one document; or
// its erasure (re-authentication). Administrators only.
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { erasePersonalData, findPersonalData } from "@/server/personal-data/personal-data";

export const GET = route(api.personalData.find, ({ session, query, ip }) =>
  findPersonalData(session, query.email, ip),
);
export const DELETE = route(api.personalData.erase, ({ session, query, audit }) =>
  erasePersonalData(session, query.email, audit),
);
