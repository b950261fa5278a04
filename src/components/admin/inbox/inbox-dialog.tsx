"use client";
// One dialog for an inbox entry (a lead, a mortgage request): who wrote, when, how to reach
// them (links that start a reply by e-mail or phone), their message in its own language, and
// delete (confirmed first), with room for each screen's badges, details and actions; then the
// e-mails the request set off and how their delivery went.
import { MailIcon, PhoneIcon, Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { adminText, leadsText } from "@/lib/admin/messages";
import type { MailSubject } from "@/lib/admin/queries";
import { mailtoHref, telHref } from "@/lib/contact-links";
import { formatDateTime } from "@/lib/i18n/format";
import { HTML_LANG, LANGUAGE_NAMES, type Locale } from "@/lib/i18n/locales";
import { ConsentRecord } from "./consent-record";
import { DetailItem, DetailList, focusDialog, MessageBlock } from "./detail-list";
import type { InboxEntry } from "./inbox-table";
import { MailDelivery } from "./mail-delivery";

const c = leadsText.contact;
const linkClass =
  "text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary";

export interface DialogEntry extends InboxEntry {
  language: Locale;
  message: string | null;
  consentVersion: string | null;
  consentAt: string | null;
  consentIp: string | null;
}

export function InboxDialog<T extends DialogEntry>({
  entry,
  open,
  onOpenChange,
  onDelete,
  t,
  testId,
  className,
  badges,
  replySubject,
  details,
  actions,
  mailSubject,
  extra,
}: {
  entry: T;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent for a consultant: deleting is the administrators'. */
  onDelete?: (entry: T) => void;
  t: { receivedOn: (date: string) => string; deleteTitle: string };
  testId: string;
  /** The dialog's width. */
  className: string;
  badges: ReactNode;
  /** The subject of a reply by e-mail, in the writer's language. */
  replySubject: string;
  /** Details of the screen's own, after the phone. */
  details?: ReactNode;
  /** Actions of the screen's own, beside delete. */
  actions?: ReactNode;
  /** Whose e-mails the dialog lists. */
  mailSubject: MailSubject;
  /** Sections of the screen's own, after the message (a lead's pipeline and timeline). */
  extra?: ReactNode;
}) {
  const tel = telHref(entry.phone);
  const mailto = mailtoHref(entry.email, replySubject);
  const lang = HTML_LANG[entry.language];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={adminText.common.close}
        className={`grid-cols-[minmax(0,1fr)] focus-visible:outline-none ${className}`}
        data-testid={testId}
        onOpenAutoFocus={focusDialog}
      >
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">{badges}</div>
          <DialogTitle className="break-words">{entry.name}</DialogTitle>
          <DialogDescription>{t.receivedOn(formatDateTime(entry.createdAt))}</DialogDescription>
        </DialogHeader>

        <DetailList>
          <DetailItem label={c.email}>
            <a className={linkClass} href={mailto}>
              {entry.email}
            </a>
          </DetailItem>
          <DetailItem label={c.phone}>
            {entry.phone && tel ? (
              <a className={linkClass} href={tel}>
                {entry.phone}
              </a>
            ) : (
              (entry.phone ?? <span className="text-muted-foreground">{c.noPhone}</span>)
            )}
          </DetailItem>
          {details}
          <DetailItem label={c.language}>
            <span lang={lang}>{LANGUAGE_NAMES[entry.language]}</span>
          </DetailItem>
          <ConsentRecord entry={entry} />
        </DetailList>

        {entry.message ? (
          <MessageBlock label={c.message} lang={lang}>
            {entry.message}
          </MessageBlock>
        ) : (
          <MessageBlock label={c.message}>
            <span className="text-muted-foreground">{c.noMessage}</span>
          </MessageBlock>
        )}

        {extra}

        <MailDelivery subject={mailSubject} open={open} />

        <DialogFooter className="sm:flex-wrap sm:justify-between">
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {onDelete ? (
              <ConfirmDelete
                title={t.deleteTitle}
                onConfirm={() => onDelete(entry)}
                trigger={
                  <Button type="button" variant="ghost" className="text-destructive">
                    <Trash2Icon aria-hidden />
                    {adminText.common.delete}
                  </Button>
                }
              />
            ) : null}
            {actions}
          </div>
          {/* Stays on the right when the footer wraps onto two lines. */}
          <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
            {tel ? (
              <Button asChild variant="outline">
                <a href={tel}>
                  <PhoneIcon aria-hidden />
                  {c.call}
                </a>
              </Button>
            ) : null}
            <Button asChild>
              <a href={mailto}>
                <MailIcon aria-hidden />
                {c.replyByEmail}
              </a>
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
