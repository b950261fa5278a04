// Consultants as the pipeline sees them (issue 36): a profile, with or without the staff account
// that makes it assignable, written straight to the database.
import { db } from "@/server/db/client";
import { consultants, users } from "@/server/db/schema";
import { testPasswordHash } from "./http";
import { consultantPayload } from "./payloads";

/** A consultant profile; with `account`, linked to a consultant's staff account. */
export async function insertConsultant(
  options: { name?: string; account?: boolean; active?: boolean; order?: number } = {},
) {
  const payload = consultantPayload(options.name ? { name: options.name } : {});
  const [consultant] = await db()
    .insert(consultants)
    .values({
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      whatsapp: payload.whatsapp,
      languages: payload.languages,
      active: options.active ?? true,
      order: options.order ?? 0,
    })
    .returning();
  if (!consultant) throw new Error("no consultant");
  if (options.account ?? true) {
    await db()
      .insert(users)
      .values({
        email: `account-${consultant.email}`,
        name: consultant.name,
        passwordHash: await testPasswordHash("consultant-password-123"),
        access: "consultant",
        consultantId: consultant.id,
      });
  }
  return consultant;
}
