// A self-contained HTML page of the OpenAPI document (no scripts, no external assets).
import "server-only";
import { allEndpoints, openApiDocument } from "./openapi";

const ACCESS_LABELS = {
  public: "public",
  staff: "staff session",
  admin: "administrator session",
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function apiDocsPage(serverUrl: string): string {
  const document = openApiDocument(serverUrl) as {
    paths: Record<string, Record<string, { requestBody?: unknown; responses: unknown }>>;
  };
  const byTag = new Map<string, ReturnType<typeof allEndpoints>>();
  for (const entry of allEndpoints()) {
    byTag.set(entry.endpoint.tag, [...(byTag.get(entry.endpoint.tag) ?? []), entry]);
  }
  const sections = [...byTag].map(([tag, entries]) => {
    const items = entries.map(({ id, endpoint }) => {
      const op = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      const body = op?.requestBody
        ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(op.requestBody, null, 2))}</pre></details>`
        : "";
      return `<li id="${escapeHtml(id)}"><span class="m ${endpoint.method}">${endpoint.method}</span> <code>${escapeHtml(endpoint.path)}</code> <span class="a">${ACCESS_LABELS[endpoint.access]}</span><p>${escapeHtml(endpoint.summary)}</p>${body}<details><summary>Responses</summary><pre>${escapeHtml(JSON.stringify(op?.responses, null, 2))}</pre></details></li>`;
    });
    return `<section><h2>${escapeHtml(tag)}</h2><ul>${items.join("")}</ul></section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Casa Lusa API</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1c1917}
h1{font-weight:600}h2{border-bottom:1px solid #e7e5e4;padding-bottom:.25rem;margin-top:2rem}
ul{list-style:none;padding:0}li{margin:1rem 0;padding:.75rem 1rem;border:1px solid #e7e5e4;border-radius:8px}
p{margin:.25rem 0}.m{display:inline-block;min-width:4.5rem;font-weight:700;font-size:.8rem}
.GET{color:#166534}.POST{color:#1d4ed8}.PATCH{color:#a16207}.DELETE{color:#b91c1c}.PUT{color:#7c3aed}
.a{font-size:.8rem;color:#57534e;margin-left:.5rem}pre{background:#fafaf9;padding:.75rem;overflow:auto;font-size:.8rem}
summary{cursor:pointer;color:#44403c;font-size:.85rem}</style></head><body>
<h1>Casa Lusa API</h1><p>Every call of the site's JSON API. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Errors answer <code>{"message", "issues"}</code> with a 4xx status.</p>
${sections.join("\n")}</body></html>`;
}
