import type { Metadata } from "next";
import { MortgageRequestsScreen } from "@/components/admin/inbox/mortgage-requests-screen";
import { adminText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";
// Visitors write in Japanese too; the subsets load only when such text is on screen.

export const metadata: Metadata = { title: adminText.nav.mortgageRequests };

export default async function MortgageRequestsPage() {
  await requireAdminPage();
  return <MortgageRequestsScreen />;
}
