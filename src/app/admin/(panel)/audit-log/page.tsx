import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { AuditLogScreen } from "@/components/admin/privacy/audit-log-screen";
import { privacyText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: privacyText.auditLog.title };

export default async function AuditLogPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <AuditLogScreen />;
}
