import type { Metadata } from "next";
import { PropertyFormScreen } from "@/components/admin/properties/property-form";
import { propertiesText } from "@/lib/admin/messages";
import { ownConsultantId, requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: propertiesText.form.titleNew };

export default async function NewPropertyPage() {
  const { user } = await requireAdminPage();
  return <PropertyFormScreen ownConsultantId={ownConsultantId(user)} />;
}
