import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { UserFormScreen } from "@/components/admin/content/user-form";
import { formRecordId } from "@/lib/admin/content/form-id";
import { contentText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const t = contentText.users;
  return { title: id === "new" ? t.newTitle : t.editTitle };
}

export default async function UserFormPage({ params }: Props) {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  const id = formRecordId((await params).id);
  if (id === undefined) notFound();
  return <UserFormScreen key={id ?? "new"} id={id} />;
}
