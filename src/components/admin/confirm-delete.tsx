"use client";
import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { adminText } from "@/lib/admin/messages";

/**
 * Every deletion (and every other undoable-only-by-hand ending) asks first
 * (docs/product.md#how-every-admin-screen-behaves).
 */
export function ConfirmDelete({
  trigger,
  title,
  description = adminText.common.irreversible,
  confirmLabel = adminText.common.confirmDelete,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description?: string;
  /** The confirming button's text ("Terminar", "Remover"…); "Eliminar" by default. */
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{adminText.common.cancel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
