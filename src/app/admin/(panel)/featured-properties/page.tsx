import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { FeaturedScreen } from "@/components/admin/properties/featured-screen";
import { propertiesText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: propertiesText.featured.title };

export default async function FeaturedPropertiesPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <FeaturedScreen />;
}
