import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { isSecureRequest, sessionCookieName } from "./session-cookie";
import { findSession, type Session, type SessionUser } from "./sessions";
import { isAdministrator } from "./staff-scope";

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

/**
 * For a screen only administrators use: whether the signed-in account may see it. A
 * consultant's account gets a page saying so (AdminOnlyNotice) instead of the screen; the calls
 * the screen would make refuse them anyway (403).
 */
export async function isAdministratorPage(): Promise<boolean> {
  return isAdministrator(await requireAdminPage());
}

/** A consultant's own profile, for the forms that lock a listing to it; undefined for admins. */
export function ownConsultantId(user: SessionUser): string | null | undefined {
  return user.access === "admin" ? undefined : user.consultantId;
}
