// How a request's personal data is erased, shared by the erasure of one person's data and the
// storage-limitation job (docs/decisions/028): the visitor's fields are replaced, the e-mails'
// addresses and errors removed (their content is never stored), and what statistics count is
// kept: the row itself, its dates, status, type, language and property.
//
// The field lists below are the whole of what a request holds of its visitor: a new column
// holding personal data is added to its list (and to docs/product.md#personal-data-and-its-erasure).
import "server-only";
import { and, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import {
  leadEvents,
  leads,
  mailAttempts,
  mailMessages,
  mortgageRequests,
  viewings,
} from "@/server/db/schema";

/** What stands in a name once erased. */
export const ERASED_NAME = "[apagado]";

/** An erased request has an empty e-mail address: nothing the forms accept. */
export const ERASED_LEAD = {
  name: ERASED_NAME,
  email: "",
  phone: null,
  message: "",
  // Why the person did not buy is about them.
  lostReason: null,
  // The address the consent was given from is the visitor's; its version and time stay.
  consentIp: null,
} satisfies Partial<typeof leads.$inferInsert>;

export const ERASED_MORTGAGE_REQUEST = {
  name: ERASED_NAME,
  email: "",
  // The column requires a value.
  phone: "-",
  message: null,
  consentIp: null,
} satisfies Partial<typeof mortgageRequests.$inferInsert>;

export const ERASED_VIEWING = {
  name: ERASED_NAME,
  email: "",
  // The column requires a value.
  phone: "-",
  consentIp: null,
} satisfies Partial<typeof viewings.$inferInsert>;

/**
 * Removes the addresses and delivery errors (which quote addresses) of the messages `where`
 * selects; a message still waiting is deleted, so that nothing is sent about an erased request.
 * Answers how many messages it changed or deleted.
 */
export async function eraseMailMessages(tx: Database, where: SQL): Promise<number> {
  const selected = tx.select({ id: mailMessages.id }).from(mailMessages).where(where);
  await tx
    .update(mailAttempts)
    .set({ error: null })
    .where(
      and(inArray(mailAttempts.mailMessageId, selected), sql`${mailAttempts.error} is not null`),
    );
  const deleted = await tx
    .delete(mailMessages)
    .where(and(where, sql`${mailMessages.status} = 'pending'`))
    .returning({ id: mailMessages.id });
  const scrubbed = await tx
    .update(mailMessages)
    .set({ recipients: sql`'{}'::text[]`, lastError: null })
    .where(
      and(
        where,
        sql`(${mailMessages.recipients} <> '{}'::text[] or ${mailMessages.lastError} is not null)`,
      ),
    )
    .returning({ id: mailMessages.id });
  return deleted.length + scrubbed.length;
}

/** The messages of the leads, mortgage requests and viewings `where` selects. */
export function messagesOfRequests(leadsWhere: SQL, mortgageWhere: SQL, viewingsWhere: SQL): SQL {
  return sql`(${inArray(
    mailMessages.leadId,
    sql`(select ${leads.id} from ${leads} where ${leadsWhere})`,
  )} or ${inArray(
    mailMessages.mortgageRequestId,
    sql`(select ${mortgageRequests.id} from ${mortgageRequests} where ${mortgageWhere})`,
  )} or ${inArray(
    mailMessages.viewingId,
    sql`(select ${viewings.id} from ${viewings} where ${viewingsWhere})`,
  )})`;
}

/** Erases the visitor's fields of the leads `where` selects; answers how many it erased. */
export async function eraseLeads(tx: Database, where: SQL): Promise<number> {
  const rows = await tx
    .update(leads)
    .set(ERASED_LEAD)
    .where(and(where, ne(leads.email, "")))
    .returning({ id: leads.id });
  return rows.length;
}

export async function eraseMortgageRequests(tx: Database, where: SQL): Promise<number> {
  const rows = await tx
    .update(mortgageRequests)
    .set(ERASED_MORTGAGE_REQUEST)
    .where(and(where, ne(mortgageRequests.email, "")))
    .returning({ id: mortgageRequests.id });
  return rows.length;
}

/**
 * Erases what the timelines of the leads `where` selects hold of their visitor: every text
 * (notes about them, their merged requests' messages, a lost reason) and a merged request's
 * contact fields. Who did what and when stays, as the lead's own dates do. Answers how many
 * entries it changed.
 */
export async function eraseLeadEvents(tx: Database, leadsWhere: SQL): Promise<number> {
  const rows = await tx
    .update(leadEvents)
    .set({
      text: null,
      data: sql`case when ${leadEvents.kind} = 'request' then null else ${leadEvents.data} end`,
    })
    .where(
      and(
        inArray(leadEvents.leadId, sql`(select ${leads.id} from ${leads} where ${leadsWhere})`),
        sql`(${leadEvents.text} is not null or (${leadEvents.kind} = 'request' and ${leadEvents.data} is not null))`,
      ),
    )
    .returning({ id: leadEvents.id });
  return rows.length;
}

/**
 * Erases the visitor's fields of the viewings `where` selects; one still to come is cancelled
 * (nobody is left to meet), which frees its slot. Answers how many it erased.
 */
export async function eraseViewings(tx: Database, where: SQL): Promise<number> {
  const rows = await tx
    .update(viewings)
    .set({
      ...ERASED_VIEWING,
      status: sql`case when ${viewings.start} > now() then 'cancelled'::viewing_status else ${viewings.status} end`,
    })
    .where(and(where, ne(viewings.email, "")))
    .returning({ id: viewings.id });
  return rows.length;
}
