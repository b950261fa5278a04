import { Badge } from "@/components/ui/badge";
import { adminText } from "@/lib/admin/messages";
import type { PropertyStatus } from "@/lib/constants";

const VARIANT = { available: "success", reserved: "brand", sold: "secondary" } as const;

export function PropertyStatusBadge({ status }: { status: PropertyStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {adminText.status.property[status]}
    </Badge>
  );
}
