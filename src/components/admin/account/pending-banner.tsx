import { ShieldAlert } from "lucide-react";
import { accountText } from "@/lib/admin/messages";
import type { PendingStep } from "@/lib/schemas/account";

const t = accountText.pending;

/** Why the rest of the admin area is closed for now, and what opens it again. */
export function PendingBanner({ step }: { step: PendingStep }) {
  return (
    <div
      role="status"
      data-testid="pending-banner"
      className="mb-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{t.title}</p>
        <p className="mt-1 text-sm">{t[step]}</p>
      </div>
    </div>
  );
}
