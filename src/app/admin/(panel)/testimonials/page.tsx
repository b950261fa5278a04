import type { Metadata } from "next";
import { TestimonialList } from "@/components/admin/content/testimonial-list";
import { contentText } from "@/lib/admin/messages";
import { requireAdminPage } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: contentText.testimonials.title };

export default async function TestimonialsPage() {
  await requireAdminPage();
  return <TestimonialList />;
}
