// DELETE /api/users/{id}/sessions/{sessionId} – end one session
import { api } from "@/lib/api";
import { endUserSession } from "@/server/auth/sessions";
import { route } from "@/server/http/route";

export const DELETE = route(api.sessions.end, ({ params }) =>
  endUserSession(params.id, params.sessionId),
);
