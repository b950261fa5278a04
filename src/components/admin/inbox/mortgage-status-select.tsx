"use client";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { adminText } from "@/lib/admin/messages";
import { MORTGAGE_STATUSES, type MortgageStatus } from "@/lib/constants";
import { cn } from "@/lib/utils";

const DOT: Record<MortgageStatus, string> = {
  new: "bg-brand",
  contacted: "bg-primary",
  in_process: "bg-gold",
  completed: "bg-success",
};

/**
 * The status dropdown of one mortgage request: any value, no restriction
 * (docs/product.md#states-and-transitions).
 */
export function MortgageStatusSelect({
  value,
  label,
  onChange,
}: {
  value: MortgageStatus;
  label: string;
  onChange: (status: MortgageStatus) => void;
}) {
  return (
    <div className="relative w-40">
      <span
        aria-hidden
        className={cn(
          "pointer-events-none absolute top-1/2 left-3 z-10 size-2 -translate-y-1/2 rounded-full",
          DOT[value],
        )}
      />
      <NativeSelect
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as MortgageStatus)}
        className="h-9 pl-7"
        data-testid="mortgage-status"
      >
        {MORTGAGE_STATUSES.map((status) => (
          <NativeSelectOption key={status} value={status}>
            {adminText.status.mortgage[status]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
