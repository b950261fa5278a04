import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Testimonial, TestimonialCreate, TestimonialUpdate } from "@/lib/schemas/testimonial";
import { db } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { testimonials } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";

const NOT_FOUND = "Testemunho não encontrado";

/** Testimonials by order (lower first); the public site sees only the active ones. */
export async function listTestimonials(options: {
  includeInactive: boolean;
  limit?: number;
}): Promise<Testimonial[]> {
  dependsOn(TAG.testimonials);
  const query = db()
    .select()
    .from(testimonials)
    .where(options.includeInactive ? undefined : eq(testimonials.active, true))
    .orderBy(asc(testimonials.order), asc(testimonials.createdAt));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.map(isoDates);
}

export async function getTestimonial(
  id: string,
  options: { includeInactive: boolean },
): Promise<Testimonial> {
  dependsOn(TAG.testimonials);
  const [row] = await db().select().from(testimonials).where(eq(testimonials.id, id));
  if (!row || (!row.active && !options.includeInactive)) throw notFound(NOT_FOUND);
  return isoDates(row);
}

export async function createTestimonial(input: TestimonialCreate): Promise<Testimonial> {
  const [row] = await db().insert(testimonials).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return isoDates(row);
}

export async function updateTestimonial(
  id: string,
  input: TestimonialUpdate,
): Promise<Testimonial> {
  const [row] =
    Object.keys(input).length === 0
      ? await db().select().from(testimonials).where(eq(testimonials.id, id))
      : await db().update(testimonials).set(input).where(eq(testimonials.id, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return isoDates(row);
}

export async function deleteTestimonial(id: string): Promise<void> {
  const deleted = await db()
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
