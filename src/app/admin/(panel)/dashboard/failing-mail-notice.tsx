// The dashboard's warning while lead e-mails are not getting through (given up on, or failing
// again and again): how many, and where to see each one's state. A plain panel, not an alert:
// it is there on every visit until the e-mails go, and need not interrupt a screen reader.
import { MailWarningIcon } from "lucide-react";
import Link from "next/link";
import { adminText } from "@/lib/admin/messages";

const t = adminText.dashboard;
const linkClass =
  "font-medium text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary";

export function FailingMailNotice({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <section
      aria-labelledby="failing-mail-title"
      className="mb-8 flex gap-3 rounded-xl border border-gold/50 bg-gold/5 p-4 sm:items-center sm:p-5"
      data-testid="failing-mail"
    >
      <MailWarningIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-gold sm:mt-0" />
      <div className="min-w-0">
        <h2 id="failing-mail-title" className="font-medium">
          {t.failingMail(count)}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t.failingMailHint}{" "}
          <Link href="/admin/leads" className={linkClass}>
            {t.failingMailLinks.leads}
          </Link>
          {" · "}
          <Link href="/admin/mortgage-requests" className={linkClass}>
            {t.failingMailLinks.mortgageRequests}
          </Link>
        </p>
      </div>
    </section>
  );
}
