"use client";
// The "E-mails" section of an inbox dialog: the agency's notification and the visitor's
// auto-reply, each with its recipients, its delivery state (in words, beside a badge), the mail
// server's own error when it refused, and "Reenviar".
import { CheckIcon, CircleAlertIcon, ClockIcon, RotateCwIcon, SendIcon } from "lucide-react";
import { useId } from "react";
import { useMailMessages, useResendMail } from "@/components/admin/hooks/use-mail-messages";
import { PanelError, PanelLoading } from "@/components/admin/inbox/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { mailText } from "@/lib/admin/messages";
import type { MailSubject } from "@/lib/admin/queries";
import { formatDateTime } from "@/lib/i18n/format";
import type { MailMessage } from "@/lib/schemas/mail-message";
import { cn } from "@/lib/utils";

const t = mailText;

/** A first attempt this late after it was due means no worker is sending (no SMTP_URL). */
const STALLED_AFTER_MS = 2 * 60_000;

type Delivery = keyof typeof mailText.status;

function deliveryOf(message: MailMessage): Delivery {
  if (message.status === "sent") return "sent";
  if (message.status === "failed") return "failed";
  return message.lastError ? "retrying" : "waiting";
}

const BADGE = {
  waiting: { variant: "secondary", icon: ClockIcon, className: "" },
  retrying: { variant: "outline", icon: RotateCwIcon, className: "border-gold/50 text-gold" },
  sent: { variant: "success", icon: CheckIcon, className: "" },
  failed: { variant: "destructive", icon: CircleAlertIcon, className: "" },
} as const;

const headingClass = "text-xs font-medium tracking-wider text-muted-foreground uppercase";

export function MailDelivery({ subject, open }: { subject: MailSubject; open: boolean }) {
  const headingId = useId();
  const query = useMailMessages(subject, open);
  return (
    <section aria-labelledby={headingId} data-testid="mail-delivery">
      <div className="flex min-h-9 items-center justify-between gap-3">
        <h3 id={headingId} className={headingClass}>
          {t.title}
        </h3>
        {query.data ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-mr-3 text-muted-foreground"
            disabled={query.isFetching}
            onClick={() => query.refetch()}
          >
            <RotateCwIcon aria-hidden className={cn(query.isFetching && "animate-spin")} />
            {t.refresh}
            <span className="sr-only"> {t.refreshWhat}</span>
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <PanelLoading label={t.loading} className="mt-2" />
      ) : query.isError ? (
        <PanelError
          title={t.loadError}
          error={query.error}
          onRetry={() => query.refetch()}
          className="mt-2 rounded-lg border border-destructive/30 p-4"
        />
      ) : query.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {query.data.map((message) => (
            <MailItem
              key={message.id}
              message={message}
              subject={subject}
              readAt={query.dataUpdatedAt}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function MailItem({
  message,
  subject,
  readAt,
}: {
  message: MailMessage;
  subject: MailSubject;
  /** When the list was read: how long a waiting message has waited. */
  readAt: number;
}) {
  const resend = useResendMail(subject);
  const delivery = deliveryOf(message);
  const badge = BADGE[delivery];
  const Icon = badge.icon;
  return (
    // One column on a phone, the button last; from sm up the button sits top right.
    <li
      className="grid gap-2 rounded-lg border border-border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4"
      data-testid="mail-message"
      data-kind={message.kind}
    >
      <div className="min-w-0">
        <h4 className="font-medium">{t.kind[message.kind]}</h4>
        <p className="mt-0.5 text-sm break-words text-muted-foreground">
          {t.recipients}{" "}
          {message.recipients.length > 0 ? (
            <span className="text-foreground" data-testid="mail-recipients">
              {message.recipients.join(", ")}
            </span>
          ) : (
            <span className="italic" data-testid="mail-recipients">
              {t.noRecipients}
            </span>
          )}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:col-span-2">
        <Badge variant={badge.variant} className={badge.className} data-testid="mail-status">
          <Icon aria-hidden />
          {t.status[delivery]}
        </Badge>
        <span className="text-muted-foreground">{stateText(message, delivery, readAt)}</span>
      </p>
      {message.lastError && delivery !== "sent" ? (
        <div className="min-w-0 sm:col-span-2">
          <p className="text-xs text-muted-foreground">{t.error}</p>
          <p
            className="mt-1 rounded-md bg-muted/60 px-3 py-2 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words"
            data-testid="mail-error"
          >
            {message.lastError}
          </p>
        </div>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-1 justify-self-start sm:col-start-2 sm:row-start-1 sm:mt-0"
        disabled={resend.isPending}
        onClick={() => resend.mutate(message.id)}
      >
        <SendIcon aria-hidden />
        {resend.isPending ? t.resending : t.resend}
        <span className="sr-only"> {t.kindLower[message.kind]}</span>
      </Button>
    </li>
  );
}

function stateText(message: MailMessage, delivery: Delivery, readAt: number): string {
  switch (delivery) {
    case "sent":
      return message.sentAt ? t.sentAt(formatDateTime(message.sentAt)) : "";
    case "failed":
      return t.gaveUp(message.attempts);
    case "retrying":
      return [
        message.nextAttemptAt ? t.nextAttempt(formatDateTime(message.nextAttemptAt)) : null,
        t.attempts(message.attempts),
      ]
        .filter(Boolean)
        .join(" ");
    case "waiting": {
      // Counted when taken: an attempt under way, not yet answered.
      if (message.attempts > 0) return t.sending;
      const due = Date.parse(message.nextAttemptAt ?? message.createdAt);
      return readAt - due > STALLED_AFTER_MS ? t.notConfigured : t.waiting;
    }
  }
}
