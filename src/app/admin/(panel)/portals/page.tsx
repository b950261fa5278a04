import type { Metadata } from "next";
import { PortalsScreen } from "@/components/admin/portals/portals-screen";
import { portalsText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: portalsText.title };

export default async function PortalsPage() {
  await requireAdminPage();
  return <PortalsScreen />;
}
