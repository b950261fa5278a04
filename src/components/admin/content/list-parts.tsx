"use client";
// What the content lists share: the header with its add button, and the edit / delete buttons
// of each item (the consultant, testimonial and user cards, the features' rows).
import { Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { adminText } from "@/lib/admin/messages";
import { interpolate } from "@/lib/i18n/define-messages";

interface HeaderTexts {
  title: string;
  description: string;
  add: string;
}

interface ItemTexts {
  deleteConfirm: string;
  editLabel: string;
  deleteLabel: string;
}

export function ListHeader({ t, addHref }: { t: HeaderTexts; addHref: string }) {
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

export function CardActions({
  t,
  name,
  edit,
  deleteDescription,
  onDelete,
  deleting,
  className = "mt-4 flex justify-end gap-2 border-t border-border pt-4",
  children,
}: {
  t: ItemTexts;
  name: string;
  /** The item's edit page, or what opens its form in place. */
  edit: string | (() => void);
  deleteDescription?: string;
  onDelete: () => void;
  deleting: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  const editLabel = interpolate(t.editLabel, { name });
  const editText = (
    <>
      <Pencil aria-hidden /> {adminText.common.edit}
    </>
  );
  return (
    <div className={className}>
      {children}
      {typeof edit === "string" ? (
        <Button asChild variant="outline" size="sm">
          <Link href={edit} aria-label={editLabel}>
            {editText}
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={edit} aria-label={editLabel}>
          {editText}
        </Button>
      )}
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
