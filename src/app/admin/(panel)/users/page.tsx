import type { Metadata } from "next";
import { UserList } from "@/components/admin/content/user-list";
import { contentText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.users.title };

export default async function UsersPage() {
  await requireAdminPage();
  return <UserList />;
}
