// GET /api/users/{id}/sessions – a user's active sessions; DELETE – end all but the caller's
import { api } from "@/lib/api";
import { deleteUserSessions, listUserSessions } from "@/server/auth/sessions";
import { route } from "@/server/http/route";

export const GET = route(api.sessions.list, ({ session, params }) =>
  listUserSessions(params.id, session),
);
export const DELETE = route(api.sessions.endAll, ({ session, params }) =>
  deleteUserSessions(params.id, { except: session.tokenHash }),
);
