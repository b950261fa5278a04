"use client";
import { Copy, Download, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { downloadFile } from "@/lib/admin/download-file";
import { accountText } from "@/lib/admin/messages";

const t = accountText.recoveryCodes;

/** The ten recovery codes, shown once, right after they are made, with a way to keep them. */
export function RecoveryCodes({
  codes,
  email,
  doneLabel,
  onDone,
}: {
  codes: string[];
  email: string;
  doneLabel: string;
  onDone: () => void;
}) {
  const text = codes.join("\n");

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyError, { description: t.copyErrorDescription });
    }
  }

  return (
    <section
      aria-labelledby="recovery-codes-title"
      data-testid="recovery-codes"
      className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h3 id="recovery-codes-title" className="font-semibold">
        {t.title}
      </h3>
      <p className="flex gap-2 text-sm text-amber-950">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{t.warning}</span>
      </p>
      <ol
        aria-label={t.listLabel}
        className="grid grid-cols-1 gap-2 rounded-md border border-amber-200 bg-card p-3 font-mono text-sm min-[420px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all rounded px-2 py-1 tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden /> {t.copy}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadFile(t.fileName, `${t.fileHeader(email)}${text}\n`, "text/plain")}
        >
          <Download aria-hidden /> {t.download}
        </Button>
        <Button type="button" size="sm" className="sm:ml-auto" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
