import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PersonalDataScreen } from "@/components/admin/privacy/personal-data-screen";
import { privacyText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: privacyText.personalData.title };

export default async function PersonalDataPage() {
  const session = await requireAdminPage();
  // Administrators only, as the calls it makes (src/server/auth/admin-only.ts).
  if (session.user.role !== "admin") notFound();
  return <PersonalDataScreen />;
}
