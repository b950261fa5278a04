"use client";
import { MailIcon, MailQuestionIcon, PhoneIcon, Trash2Icon } from "lucide-react";
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
import { mailtoHref, telHref } from "@/lib/contact-links";
import { formatDateTime } from "@/lib/i18n/format";
import { HTML_LANG, LANGUAGE_NAMES } from "@/lib/i18n/locales";
import type { Lead } from "@/lib/schemas/lead";
import { LeadStatusBadge, LeadTypeBadge } from "./badges";
import { DetailItem, DetailList, focusDialog, MessageBlock } from "./detail-list";
import { PropertyRefLink } from "./property-ref-link";

const t = leadsText.leads;
const c = leadsText.contact;

export function LeadDialog({
  lead,
  open,
  onOpenChange,
  onMarkUnread,
  onDelete,
}: {
  lead: Lead | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMarkUnread: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
}) {
  if (!lead) return null;
  const tel = telHref(lead.phone);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={adminText.common.close}
        className="grid-cols-[minmax(0,1fr)] focus-visible:outline-none sm:max-w-[44rem]"
        data-testid="lead-dialog"
        onOpenAutoFocus={focusDialog}
      >
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <LeadTypeBadge type={lead.type} />
            <LeadStatusBadge status={lead.status} />
          </div>
          <DialogTitle className="break-words">{lead.name}</DialogTitle>
          <DialogDescription>{t.receivedOn(formatDateTime(lead.createdAt))}</DialogDescription>
        </DialogHeader>

        <DetailList>
          <DetailItem label={c.email}>
            <a
              className="text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary"
              href={mailtoHref(lead.email, t.replySubject[lead.language](lead.propertyRef))}
            >
              {lead.email}
            </a>
          </DetailItem>
          <DetailItem label={c.phone}>
            {lead.phone && tel ? (
              <a
                className="text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary"
                href={tel}
              >
                {lead.phone}
              </a>
            ) : (
              (lead.phone ?? <span className="text-muted-foreground">{c.noPhone}</span>)
            )}
          </DetailItem>
          <DetailItem label={t.property}>
            <PropertyRefLink reference={lead.propertyRef} />
          </DetailItem>
          <DetailItem label={c.language}>
            <span lang={HTML_LANG[lead.language]}>{LANGUAGE_NAMES[lead.language]}</span>
          </DetailItem>
        </DetailList>

        <MessageBlock label={c.message} lang={HTML_LANG[lead.language]}>
          {lead.message}
        </MessageBlock>

        <DialogFooter className="sm:flex-wrap sm:justify-between">
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <ConfirmDelete
              title={t.deleteTitle}
              onConfirm={() => onDelete(lead)}
              trigger={
                <Button type="button" variant="ghost" className="text-destructive">
                  <Trash2Icon aria-hidden />
                  {adminText.common.delete}
                </Button>
              }
            />
            {lead.status === "read" ? (
              <Button type="button" variant="ghost" onClick={() => onMarkUnread(lead)}>
                <MailQuestionIcon aria-hidden />
                {t.markUnread}
              </Button>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {tel ? (
              <Button asChild variant="outline">
                <a href={tel}>
                  <PhoneIcon aria-hidden />
                  {c.call}
                </a>
              </Button>
            ) : null}
            <Button asChild>
              <a href={mailtoHref(lead.email, t.replySubject[lead.language](lead.propertyRef))}>
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
