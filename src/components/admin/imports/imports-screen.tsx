"use client";
// /admin/imports: listings brought in from another site's Kyero feed (docs/product.md#kyero-import):
// a dry run shown as a table, then the import as a job with a progress bar.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/toaster";
import { serverMessage } from "@/lib/admin/content/server-error";
import { type ImportSource, sendKyeroImport } from "@/lib/admin/imports";
import { importsText } from "@/lib/admin/messages";
import { queryKeys } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { ApiError, callApi } from "@/lib/api/client";
import type { ImportSummary } from "@/lib/schemas/imports";
import { ImportSummaryView } from "./import-summary";

const t = importsText;

export function ImportsScreen() {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<"url" | "file">("url");
  const [url, setUrl] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ url?: string; file?: string }>({});
  const [preview, setPreview] = useState<ImportSummary | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);

  function source(): ImportSource | null {
    if (kind === "url" && !url.trim()) setErrors({ url: t.urlMissing });
    else if (kind === "file" && !file) setErrors({ file: t.fileMissing });
    else return kind === "url" ? { url: url.trim() } : { file: file as File };
    return null;
  }

  const send = useMutation({
    mutationFn: ({ from, dryRun }: { from: ImportSource; dryRun: boolean }) =>
      sendKyeroImport(from, dryRun),
    onMutate: () => setErrors({}),
    onSuccess: (answer) => {
      if ("jobId" in answer) {
        setPreview(null);
        setJobId(answer.jobId);
      } else setPreview(answer);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors({ url: fields.url, file: fields.file });
      toast.error(t.error, { description: serverMessage(error) });
    },
  });

  function start(dryRun: boolean) {
    const from = source();
    if (from) send.mutate({ from, dryRun });
  }

  const told = useRef(new Set<string>());
  const job = useQuery({
    queryKey: queryKeys.importJob(jobId ?? ""),
    queryFn: async () => {
      const data = await callApi(api.imports.job, { params: { jobId: jobId ?? "" } });
      if (data.status !== "running" && !told.current.has(data.id)) {
        // Said once, when the job ends.
        told.current.add(data.id);
        if (data.status === "done") {
          toast.success(t.finished, {
            description: t.finishedDescription(data.create, data.update),
          });
          void queryClient.invalidateQueries({ queryKey: queryKeys.properties });
        } else toast.error(t.failed, { description: data.error ?? undefined });
      }
      return data;
    },
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.status === "running" ? 1000 : false),
  });
  const finished = job.data && job.data.status !== "running";
  const busy = send.isPending || job.data?.status === "running";
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <section className="grid max-w-3xl gap-5 rounded-xl border border-border bg-card p-5 shadow-xs sm:p-6">
        <RadioGroup
          value={kind}
          onValueChange={(value) => setKind(value as "url" | "file")}
          aria-label={t.source}
          className="flex flex-wrap gap-6"
        >
          {(["url", "file"] as const).map((value) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem value={value} id={`import-from-${value}`} />
              <Label htmlFor={`import-from-${value}`} className="font-normal">
                {value === "url" ? t.fromUrl : t.fromFile}
              </Label>
            </div>
          ))}
        </RadioGroup>
        {kind === "url" ? (
          <FormField label={t.url} htmlFor="import-url" hint={t.urlHint} error={errors.url}>
            <Input
              id="import-url"
              type="url"
              inputMode="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              aria-invalid={errors.url ? true : undefined}
              aria-describedby={fieldDescribedBy("import-url", {
                hint: t.urlHint,
                error: errors.url,
              })}
            />
          </FormField>
        ) : (
          <FormField label={t.file} htmlFor="import-file" hint={t.fileHint} error={errors.file}>
            <Input
              id="import-file"
              type="file"
              accept=".xml,application/xml,text/xml"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={fieldDescribedBy("import-file", {
                hint: t.fileHint,
                error: errors.file,
              })}
            />
          </FormField>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" disabled={busy} onClick={() => start(true)}>
            {send.isPending && send.variables?.dryRun ? t.simulating : t.simulate}
          </Button>
          <Button type="button" disabled={busy} onClick={() => start(false)}>
            {send.isPending && !send.variables?.dryRun ? t.starting : t.run}
          </Button>
        </div>
      </section>

      {preview ? (
        <section aria-labelledby="import-preview-title" className="mt-6 grid max-w-5xl gap-3">
          <h2 id="import-preview-title" className="font-serif text-2xl">
            {t.preview}
          </h2>
          <p className="text-sm text-muted-foreground">{t.previewDescription}</p>
          <ImportSummaryView summary={preview} />
        </section>
      ) : null}

      {job.data ? (
        <section aria-labelledby="import-job-title" className="mt-6 grid max-w-5xl gap-3">
          <h2 id="import-job-title" className="font-serif text-2xl">
            {finished ? t.result : t.progress(job.data.processed, job.data.total)}
          </h2>
          <div
            role="progressbar"
            aria-label={t.progressLabel}
            aria-valuemin={0}
            aria-valuemax={job.data.total}
            aria-valuenow={job.data.processed}
            className="h-3 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{
                width: `${job.data.total ? (100 * job.data.processed) / job.data.total : 100}%`,
              }}
            />
          </div>
          {job.data.error ? <p className="text-sm text-destructive">{job.data.error}</p> : null}
          <ImportSummaryView summary={job.data} done={Boolean(finished)} />
        </section>
      ) : null}
    </>
  );
}
