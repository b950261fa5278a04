import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { requireAdminPage } from "@/server/auth/require-admin";

/**
 * Every admin screen sits in this shell, which only renders for a valid server session. Each
 * page checks the session itself too, and sends a user with a pending step (a new password, a
 * second factor) to their account page: the shell lets that page render.
 */
export default async function PanelLayout({ children }: { children: ReactNode }) {
  const { user, pending } = await requireAdminPage({ allowPending: true });
  return (
    <AdminShell
      user={{ name: user.name, email: user.email, access: user.access }}
      held={pending !== null}
    >
      {children}
    </AdminShell>
  );
}
