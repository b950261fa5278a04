// An administrator e-mails a listing's seller report to its owner (issue 38, item 4;
// docs/product.md#seller-report): the send is recorded with the address and language, and its
// message queued in the outbox in the same transaction; the worker renders the report when it
// delivers it (src/server/mail/seller-report-mail.ts).
import "server-only";
import { desc, eq } from "drizzle-orm";
import type { MailStatus } from "@/lib/schemas/mail-message";
import {
  SENDS_SHOWN,
  type SellerReportEmailInput,
  type SellerReportSend,
} from "@/lib/schemas/seller-report";
import { findListing } from "@/server/analytics/listing-stats";
import type { Session } from "@/server/auth/sessions";
import { requireAdministrator } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { mailMessages, sellerReportSends, users } from "@/server/db/schema";
import { queueMail, wakeWorker } from "@/server/mail/outbox";

export async function emailSellerReport(
  session: Session,
  id: string,
  input: SellerReportEmailInput,
): Promise<SellerReportSend> {
  requireAdministrator(session, "Só um administrador pode enviar o relatório por email.");
  const listing = await findListing(session, id);
  const row = await db().transaction(async (tx) => {
    const [send] = await tx
      .insert(sellerReportSends)
      .values({
        propertyId: listing.id,
        email: input.email,
        language: input.language,
        sentBy: session.user.id,
      })
      .returning();
    if (!send) throw new Error("insert returned no row");
    await queueMail(tx, { sellerReportSendId: send.id }, ["seller_report"]);
    return send;
  });
  wakeWorker();
  return toSend(row, session.user.name || session.user.email, "pending");
}

/** The last reports of a listing sent, newest first (administrators only see the form). */
export async function listSellerReportSends(
  session: Session,
  id: string,
): Promise<SellerReportSend[]> {
  requireAdministrator(session);
  const rows = await db()
    .select({
      send: sellerReportSends,
      name: users.name,
      email: users.email,
      status: mailMessages.status,
    })
    .from(sellerReportSends)
    .leftJoin(users, eq(users.id, sellerReportSends.sentBy))
    .leftJoin(mailMessages, eq(mailMessages.sellerReportSendId, sellerReportSends.id))
    .where(eq(sellerReportSends.propertyId, id))
    .orderBy(desc(sellerReportSends.createdAt))
    .limit(SENDS_SHOWN);
  return rows.map((row) => toSend(row.send, row.name || row.email, row.status ?? "pending"));
}

function toSend(
  row: typeof sellerReportSends.$inferSelect,
  sentBy: string | null,
  status: MailStatus,
): SellerReportSend {
  return {
    id: row.id,
    propertyId: row.propertyId,
    email: row.email,
    language: row.language,
    sentBy,
    createdAt: row.createdAt.toISOString(),
    status,
  };
}
