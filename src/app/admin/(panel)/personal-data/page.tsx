import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { PersonalDataScreen } from "@/components/admin/privacy/personal-data-screen";
import { privacyText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: privacyText.personalData.title };

export default async function PersonalDataPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <PersonalDataScreen />;
}
