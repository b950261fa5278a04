import type { Metadata } from "next";
import { PropertyFormScreen } from "@/components/admin/properties/property-form";
import { ListingStats } from "@/components/admin/stats/listing-stats";
import { propertiesText } from "@/lib/admin/messages";
import { ownConsultantId, requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: propertiesText.form.titleEdit };

/** /admin/properties/{id}/edit (and /admin/properties/{id}, docs/product.md#property-form). */
export default async function EditPropertyPage({ params }: { params: Promise<{ id: string }> }) {
  const { user } = await requireAdminPage();
  const { id } = await params;
  return (
    <>
      <PropertyFormScreen key={id} id={id} ownConsultantId={ownConsultantId(user)} />
      <ListingStats key={`stats-${id}`} id={id} />
    </>
  );
}
