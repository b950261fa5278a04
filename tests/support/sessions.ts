// A staff session as the domain functions take it, for tests that call them directly (the API
// tests sign in through the real login route instead: http.ts).
import type { Session } from "@/server/auth/sessions";

export function staffSession(user: Partial<Session["user"]> = {}): Session {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    user: {
      id: "00000000-0000-4000-8000-000000000002",
      email: "admin@example.pt",
      name: "Admin",
      role: "admin",
      access: "admin",
      consultantId: null,
      ...user,
    },
    tokenHash: "",
    expiresAt: new Date(Date.now() + 3_600_000),
    authenticatedAt: new Date(),
    pending: null,
  };
}

/** An administrator's session: reaches every lead, request and e-mail. */
export const ADMIN_SESSION = staffSession();
