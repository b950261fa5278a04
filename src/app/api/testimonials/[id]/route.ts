// GET, PATCH, DELETE /api/testimonials/{id}
import { api } from "@/lib/api";
import { route } from "@/server/http/route";
import {
  deleteTestimonial,
  getTestimonial,
  updateTestimonial,
} from "@/server/testimonials/testimonials";

export const GET = route(api.testimonials.get, ({ params, session }) =>
  getTestimonial(params.id, { includeInactive: Boolean(session) }),
);
export const PATCH = route(api.testimonials.update, ({ params, body }) =>
  updateTestimonial(params.id, body),
);
export const DELETE = route(api.testimonials.remove, ({ params }) => deleteTestimonial(params.id));
