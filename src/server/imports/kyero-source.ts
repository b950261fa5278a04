// Where the feed to import comes from: a URL fetched through the SSRF guard, or a file sent as
// multipart (docs/product.md#kyero-import).
import "server-only";
import * as z from "zod";
import { kyeroImportSchema } from "@/lib/schemas/imports";
import { badRequest, unsupportedMediaType } from "@/server/errors";
import { readJson, readMultipartFile } from "@/server/http/read-body";
import { fetchRemote } from "@/server/uploads/fetch-remote-image";

/** The largest feed taken: 20 MB (some 10,000 listings). */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;
const TOO_LARGE = "O feed ultrapassa o máximo de 20 MB";

const FEED_RULES = {
  accept: "application/xml,text/xml,*/*;q=0.5",
  maxBytes: MAX_FEED_BYTES,
  timeoutMs: 60_000,
  noun: "o feed",
  urlLabel: "O URL do feed",
  tooLarge: TOO_LARGE,
};

export interface FeedSource {
  xml: string;
  dryRun: boolean;
  /** Where it came from, for the job's record: the URL, or the file's name. */
  source: string;
}

export async function readFeedSource(request: Request): Promise<FeedSource> {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(type)) {
    const parsed = kyeroImportSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      throw badRequest(
        "Dados do pedido inválidos",
        parsed.error.issues.map((issue) => ({
          path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
          message: issue.message,
        })),
      );
    }
    const xml = (await fetchRemote(parsed.data.url, FEED_RULES)).toString("utf8");
    return { xml, dryRun: parsed.data.dryRun, source: parsed.data.url };
  }
  if (/^multipart\/form-data/i.test(type)) {
    const { file, form } = await readMultipartFile(
      request,
      "file",
      MAX_FEED_BYTES,
      TOO_LARGE,
      "Não foi enviado nenhum ficheiro",
    );
    const dryRun = z.stringbool().safeParse(form.get("dryRun") ?? "false");
    if (!dryRun.success) {
      throw badRequest("Dados do pedido inválidos", [
        { path: ["dryRun"], message: "Indique true ou false" },
      ]);
    }
    return { xml: await file.text(), dryRun: dryRun.data, source: file.name || "ficheiro" };
  }
  throw unsupportedMediaType("O Content-Type tem de ser application/json ou multipart/form-data");
}
