// The energy certificate class drawn like the EU / Portuguese energy label: an arrow in the
// class colour, dark green (A+) to red (F). Text colours keep at least 4.5:1 contrast.
import type { EnergyCertificate } from "@/lib/constants";
import { cn } from "@/lib/utils";

type EnergyClass = Exclude<EnergyCertificate, "exempt">;

const COLOURS: Record<EnergyClass, string> = {
  "A+": "bg-[#006b35] text-white",
  A: "bg-[#1b7d36] text-white",
  B: "bg-[#7dba3a] text-[#1b2430]",
  "B-": "bg-[#c2d632] text-[#1b2430]",
  C: "bg-[#f5e52f] text-[#1b2430]",
  D: "bg-[#f6b81c] text-[#1b2430]",
  E: "bg-[#ee7a24] text-[#1b2430]",
  F: "bg-[#d42b22] text-white",
};

export function EnergyLabel({
  value,
  label,
  className,
}: {
  value: EnergyClass;
  /** The accessible wording, e.g. "Energy class B". */
  label: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex h-7 min-w-14 items-center pr-4 pl-2.5 text-sm font-bold tracking-wide [clip-path:polygon(0_0,calc(100%-0.75rem)_0,100%_50%,calc(100%-0.75rem)_100%,0_100%)] [print-color-adjust:exact]",
        COLOURS[value],
        className,
      )}
      data-energy={value}
      title={label}
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden>{value}</span>
    </span>
  );
}
