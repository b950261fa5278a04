import type { Metadata } from "next";
import { ConsultantFormScreen } from "@/components/admin/content/consultant-form";
import { EmptyState } from "@/components/admin/empty-state";
import { AvailabilityEditor } from "@/components/admin/viewings/availability-editor";
import { contentText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

const t = contentText.consultants;
export const metadata: Metadata = { title: t.profileTitle };

/**
 * A consultant's own public profile and the hours they take viewings: the account and the
 * profile are one person.
 */
export default async function ProfilePage() {
  const { user } = await requireAdminPage();
  if (!user.consultantId) return <EmptyState>{t.noProfile}</EmptyState>;
  return (
    <>
      <ConsultantFormScreen key={user.consultantId} id={user.consultantId} own />
      <AvailabilityEditor
        key={`availability-${user.consultantId}`}
        consultantId={user.consultantId}
      />
    </>
  );
}
