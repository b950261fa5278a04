import { notFound } from "next/navigation";
import { requireAdminPage } from "@/server/auth/require-admin";

/** Unknown admin paths: the login page for strangers (nothing is revealed), 404 for staff. */
export default async function UnknownAdminPage(): Promise<never> {
  await requireAdminPage();
  notFound();
}
