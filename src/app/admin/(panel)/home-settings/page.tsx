import type { Metadata } from "next";
import { HomeSettingsScreen } from "@/components/admin/content/home-settings-form";
import { contentText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.homeSettings.title };

export default async function HomeSettingsPage() {
  await requireAdminPage();
  return <HomeSettingsScreen />;
}
