// POST /api/auth/reauth – the password typed again: sensitive changes are open for 5 minutes
import { api } from "@/lib/api";
import { reauthenticate } from "@/server/auth/reauth";
import { route } from "@/server/http/route";

export const POST = route(api.auth.reauth, async ({ body, session, ip }) => {
  await reauthenticate(session, body.password, ip);
});
