import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { requireAdminPage } from "@/server/auth/require-admin";

/** Every admin screen sits in this shell, which only renders for a valid server session. */
export default async function PanelLayout({ children }: { children: ReactNode }) {
  const { user } = await requireAdminPage();
  return <AdminShell user={{ name: user.name, email: user.email }}>{children}</AdminShell>;
}
