import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { LegalSettingsScreen } from "@/components/admin/content/legal-settings-form";
import { legalText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: legalText.title };

export default async function LegalSettingsPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <LegalSettingsScreen />;
}
