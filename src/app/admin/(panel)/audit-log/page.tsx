import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuditLogScreen } from "@/components/admin/privacy/audit-log-screen";
import { privacyText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: privacyText.auditLog.title };

export default async function AuditLogPage() {
  const session = await requireAdminPage();
  // Administrators only, as the call it makes (src/server/auth/admin-only.ts).
  if (session.user.role !== "admin") notFound();
  return <AuditLogScreen />;
}
