"use client";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { csvFileName } from "@/lib/admin/csv";
import { downloadFile } from "@/lib/admin/download-file";
import { leadsText } from "@/lib/admin/messages";

/** Downloads what the list shows now (search applied) as a CSV file for Excel. */
export function ExportCsvButton({
  filePrefix,
  build,
  disabled,
}: {
  filePrefix: string;
  build: () => string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      disabled={disabled}
      onClick={() =>
        downloadFile(csvFileName(filePrefix, new Date()), build(), "text/csv;charset=utf-8")
      }
    >
      <DownloadIcon aria-hidden />
      {leadsText.contact.exportCsv}
    </Button>
  );
}
