"use client";
// A viewing's actions on the viewings screen: each asks first (docs/product.md#viewings-screen).
// "Propor outra hora" offers the consultant's free slots of a chosen day.
import { useState } from "react";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { useViewingAction } from "@/components/admin/hooks/use-viewing-action";
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
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { viewingsText } from "@/lib/admin/messages";
import { useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import type { Viewing } from "@/lib/schemas/viewing";

const t = viewingsText;
const lisbonTime = new Intl.DateTimeFormat("pt-PT", {
  timeZone: "Europe/Lisbon",
  hour: "2-digit",
  minute: "2-digit",
});

function ProposeDialog({ viewing }: { viewing: Viewing }) {
  const action = useViewingAction();
  const [day, setDay] = useState(viewing.start.slice(0, 10));
  const [start, setStart] = useState("");
  const slots = useApiQuery(["viewing-slots", viewing.propertyId, day], api.viewings.slots, {
    params: { id: viewing.propertyId },
    query: { from: day, to: day },
  });
  const free = slots.data?.slots ?? [];
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline">
          {t.propose}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.proposeTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.proposeDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`propose-day-${viewing.id}`}>{t.proposeDay}</Label>
            <Input
              id={`propose-day-${viewing.id}`}
              type="date"
              value={day}
              onChange={(event) => {
                setDay(event.target.value);
                setStart("");
              }}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`propose-time-${viewing.id}`}>{t.proposeTime}</Label>
            <NativeSelect
              id={`propose-time-${viewing.id}`}
              value={start}
              onChange={(event) => setStart(event.target.value)}
              disabled={free.length === 0}
            >
              <NativeSelectOption value="">{free.length ? "—" : t.proposeNone}</NativeSelectOption>
              {free.map((slot) => (
                <NativeSelectOption key={slot.start} value={slot.start}>
                  {lisbonTime.format(new Date(slot.start))}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>{t.keep}</AlertDialogCancel>
          <AlertDialogAction
            disabled={!start}
            onClick={() => action.mutate({ id: viewing.id, update: { action: "propose", start } })}
          >
            {t.proposeSend}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export function ViewingActions({ viewing }: { viewing: Viewing }) {
  const action = useViewingAction();
  if (viewing.status === "cancelled") return null;
  return (
    <div className="flex flex-wrap gap-2">
      {viewing.status === "confirmed" ? null : (
        <ConfirmDelete
          trigger={<Button size="sm">{t.confirm}</Button>}
          title={t.confirmTitle}
          description={t.confirmDescription}
          confirmLabel={t.confirm}
          onConfirm={() => action.mutate({ id: viewing.id, update: { action: "confirm" } })}
        />
      )}
      <ProposeDialog viewing={viewing} />
      <ConfirmDelete
        trigger={
          <Button size="sm" variant="ghost" className="text-destructive">
            {t.cancel}
          </Button>
        }
        title={t.cancelTitle}
        description={t.cancelDescription}
        confirmLabel={t.cancel}
        onConfirm={() => action.mutate({ id: viewing.id, update: { action: "cancel" } })}
      />
    </div>
  );
}
