// GET /api/notices/{notice} – the privacy or cookie notice; PATCH – update its texts (staff)
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { getNotice, updateNotice } from "@/server/settings/notices";

export const GET = route(api.notices.get, ({ params }) => getNotice(params.notice));
export const PATCH = route(api.notices.update, ({ params, body }) =>
  updateNotice(params.notice, body),
);
