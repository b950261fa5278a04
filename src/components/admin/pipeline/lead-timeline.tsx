"use client";
// A lead's timeline in its dialog (issue 36): notes, stage changes, assignments, the requests
// merged into it and the e-mails sent about it, oldest first, each with who and when; and a
// form to add a note.
import {
  ArrowRightLeftIcon,
  CalendarIcon,
  FlagIcon,
  MailIcon,
  MessageSquarePlusIcon,
  StickyNoteIcon,
  UserRoundIcon,
} from "lucide-react";
import { useId, useState } from "react";
import { useAddLeadNote, useLeadEvents } from "@/components/admin/hooks/use-lead-pipeline";
import { PanelError, PanelLoading } from "@/components/admin/inbox/list-states";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { serverFieldErrors, serverMessage } from "@/lib/admin/content/server-error";
import { pipelineText } from "@/lib/admin/messages";
import { formatDateTime } from "@/lib/i18n/format";
import type { LeadStage } from "@/lib/schemas/lead";
import { LEAD_NOTE_MAX, type LeadEvent, type LeadEventKind } from "@/lib/schemas/lead-event";
import type { MailKind, MailStatus } from "@/lib/schemas/mail-message";
import { lisbonDateTime } from "@/lib/viewings/lisbon-time";

const t = pipelineText;

const ICON: Record<LeadEventKind, typeof MailIcon> = {
  note: StickyNoteIcon,
  stage: FlagIcon,
  assignment: ArrowRightLeftIcon,
  email: MailIcon,
  request: MessageSquarePlusIcon,
  viewing: CalendarIcon,
};

const stageName = (value: unknown) => t.stage[value as LeadStage] ?? String(value ?? "");

function headline(event: LeadEvent): string {
  const data = event.data ?? {};
  switch (event.kind) {
    case "stage":
      return t.event.stage(stageName(data.from), stageName(data.to));
    case "assignment":
      return t.event.assignment(typeof data.toName === "string" ? data.toName : t.administrators);
    case "email": {
      const kind = t.emailKind[data.mailKind as MailKind] ?? "";
      const status = t.emailStatus[data.status as MailStatus] ?? "";
      return `${t.event.email(kind)} (${status})`;
    }
    case "viewing": {
      const step = data.step as keyof typeof t.viewingStep;
      if (!(step in t.viewingStep) || typeof data.start !== "string") return t.event.viewing;
      return t.viewingStep[step](lisbonDateTime.format(new Date(data.start)));
    }
    default:
      return t.event[event.kind];
  }
}

function who(event: LeadEvent): string {
  if (event.userName) return event.userName;
  return event.userId ? t.byDeletedAccount : t.bySite;
}

export function LeadTimeline({ leadId, open }: { leadId: string; open: boolean }) {
  const id = useId();
  const query = useLeadEvents(leadId, open);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3" data-testid="lead-timeline">
      <h3
        id={`${id}-title`}
        className="text-xs font-medium tracking-wider text-muted-foreground uppercase"
      >
        {t.timeline}
      </h3>
      {query.isPending ? (
        <PanelLoading label={t.timelineLoading} />
      ) : query.isError ? (
        <PanelError title={t.timelineError} error={query.error} onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.timelineEmpty}</p>
      ) : (
        <ol className="grid gap-3 border-l border-border pl-4">
          {query.data.map((event) => (
            <TimelineEntry key={event.id} event={event} />
          ))}
        </ol>
      )}
      <NoteForm leadId={leadId} />
    </section>
  );
}

function TimelineEntry({ event }: { event: LeadEvent }) {
  const Icon = ICON[event.kind] ?? UserRoundIcon;
  const recipients = event.kind === "email" ? event.data?.recipients : null;
  return (
    <li className="relative grid gap-1 text-sm" data-testid="lead-event" data-kind={event.kind}>
      <span
        aria-hidden
        className="absolute top-0.5 -left-[1.6rem] grid size-5 place-items-center rounded-full border border-border bg-card"
      >
        <Icon className="size-3 text-muted-foreground" />
      </span>
      <p className="font-medium">{headline(event)}</p>
      {event.text ? (
        <p className="whitespace-pre-line break-words">
          {event.kind === "stage" ? <span className="font-medium">{t.lostBecause} </span> : null}
          {event.text}
        </p>
      ) : null}
      {Array.isArray(recipients) && recipients.length > 0 ? (
        <p className="break-words text-muted-foreground">{recipients.join(", ")}</p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t.by(who(event), formatDateTime(event.createdAt))}
      </p>
    </li>
  );
}

function NoteForm({ leadId }: { leadId: string }) {
  const id = useId();
  const [text, setText] = useState("");
  const add = useAddLeadNote(leadId);
  const error = add.isError
    ? (serverFieldErrors(add.error, ["text"] as const)[0]?.[1] ??
      `${t.noteError} ${serverMessage(add.error)}`)
    : undefined;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(text, { onSuccess: () => setText("") });
      }}
    >
      <FormField label={t.noteLabel} htmlFor={`${id}-note`} error={error}>
        <Textarea
          id={`${id}-note`}
          value={text}
          maxLength={LEAD_NOTE_MAX}
          placeholder={t.notePlaceholder}
          aria-invalid={Boolean(error)}
          aria-describedby={fieldDescribedBy(`${id}-note`, { error })}
          className="min-h-20"
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <div>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          <StickyNoteIcon aria-hidden />
          {add.isPending ? t.addingNote : t.addNote}
        </Button>
      </div>
    </form>
  );
}
