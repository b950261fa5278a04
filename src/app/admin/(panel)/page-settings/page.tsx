import type { Metadata } from "next";
import { PageSettingsScreen } from "@/components/admin/content/page-settings-screen";
import { contentText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.pageSettings.title };

export default async function PageSettingsPage() {
  await requireAdminPage();
  return <PageSettingsScreen />;
}
