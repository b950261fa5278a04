import type { Metadata } from "next";
import { ViewingsScreen } from "@/components/admin/viewings/viewings-screen";
import { adminText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: adminText.nav.viewings };

export default async function ViewingsPage() {
  await requireAdminPage();
  return <ViewingsScreen />;
}
