import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { FeaturesScreen } from "@/components/admin/content/features-screen";
import { contentText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.features.title };

export default async function FeaturesPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <FeaturesScreen />;
}
