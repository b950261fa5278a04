// Where a visitor's personal data is kept, each source able to find, export and erase what it
// holds of one e-mail address (docs/architecture.md#personal-data-sources). A feature that stores
// visitors' data adds its source here; the export, the erasure and their test then cover it.
import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import {
  leadEvents,
  leads,
  mailAttempts,
  mailMessages,
  mortgageRequests,
  rateLimits,
  savedSearches,
  savedSearchSends,
  sellerReportSends,
  viewings,
} from "@/server/db/schema";
import {
  eraseLeadEvents,
  eraseLeads,
  eraseMailMessages,
  eraseMortgageRequests,
  eraseViewings,
  messagesOfRequests,
} from "./erase-requests";

export interface PersonalDataSource {
  /** Its key in the document and in the erasure's counts. */
  name: string;
  /** Every record holding the address (already trimmed and lower-cased), as plain JSON. */
  find(email: string, tx: Database): Promise<Record<string, unknown>[]>;
  /** Erases what those records hold of it; answers how many records it changed. */
  erase(email: string, tx: Database): Promise<number>;
}

const sameAddress = (
  column: typeof leads.email | typeof mortgageRequests.email | typeof viewings.email,
  email: string,
) => sql`lower(trim(${column})) = ${email}`;

function mailWhere(email: string) {
  return sql`(${messagesOfRequests(
    sameAddress(leads.email, email),
    sameAddress(mortgageRequests.email, email),
    sameAddress(viewings.email, email),
  )} or ${mailMessages.savedSearchId} in (select ${savedSearches.id} from ${savedSearches} where lower(trim(${savedSearches.email})) = ${email}) or ${mailMessages.sellerReportSendId} in (select ${sellerReportSends.id} from ${sellerReportSends} where ${sameOwner(email)}) or exists (select 1 from unnest(${mailMessages.recipients}) as r where lower(trim(r)) = ${email}))`;
}

const sameOwner = (email: string) => sql`lower(trim(${sellerReportSends.email})) = ${email}`;

/** In this order: the e-mails and timelines are found through their requests, so they go first. */
export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  {
    name: "mailMessages",
    async find(email, tx) {
      const messages = await tx
        .select()
        .from(mailMessages)
        .where(mailWhere(email))
        .orderBy(asc(mailMessages.createdAt));
      if (!messages.length) return [];
      const attempts = await tx
        .select()
        .from(mailAttempts)
        .where(
          inArray(
            mailAttempts.mailMessageId,
            messages.map((m) => m.id),
          ),
        )
        .orderBy(asc(mailAttempts.startedAt));
      return messages.map((message) => ({
        ...isoDates(message),
        attempts: attempts.filter((a) => a.mailMessageId === message.id).map(isoDates),
      }));
    },
    erase: (email, tx) => eraseMailMessages(tx, mailWhere(email)),
  },
  {
    // The timelines of the person's leads: staff notes about them, their later requests.
    name: "leadEvents",
    async find(email, tx) {
      const rows = await tx
        .select()
        .from(leadEvents)
        .where(
          inArray(
            leadEvents.leadId,
            sql`(select ${leads.id} from ${leads} where ${sameAddress(leads.email, email)})`,
          ),
        )
        .orderBy(asc(leadEvents.createdAt));
      return rows.map(isoDates);
    },
    erase: (email, tx) => eraseLeadEvents(tx, sameAddress(leads.email, email)),
  },
  {
    name: "leads",
    async find(email, tx) {
      const rows = await tx.select().from(leads).where(sameAddress(leads.email, email));
      return rows.map(isoDates);
    },
    erase: (email, tx) => eraseLeads(tx, sameAddress(leads.email, email)),
  },
  {
    name: "mortgageRequests",
    async find(email, tx) {
      const rows = await tx
        .select()
        .from(mortgageRequests)
        .where(sameAddress(mortgageRequests.email, email));
      return rows.map(isoDates);
    },
    erase: (email, tx) => eraseMortgageRequests(tx, sameAddress(mortgageRequests.email, email)),
  },
  {
    name: "viewings",
    async find(email, tx) {
      const rows = await tx.select().from(viewings).where(sameAddress(viewings.email, email));
      return rows.map(isoDates);
    },
    erase: (email, tx) => eraseViewings(tx, sameAddress(viewings.email, email)),
  },
  {
    // Saved searches with their consent record, and what each was sent (issue 37). Erasing them
    // deletes them: an alert has no use without its address. Their pending e-mails go with them.
    name: "savedSearches",
    async find(email, tx) {
      const rows = await tx
        .select()
        .from(savedSearches)
        .where(sql`lower(trim(${savedSearches.email})) = ${email}`)
        .orderBy(asc(savedSearches.createdAt));
      if (!rows.length) return [];
      const sends = await tx
        .select()
        .from(savedSearchSends)
        .where(
          inArray(
            savedSearchSends.savedSearchId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(savedSearchSends.sentAt));
      return rows.map((row) => ({
        ...isoDates(row),
        sent: sends.filter((send) => send.savedSearchId === row.id).map(isoDates),
      }));
    },
    async erase(email, tx) {
      const rows = await tx
        .delete(savedSearches)
        .where(sql`lower(trim(${savedSearches.email})) = ${email}`)
        .returning({ id: savedSearches.id });
      return rows.length;
    },
  },
  {
    // The seller reports an administrator e-mailed to a listing's owner (issue 38): the address,
    // the language, the listing and who sent it. Erasing deletes the record; its e-mail goes with it.
    name: "sellerReportSends",
    async find(email, tx) {
      const rows = await tx
        .select()
        .from(sellerReportSends)
        .where(sameOwner(email))
        .orderBy(asc(sellerReportSends.createdAt));
      return rows.map(isoDates);
    },
    async erase(email, tx) {
      const rows = await tx
        .delete(sellerReportSends)
        .where(sameOwner(email))
        .returning({ id: sellerReportSends.id });
      return rows.length;
    },
  },
  {
    // The sign-in throttle counts attempts per address typed at the staff's login, for an hour
    // at most; a visitor's address is there only if someone typed it there.
    name: "signInCounters",
    async find(email, tx) {
      const rows = await tx.select().from(rateLimits).where(signInCounter(email));
      return rows.map(isoDates);
    },
    async erase(email, tx) {
      const rows = await tx
        .delete(rateLimits)
        .where(signInCounter(email))
        .returning({ key: rateLimits.key });
      return rows.length;
    },
  },
];

function signInCounter(email: string) {
  // Their keys end with ":<address>" (src/server/auth/login-throttle.ts).
  return and(
    sql`${rateLimits.key} like 'login:%'`,
    eq(sql`right(lower(${rateLimits.key}), ${email.length + 1})`, `:${email}`),
  );
}
