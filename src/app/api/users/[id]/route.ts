// GET, PATCH, DELETE /api/users/{id} – a blank password keeps the current one; a new password or
// e-mail needs the current password on one's own account, re-authentication on another's;
// deleting needs re-authentication
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { deleteUser, getUser, updateUser } from "@/server/users/users";

export const GET = route(api.users.get, ({ params }) => getUser(params.id));
export const PATCH = route(api.users.update, ({ params, body, session, ip }) =>
  updateUser(params.id, body, session, ip),
);
export const DELETE = route(api.users.remove, ({ params, session }) =>
  deleteUser(params.id, session),
);
