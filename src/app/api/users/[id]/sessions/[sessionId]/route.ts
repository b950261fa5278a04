// DELETE /api/users/{id}/sessions/{sessionId} – end one session
import { api } from "@/lib/api";
import { endUserSession } from "@/server/auth/session-list";
import { route } from "@/server/http/route";

export const DELETE = route(api.sessions.end, ({ session, params }) =>
  endUserSession(params.id, params.sessionId, session),
);
