// GET /api/auth/me – the signed-in user, or 401
import { api } from "@/server/http/api";
import { route } from "@/server/http/route";

export const GET = route(api.auth.me, async ({ session }) => session.user);
