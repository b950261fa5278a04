import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { UserList } from "@/components/admin/content/user-list";
import { contentText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.users.title };

export default async function UsersPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <UserList />;
}
