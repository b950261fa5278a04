import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { ConsultantFormScreen } from "@/components/admin/content/consultant-form";
import { AvailabilityEditor } from "@/components/admin/viewings/availability-editor";
import { formRecordId } from "@/lib/admin/content/form-id";
import { contentText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const t = contentText.consultants;
  return { title: id === "new" ? t.newTitle : t.editTitle };
}

export default async function ConsultantFormPage({ params }: Props) {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  const id = formRecordId((await params).id);
  if (id === undefined) notFound();
  return (
    <>
      <ConsultantFormScreen key={id ?? "new"} id={id} />
      {id ? <AvailabilityEditor key={`availability-${id}`} consultantId={id} /> : null}
    </>
  );
}
