import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { PortalsScreen } from "@/components/admin/portals/portals-screen";
import { portalsText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: portalsText.title };

export default async function PortalsPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <PortalsScreen />;
}
