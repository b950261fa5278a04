"use client";
// What the consultant, testimonial and user lists share: the header with its add button, the
// delete call with its toasts, and the edit / delete buttons at the foot of each card.
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { PageHeader } from "@/components/admin/page-header";
import { useReauth } from "@/components/admin/reauth-provider";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { serverMessage } from "@/lib/admin/content/server-error";
import { adminText } from "@/lib/admin/messages";
import { callApi } from "@/lib/api/client";
import type { RemoveEndpoint } from "@/lib/api/crud";
import { interpolate } from "@/lib/i18n/define-messages";

interface ListTexts {
  title: string;
  description: string;
  add: string;
  deleted: string;
  deleteError: string;
  deleteConfirm: string;
  editLabel: string;
  deleteLabel: string;
}

export function ListHeader({ t, addHref }: { t: ListTexts; addHref: string }) {
  return (
    <PageHeader
      title={t.title}
      description={t.description}
      actions={
        <Button asChild>
          <Link href={addHref}>
            <Plus aria-hidden /> {t.add}
          </Link>
        </Button>
      }
    />
  );
}

/** Deletes one item, then the success toast and a fresh list, or the error toast. */
export function useDeleteItem(endpoint: RemoveEndpoint, queryKey: QueryKey, t: ListTexts) {
  const queryClient = useQueryClient();
  const withReauth = useReauth();
  return useMutation({
    mutationFn: (id: string) => withReauth(() => callApi(endpoint, { params: { id } })),
    onSuccess: () => {
      toast.success(t.deleted);
      return queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast.error(t.deleteError, { description: serverMessage(error) }),
  });
}

export function CardActions({
  t,
  name,
  editHref,
  deleteDescription,
  onDelete,
  deleting,
  className = "mt-4 flex justify-end gap-2 border-t border-border pt-4",
  children,
}: {
  t: ListTexts;
  name: string;
  editHref: string;
  deleteDescription?: string;
  onDelete: () => void;
  deleting: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={className}>
      {children}
      <Button asChild variant="outline" size="sm">
        <Link href={editHref} aria-label={interpolate(t.editLabel, { name })}>
          <Pencil aria-hidden /> {adminText.common.edit}
        </Link>
      </Button>
      <ConfirmDelete
        title={t.deleteConfirm}
        description={deleteDescription}
        onConfirm={onDelete}
        trigger={
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-label={interpolate(t.deleteLabel, { name })}
            disabled={deleting}
          >
            <Trash2 aria-hidden /> {adminText.common.delete}
          </Button>
        }
      />
    </div>
  );
}
