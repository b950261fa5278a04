import type { Metadata } from "next";
import { PropertiesScreen } from "@/components/admin/properties/properties-screen";
import { propertiesText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: propertiesText.list.title };

export default async function PropertiesPage() {
  await requireAdminPage();
  return <PropertiesScreen />;
}
