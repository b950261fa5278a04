import type { Metadata } from "next";
import { AccountScreen } from "@/components/admin/account/account-screen";
import { accountText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: accountText.title };

/** The one admin page open to a user with a pending step (a new password, a second factor). */
export default async function AccountPage() {
  await requireAdminPage({ allowPending: true });
  return <AccountScreen />;
}
