// Calls only an administrator may make: the audit log, visitors' personal data, the privacy
// settings. Every account is an administrator today; when staff roles come (consultants), any
// other role is refused here, in one place.
import "server-only";
import { forbidden } from "@/server/errors";
import type { Session } from "./sessions";

export function requireAdminRole(session: Session): void {
  if (session.user.role !== "admin") {
    throw forbidden("Só um administrador pode fazer isto.");
  }
}
