import type { Metadata } from "next";
import { LeadsScreen } from "@/components/admin/inbox/leads-screen";
import { adminText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: adminText.nav.leads };

export default async function LeadsPage() {
  await requireAdminPage();
  return <LeadsScreen />;
}
