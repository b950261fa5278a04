import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { ConsultantList } from "@/components/admin/content/consultant-list";
import { contentText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.consultants.title };

export default async function ConsultantsPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <ConsultantList />;
}
