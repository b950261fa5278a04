import type { Metadata } from "next";
import { LeadsScreen } from "@/components/admin/inbox/leads-screen";
import { adminText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";
// Visitors write in Japanese too; the subsets load only when such text is on screen.

export const metadata: Metadata = { title: adminText.nav.leads };

export default async function LeadsPage() {
  await requireAdminPage();
  return <LeadsScreen />;
}
