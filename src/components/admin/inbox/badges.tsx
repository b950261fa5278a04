import { ClipboardCheckIcon, MessageSquareTextIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { adminText, pipelineText } from "@/lib/admin/messages";
import type { LeadStage, LeadStatus, LeadType } from "@/lib/schemas/lead";

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge variant={status === "new" ? "brand" : "secondary"} data-testid="lead-status">
      {adminText.status.lead[status]}
    </Badge>
  );
}

export function LeadTypeBadge({ type }: { type: LeadType }) {
  const Icon = type === "valuation" ? ClipboardCheckIcon : MessageSquareTextIcon;
  return (
    <Badge variant="outline" className="gap-1.5 font-normal">
      <Icon aria-hidden />
      {adminText.leadType[type]}
    </Badge>
  );
}

export function LeadStageBadge({ stage }: { stage: LeadStage }) {
  return (
    <Badge
      variant={stage === "won" ? "success" : stage === "lost" ? "secondary" : "outline"}
      className="font-normal"
      data-testid="lead-stage"
    >
      {pipelineText.stage[stage]}
    </Badge>
  );
}
