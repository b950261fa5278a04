import type { Metadata } from "next";
import { FeaturesScreen } from "@/components/admin/content/features-screen";
import { contentText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.features.title };

export default async function FeaturesPage() {
  await requireAdminPage();
  return <FeaturesScreen />;
}
