import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { PageSettingsScreen } from "@/components/admin/content/page-settings-screen";
import { contentText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.pageSettings.title };

export default async function PageSettingsPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <PageSettingsScreen />;
}
