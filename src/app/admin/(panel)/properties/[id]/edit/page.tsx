import type { Metadata } from "next";
import { PropertyFormScreen } from "@/components/admin/properties/property-form";
import { propertiesText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: propertiesText.form.titleEdit };

/** /admin/properties/{id}/edit (and /admin/properties/{id}, docs/product.md#property-form). */
export default async function EditPropertyPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  return <PropertyFormScreen key={id} id={id} />;
}
