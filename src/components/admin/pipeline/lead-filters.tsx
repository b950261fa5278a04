"use client";
// The leads list's filters (issue 36): stage, assignee (or the administrators) and age, sent to
// the server as GET /api/leads's query.
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { pipelineText } from "@/lib/admin/messages";
import { LEAD_STAGES, UNASSIGNED } from "@/lib/schemas/lead";
import type { AssigneeChoice } from "./lead-pipeline-fields";

const t = pipelineText;

export type LeadFilters = { stage: string; consultantId: string; olderThanDays: string };
export const NO_FILTERS: LeadFilters = { stage: "", consultantId: "", olderThanDays: "" };

/** The filters as the list's query takes them: only those chosen. */
export function leadListQuery(filters: LeadFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
}

function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

export function LeadFiltersBar({
  filters,
  onChange,
  assignees,
}: {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
  assignees: AssigneeChoice[];
}) {
  const set = (key: keyof LeadFilters) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...filters, [key]: event.target.value });
  const any = Object.values(filters).some(Boolean);
  return (
    <div
      className="mb-4 grid items-end gap-4 rounded-xl border border-border bg-card p-4 shadow-xs sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto]"
      data-testid="lead-filters"
    >
      <Filter id="lead-filter-stage" label={t.filters.stage}>
        <NativeSelect id="lead-filter-stage" value={filters.stage} onChange={set("stage")}>
          <NativeSelectOption value="">{t.filters.anyStage}</NativeSelectOption>
          {LEAD_STAGES.map((stage) => (
            <NativeSelectOption key={stage} value={stage}>
              {t.stage[stage]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Filter>
      <Filter id="lead-filter-assignee" label={t.filters.assignee}>
        <NativeSelect
          id="lead-filter-assignee"
          value={filters.consultantId}
          onChange={set("consultantId")}
        >
          <NativeSelectOption value="">{t.filters.anyAssignee}</NativeSelectOption>
          <NativeSelectOption value={UNASSIGNED}>{t.administrators}</NativeSelectOption>
          {assignees.map((choice) => (
            <NativeSelectOption key={choice.id} value={choice.id}>
              {choice.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Filter>
      <Filter id="lead-filter-age" label={t.filters.age}>
        <NativeSelect
          id="lead-filter-age"
          value={filters.olderThanDays}
          onChange={set("olderThanDays")}
        >
          <NativeSelectOption value="">{t.filters.anyAge}</NativeSelectOption>
          {t.ageChoices.map((days) => (
            <NativeSelectOption key={days} value={String(days)}>
              {t.filters.olderThan(days)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Filter>
      {any ? (
        <Button type="button" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          {t.filters.clear}
        </Button>
      ) : null}
    </div>
  );
}
