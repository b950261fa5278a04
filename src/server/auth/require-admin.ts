import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { isSecureRequest, sessionCookieName } from "./session-cookie";
import { findSession, type Session } from "./sessions";

/** The signed-in staff session of this page request, if any. */
export async function currentSession(): Promise<Session | null> {
  const token = (await cookies()).get(sessionCookieName(isSecureRequest()))?.value;
  return token ? findSession(token) : null;
}

/**
 * Every admin page calls this on the server before rendering anything: without a valid
 * session the visitor goes to the login page, whatever the browser claims. A user who must
 * first change their password or enrol a second factor goes to their account page, the one
 * page that allows it.
 */
export async function requireAdminPage(options: { allowPending?: boolean } = {}): Promise<Session> {
  const session = await currentSession();
  if (!session) redirect("/admin/login");
  if (session.pending && !options.allowPending) redirect("/admin/account");
  return session;
}
