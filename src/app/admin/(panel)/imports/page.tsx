import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { ImportsScreen } from "@/components/admin/imports/imports-screen";
import { importsText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: importsText.title };

export default async function ImportsPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <ImportsScreen />;
}
