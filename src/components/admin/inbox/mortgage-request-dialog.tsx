"use client";
import { MailIcon, PhoneIcon, Trash2Icon } from "lucide-react";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { Badge } from "@/components/ui/badge";
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
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import { DetailItem, DetailList, focusDialog, MessageBlock } from "./detail-list";

const t = leadsText.mortgage;
const c = leadsText.contact;
const linkClass =
  "text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary";

export function MortgageRequestDialog({
  request,
  open,
  onOpenChange,
  onDelete,
}: {
  request: MortgageRequest | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: (request: MortgageRequest) => void;
}) {
  if (!request) return null;
  const tel = telHref(request.phone);
  const mailto = mailtoHref(request.email, t.replySubject[request.language]());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={adminText.common.close}
        className="grid-cols-[minmax(0,1fr)] focus-visible:outline-none sm:max-w-2xl"
        data-testid="mortgage-dialog"
        onOpenAutoFocus={focusDialog}
      >
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" className="font-normal">
              {t.requestTitle}
            </Badge>
            <Badge variant={request.status === "new" ? "brand" : "secondary"}>
              {adminText.status.mortgage[request.status]}
            </Badge>
          </div>
          <DialogTitle className="break-words">{request.name}</DialogTitle>
          <DialogDescription>{t.receivedOn(formatDateTime(request.createdAt))}</DialogDescription>
        </DialogHeader>

        <DetailList>
          <DetailItem label={c.email}>
            <a className={linkClass} href={mailto}>
              {request.email}
            </a>
          </DetailItem>
          <DetailItem label={c.phone}>
            {tel ? (
              <a className={linkClass} href={tel}>
                {request.phone}
              </a>
            ) : (
              request.phone
            )}
          </DetailItem>
          <DetailItem label={c.language}>
            <span lang={HTML_LANG[request.language]}>{LANGUAGE_NAMES[request.language]}</span>
          </DetailItem>
          <DetailItem label={c.status}>{adminText.status.mortgage[request.status]}</DetailItem>
        </DetailList>

        {request.message ? (
          <MessageBlock label={c.message} lang={HTML_LANG[request.language]}>
            {request.message}
          </MessageBlock>
        ) : (
          <MessageBlock label={c.message}>
            <span className="text-muted-foreground">{c.noMessage}</span>
          </MessageBlock>
        )}

        <DialogFooter className="sm:flex-wrap sm:justify-between">
          <ConfirmDelete
            title={t.deleteTitle}
            onConfirm={() => onDelete(request)}
            trigger={
              <Button type="button" variant="ghost" className="text-destructive">
                <Trash2Icon aria-hidden />
                {adminText.common.delete}
              </Button>
            }
          />
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
