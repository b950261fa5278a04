import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { HomeSettingsScreen } from "@/components/admin/content/home-settings-form";
import { contentText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.homeSettings.title };

export default async function HomeSettingsPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <HomeSettingsScreen />;
}
