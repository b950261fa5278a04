// GET /api/auth/me – the signed-in user and the state of their account's security, or 401
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { getAccount } from "@/server/users/users";

export const GET = route(api.auth.me, ({ session }) => getAccount(session));
