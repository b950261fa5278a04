"use client";
// POST /api/imports/kyero from the admin (docs/product.md#kyero-import): the feed's address as
// JSON, or the file as multipart.
import { api } from "@/lib/api";
import { ApiError, ConnectionError } from "@/lib/api/client";
import { endpointUrl } from "@/lib/api/endpoint";
import type { ImportSummary } from "@/lib/schemas/imports";

export type ImportSource = { url: string } | { file: File };

export async function sendKyeroImport(
  source: ImportSource,
  dryRun: boolean,
): Promise<ImportSummary | { jobId: string }> {
  let init: RequestInit;
  if ("url" in source) {
    init = {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ url: source.url, dryRun }),
    };
  } else {
    const body = new FormData();
    body.set("file", source.file);
    body.set("dryRun", String(dryRun));
    init = { body };
  }
  const response = await fetch(endpointUrl(api.imports.kyero), {
    method: "POST",
    credentials: "include",
    ...init,
  }).catch(() => {
    throw new ConnectionError();
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as ImportSummary | { jobId: string };
}
