import type { Metadata } from "next";
import { MortgageRequestsScreen } from "@/components/admin/inbox/mortgage-requests-screen";
import { adminText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: adminText.nav.mortgageRequests };

export default async function MortgageRequestsPage() {
  await requireAdminPage();
  return <MortgageRequestsScreen />;
}
