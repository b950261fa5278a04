import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { TestimonialFormScreen } from "@/components/admin/content/testimonial-form";
import { formRecordId } from "@/lib/admin/content/form-id";
import { contentText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const t = contentText.testimonials;
  return { title: id === "new" ? t.newTitle : t.editTitle };
}

export default async function TestimonialFormPage({ params }: Props) {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  const id = formRecordId((await params).id);
  if (id === undefined) notFound();
  return <TestimonialFormScreen key={id ?? "new"} id={id} />;
}
