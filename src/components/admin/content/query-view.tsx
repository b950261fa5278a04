"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, RotateCw } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { serverMessage } from "@/lib/admin/content/server-error";
import { adminText, contentText } from "@/lib/admin/messages";

export function LoadingState() {
  return (
    <div
      className="flex items-center justify-center gap-3 py-20 text-muted-foreground"
      data-testid="loading"
    >
      <Spinner className="text-xl" label={adminText.common.loading} />
      <span aria-hidden="true">{adminText.common.loading}</span>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/30 bg-card px-6 py-12 text-center"
    >
      <p className="font-medium text-destructive">{contentText.shared.loadError}</p>
      <p className="text-sm text-muted-foreground">{serverMessage(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden /> {contentText.shared.retry}
      </Button>
    </div>
  );
}

/** The loading and error states every screen shows before its data. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  return <>{children(query.data)}</>;
}

/**
 * The screen of an admin form that creates an item (no id) or edits the loaded one: its title,
 * a way back to the list, then the form once the item has arrived.
 */
export function EditScreen<T>({
  id,
  query,
  t,
  description,
  backHref,
  children,
}: {
  /** Null for a new item. */
  id: string | null;
  query: UseQueryResult<T>;
  t: { newTitle: string; editTitle: string };
  description?: string;
  backHref: string;
  children: (item?: T) => ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={id ? t.editTitle : t.newTitle}
        description={description}
        actions={
          <Button asChild variant="ghost">
            <Link href={backHref}>
              <ArrowLeft aria-hidden /> {adminText.common.back}
            </Link>
          </Button>
        }
      />
      {id === null ? children() : <QueryView query={query}>{(item) => children(item)}</QueryView>}
    </>
  );
}
