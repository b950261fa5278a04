"use client";
// /admin/portals: each portal's feed (docs/product.md#portal-feeds): its switch, its address
// with the secret key, a new key, who fetched it last, and the listings its rules leave out.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Copy, KeyRound } from "lucide-react";
import Link from "next/link";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { QueryView } from "@/components/admin/content/query-view";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toaster";
import { serverMessage } from "@/lib/admin/content/server-error";
import { portalsText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { formatDateTime } from "@/lib/i18n/format";
import type { PortalState } from "@/lib/schemas/portals";
import { CustomerCodeForm } from "./customer-code-form";

const t = portalsText;

export function PortalsScreen() {
  const query = useApiQuery(queryKeys.portals, api.portals.list);
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <QueryView query={query}>
        {(portals) => (
          <div className="grid items-start gap-6 xl:grid-cols-2">
            {portals.map((portal) => (
              <PortalCard key={portal.portal} portal={portal} />
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}

/** Puts a changed portal in the list the screen shows. */
function useReplacePortal() {
  const queryClient = useQueryClient();
  return (changed: PortalState) =>
    queryClient.setQueryData<PortalState[]>(queryKeys.portals, (list) =>
      list?.map((portal) => (portal.portal === changed.portal ? changed : portal)),
    );
}

function PortalCard({ portal }: { portal: PortalState }) {
  const replace = useReplacePortal();
  const id = `portal-${portal.portal}`;
  const toggle = useMutation({
    mutationFn: (enabled: boolean) =>
      callApi(api.portals.update, { params: { portal: portal.portal }, body: { enabled } }),
    onSuccess: (changed) => {
      replace(changed);
      if (changed.enabled) toast.success(t.enabledOn(changed.name));
      else toast.success(t.enabledOff(changed.name), { description: t.enabledOffDescription });
    },
    onError: (error) => toast.error(t.updateError, { description: serverMessage(error) }),
  });
  const renew = useMutation({
    mutationFn: () => callApi(api.portals.newKey, { params: { portal: portal.portal } }),
    onSuccess: (changed) => {
      replace(changed);
      toast.success(t.newKeyDone, { description: t.newKeyDoneDescription });
    },
    onError: (error) => toast.error(t.newKeyError, { description: serverMessage(error) }),
  });
  const enabled = toggle.isPending ? Boolean(toggle.variables) : portal.enabled;

  async function copy() {
    try {
      await navigator.clipboard.writeText(portal.feedUrl);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyError, { description: t.copyErrorDescription });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="portal"
      className="grid min-w-0 content-start gap-5 rounded-xl border border-border bg-card p-5 shadow-xs sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="font-serif text-2xl">
            {portal.name}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="portal-count">
            {t.listings(portal.listingCount)}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={`${id}-enabled`} className="text-sm font-medium">
            {t.enabled}
          </label>
          <Switch
            id={`${id}-enabled`}
            checked={enabled}
            disabled={toggle.isPending}
            onCheckedChange={(next) => toggle.mutate(next)}
          />
        </div>
      </div>

      <div className="grid gap-2">
        <label htmlFor={`${id}-url`} className="text-sm font-medium">
          {t.feedUrl}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-url`}
            readOnly
            value={portal.feedUrl}
            aria-describedby={`${id}-url-hint`}
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={copy} className="shrink-0">
            <Copy aria-hidden /> {t.copy}
          </Button>
        </div>
        <p id={`${id}-url-hint`} className="text-xs text-muted-foreground">
          {t.feedUrlHint}
        </p>
        <div>
          <ConfirmDelete
            trigger={
              <Button type="button" variant="outline" size="sm" disabled={renew.isPending}>
                <KeyRound aria-hidden /> {t.newKey}
              </Button>
            }
            title={t.newKeyConfirm}
            description={t.newKeyDescription}
            confirmLabel={t.newKeyAction}
            onConfirm={() => renew.mutate()}
          />
        </div>
      </div>

      {portal.portal === "idealista" ? (
        <CustomerCodeForm portal={portal} onSaved={replace} />
      ) : null}

      <div className="grid gap-1 text-sm text-muted-foreground">
        <p data-testid="portal-fetched">
          {portal.lastFetchedAt
            ? t.lastFetched(
                formatDateTime(portal.lastFetchedAt),
                portal.lastFetchUserAgent ?? "",
                portal.lastFetchAddress ?? "",
              )
            : t.neverFetched}
        </p>
        {portal.lastBuiltAt ? <p>{t.lastBuilt(formatDateTime(portal.lastBuiltAt))}</p> : null}
      </div>

      {portal.lastError ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <p>
            {t.lastError} {portal.lastError}
          </p>
        </div>
      ) : null}

      <LeftOut portal={portal} />
    </section>
  );
}

function LeftOut({ portal }: { portal: PortalState }) {
  if (portal.leftOut.length === 0) {
    return <p className="text-sm text-muted-foreground">{t.allIn}</p>;
  }
  return (
    <div className="grid gap-2" data-testid="portal-left-out">
      <h3 className="font-semibold">{t.leftOutTitle(portal.leftOut.length)}</h3>
      <p className="text-sm text-muted-foreground">{t.leftOutDescription}</p>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {portal.leftOut.map((listing) => (
          <li key={listing.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
            <Link
              href={`/admin/properties/${listing.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
              aria-label={t.edit(listing.ref)}
            >
              {listing.ref}
            </Link>
            <span className="text-sm text-muted-foreground">{listing.reasons.join("; ")}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
