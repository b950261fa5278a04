// GET /api/users – staff accounts (never their passwords); POST – create one (re-authentication)
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { createUser, listUsers } from "@/server/users/users";

export const GET = route(api.users.list, () => listUsers());
export const POST = route(api.users.create, ({ body, session }) => createUser(body, session));
