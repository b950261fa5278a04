import type { Metadata } from "next";
import { FeaturedScreen } from "@/components/admin/properties/featured-screen";
import { propertiesText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: propertiesText.featured.title };

export default async function FeaturedPropertiesPage() {
  await requireAdminPage();
  return <FeaturedScreen />;
}
