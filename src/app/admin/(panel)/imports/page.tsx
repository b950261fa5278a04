import type { Metadata } from "next";
import { ImportsScreen } from "@/components/admin/imports/imports-screen";
import { importsText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: importsText.title };

export default async function ImportsPage() {
  await requireAdminPage();
  return <ImportsScreen />;
}
