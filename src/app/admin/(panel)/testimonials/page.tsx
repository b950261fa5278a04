import type { Metadata } from "next";
import { AdminOnlyNotice } from "@/components/admin/admin-only-notice";
import { TestimonialList } from "@/components/admin/content/testimonial-list";
import { contentText } from "@/lib/admin/messages";
import { isAdministratorPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.testimonials.title };

export default async function TestimonialsPage() {
  if (!(await isAdministratorPage())) return <AdminOnlyNotice />;
  return <TestimonialList />;
}
