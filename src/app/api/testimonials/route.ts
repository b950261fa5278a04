// GET /api/testimonials – active ones for visitors, all for staff; POST – create one
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import { createTestimonial, listTestimonials } from "@/server/testimonials/testimonials";

export const GET = route(api.testimonials.list, ({ session }) =>
  listTestimonials({ includeInactive: Boolean(session) }),
);
export const POST = route(api.testimonials.create, ({ body }) => createTestimonial(body));
