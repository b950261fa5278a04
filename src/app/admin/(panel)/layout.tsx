import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { requireAdminPage } from "@/server/auth/require-admin";

/**
 * Every admin screen sits in this shell, which only renders for a valid server session. The
 * shell also holds the account page, open to a user with a pending step: each page checks that
 * itself (requireAdminPage()), only the account page allows it.
 */
export default async function PanelLayout({ children }: { children: ReactNode }) {
  const { user } = await requireAdminPage({ allowPending: true });
  return <AdminShell user={{ name: user.name, email: user.email }}>{children}</AdminShell>;
}
