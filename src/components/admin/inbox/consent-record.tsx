// What the visitor was shown when they sent the request: the privacy notice's version, when and
// from which address (docs/product.md#consent-record).
import { legalText } from "@/lib/admin/messages";
import { formatDateTime } from "@/lib/i18n/format";
import { DetailItem } from "./detail-list";

const t = legalText.consent;

export function ConsentRecord({
  entry,
}: {
  entry: { consentVersion: string | null; consentAt: string | null; consentIp: string | null };
}) {
  if (!entry.consentAt) {
    return (
      <DetailItem label={t.title} wide>
        <span className="text-muted-foreground">{t.none}</span>
      </DetailItem>
    );
  }
  return (
    <DetailItem label={t.title} wide>
      <span className="grid gap-0.5 text-sm" data-testid="consent-record">
        <span>
          {t.version}: <code className="font-mono">{entry.consentVersion ?? "—"}</code>
        </span>
        <span>
          {t.at}: {formatDateTime(entry.consentAt)}
        </span>
        <span>
          {t.ip}: <code className="font-mono">{entry.consentIp ?? "—"}</code>
        </span>
      </span>
    </DetailItem>
  );
}
