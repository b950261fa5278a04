import type { Metadata } from "next";
import { LegalSettingsScreen } from "@/components/admin/content/legal-settings-form";
import { legalText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: legalText.title };

export default async function LegalSettingsPage() {
  await requireAdminPage();
  return <LegalSettingsScreen />;
}
