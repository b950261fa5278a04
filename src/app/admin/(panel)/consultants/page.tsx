import type { Metadata } from "next";
import { ConsultantList } from "@/components/admin/content/consultant-list";
import { contentText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.consultants.title };

export default async function ConsultantsPage() {
  await requireAdminPage();
  return <ConsultantList />;
}
