"use client";
import { useId, useState } from "react";
// The stage and the assignee of a lead, in its dialog (issue 36). A stage other than "Perdido"
// is saved as it is chosen; "Perdido" asks for its reason first (the server refuses it without
// one, on the field). The assignee is any active consultant, or the administrators; the server
// refuses one without an account, and says so.
import { useIsAdministrator } from "@/components/admin/hooks/use-is-administrator";
import { useUpdateLeadPipeline } from "@/components/admin/hooks/use-lead-pipeline";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { serverFieldErrors } from "@/lib/admin/content/server-error";
import { pipelineText } from "@/lib/admin/messages";
import { LEAD_STAGES, type Lead, type LeadStage } from "@/lib/schemas/lead";

const t = pipelineText;
/** The assignee select's value for the administrators (no consultant). */
const ADMINISTRATORS = "";

export interface AssigneeChoice {
  id: string;
  name: string;
}

/**
 * The choices of an assignee select: the administrators, then the active consultants; an
 * assignee no longer active is still shown as the current one.
 */
export function AssigneeOptions({
  current,
  assignees,
}: {
  current: string | null;
  assignees: AssigneeChoice[];
}) {
  const known = assignees.some((choice) => choice.id === current);
  return (
    <>
      <NativeSelectOption value={ADMINISTRATORS}>{t.administrators}</NativeSelectOption>
      {current && !known ? <NativeSelectOption value={current}>—</NativeSelectOption> : null}
      {assignees.map((choice) => (
        <NativeSelectOption key={choice.id} value={choice.id}>
          {choice.name}
        </NativeSelectOption>
      ))}
    </>
  );
}

export function LeadPipelineFields({
  lead,
  assignees,
}: {
  lead: Lead;
  /** The active consultants. */
  assignees: AssigneeChoice[];
}) {
  const id = useId();
  const update = useUpdateLeadPipeline(lead);
  // Only an administrator hands a lead to someone else (the server refuses a consultant).
  const administrator = useIsAdministrator();
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState("");
  const reasonError =
    update.isError && update.variables && "stage" in update.variables
      ? serverFieldErrors(update.error, ["lostReason"] as const)[0]?.[1]
      : undefined;

  function chooseStage(stage: LeadStage) {
    if (stage === "lost") {
      setLosing(true);
      update.reset();
      return;
    }
    setLosing(false);
    update.mutate({ stage });
  }

  const stageShown: LeadStage = losing ? "lost" : lead.stage;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4" data-testid="lead-pipeline">
      <h3
        id={`${id}-title`}
        className="text-xs font-medium tracking-wider text-muted-foreground uppercase"
      >
        {t.pipeline}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.stageLabel} htmlFor={`${id}-stage`}>
          <NativeSelect
            id={`${id}-stage`}
            value={stageShown}
            disabled={update.isPending}
            onChange={(event) => chooseStage(event.target.value as LeadStage)}
          >
            {LEAD_STAGES.map((stage) => (
              <NativeSelectOption key={stage} value={stage}>
                {t.stage[stage]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t.assigneeLabel} htmlFor={`${id}-assignee`}>
          <NativeSelect
            id={`${id}-assignee`}
            value={lead.consultantId ?? ADMINISTRATORS}
            disabled={update.isPending || !administrator}
            onChange={(event) => {
              const consultantId = event.target.value || null;
              const name =
                assignees.find((choice) => choice.id === consultantId)?.name ?? t.administrators;
              update.mutate({ consultantId, assigneeName: name });
            }}
          >
            <AssigneeOptions current={lead.consultantId} assignees={assignees} />
          </NativeSelect>
        </FormField>
      </div>
      {losing ? (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              { stage: "lost", lostReason: reason },
              { onSuccess: () => setLosing(false) },
            );
          }}
        >
          <FormField
            label={t.lostReason}
            htmlFor={`${id}-reason`}
            hint={t.lostReasonHint}
            error={reasonError}
            required
          >
            <Textarea
              id={`${id}-reason`}
              value={reason}
              // The server checks it, and says what is missing on the field in Portuguese.
              aria-required
              aria-invalid={Boolean(reasonError)}
              aria-describedby={fieldDescribedBy(`${id}-reason`, {
                hint: t.lostReasonHint,
                error: reasonError,
              })}
              className="min-h-20"
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={update.isPending}>
              {t.confirmLost}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setLosing(false)}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : lead.stage === "lost" && lead.lostReason ? (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{t.lostBecause}</span> {lead.lostReason}
        </p>
      ) : null}
    </section>
  );
}
