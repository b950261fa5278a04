// The agency's people and words: consultants, testimonials, staff accounts.
import {
  consultantCreateSchema,
  consultantSchema,
  consultantUpdateSchema,
} from "@/lib/schemas/consultant";
import {
  testimonialCreateSchema,
  testimonialSchema,
  testimonialUpdateSchema,
} from "@/lib/schemas/testimonial";
import { userCreateSchema, userSchema, userUpdateSchema } from "@/lib/schemas/user";
import { crud } from "./crud";

export const testimonials = crud({
  path: "/api/testimonials",
  tag: "Testimonials",
  name: "testimonial",
  item: testimonialSchema,
  create: testimonialCreateSchema,
  update: testimonialUpdateSchema,
  read: "public",
});

export const consultants = crud({
  path: "/api/consultants",
  tag: "Consultants",
  name: "consultant",
  item: consultantSchema,
  create: consultantCreateSchema,
  update: consultantUpdateSchema,
  read: "public",
  // A consultant edits only their own profile.
  write: { update: "staff" },
});

const userCalls = crud({
  path: "/api/users",
  tag: "Users",
  name: "user",
  item: userSchema,
  create: userCreateSchema,
  update: userUpdateSchema,
  read: "admin",
});

/**
 * Creating and deleting users and changing a password or an e-mail need re-authentication.
 * A user who must change their password does it here, on their own account; so does a
 * consultant, who may change nothing else of any account.
 */
export const users = {
  ...userCalls,
  update: { ...userCalls.update, access: "staff", allowPending: true } as const,
};
