// The seller reports an administrator e-mailed (issue 38, docs/product.md#seller-report): to whom,
// in which language, by whom. The address is personal data: the personal-data export and erasure
// cover it (src/server/personal-data/sources.ts).
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { properties } from "./listings";
import { locale } from "./requests";

export const sellerReportSends = pgTable(
  "seller_report_sends",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The owner's address, as the administrator typed it. */
    email: text("email").notNull(),
    language: locale("language").notNull(),
    /** The administrator who sent it; null once their account is deleted. */
    sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("seller_report_sends_property_idx").on(t.propertyId, t.createdAt)],
);
