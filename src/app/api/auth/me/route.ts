// GET /api/auth/me – the signed-in user, or 401
import { api } from "@/lib/api";
import { route } from "@/server/http/route";

export const GET = route(api.auth.me, async ({ session }) => session.user);
