// The dashboard's warning while a saved-search alert run is overdue (job_runs): which runs, and
// since when. A plain panel, like the failing e-mails' one.
import { AlarmClockIcon } from "lucide-react";
import { adminText } from "@/lib/admin/messages";
import { formatDateTime } from "@/lib/i18n/format";

const t = adminText.dashboard;

export function LateAlertsNotice({ runs }: { runs: { name: string; dueAt: string }[] }) {
  if (runs.length === 0) return null;
  return (
    <section
      aria-labelledby="late-alerts-title"
      className="mb-8 flex gap-3 rounded-xl border border-gold/50 bg-gold/5 p-4 sm:p-5"
      data-testid="late-alerts"
    >
      <AlarmClockIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-gold" />
      <div className="min-w-0">
        <h2 id="late-alerts-title" className="font-medium">
          {t.lateAlerts}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.lateAlertsHint}</p>
        <ul className="mt-2 text-sm">
          {runs.map((run) => (
            <li key={run.name}>
              {t.lateAlertRun[run.name] ?? run.name} — {t.lateSince} {formatDateTime(run.dueAt)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
