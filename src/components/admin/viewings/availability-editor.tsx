"use client";
// A consultant's viewing hours (docs/product.md#consultants-screens): weekly windows in Lisbon
// time and exceptions by date, saved together. The API's field errors show beside their row.
import { useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useReauthAction } from "@/components/admin/hooks/use-reauth-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { errorDescription } from "@/lib/admin/content/server-error";
import { viewingsText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { ApiError, callApi } from "@/lib/api/client";
import type { Availability } from "@/lib/schemas/viewing";

const t = viewingsText.availability;
type Exception = Availability["exceptions"][number];

export function AvailabilityEditor({ consultantId }: { consultantId: string }) {
  const key = queryKeys.availability(consultantId);
  const query = useApiQuery(key, api.availability.get, { params: { id: consultantId } });
  const queryClient = useQueryClient();
  const [weekly, setWeekly] = useState<Availability["weekly"]>([]);
  const [exceptions, setExceptions] = useState<Exception[]>([]);
  const [issues, setIssues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!query.data) return;
    setWeekly(query.data.weekly);
    setExceptions(query.data.exceptions);
  }, [query.data]);
  const save = useReauthAction({
    run: () =>
      callApi(api.availability.set, { params: { id: consultantId }, body: { weekly, exceptions } }),
    done: { title: t.saved },
    failed: t.saveError,
    failedDescription: errorDescription,
    onDone: (saved) => {
      setIssues({});
      queryClient.setQueryData(key, saved);
    },
    // Each row's message beside it, and the toast as well.
    onFailed: (error) => {
      if (error instanceof ApiError) {
        setIssues(
          Object.fromEntries(
            error.issues.map((issue) => [issue.path.slice(0, 2).join("."), issue.message]),
          ),
        );
      }
      return false;
    },
  });
  const setWindow = (index: number, change: Partial<Availability["weekly"][number]>) =>
    setWeekly((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const setException = (index: number, change: Partial<Exception>) =>
    setExceptions((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {weekly.length === 0 ? <p className="text-muted-foreground text-sm">{t.none}</p> : null}
        <ul className="grid gap-3">
          {weekly.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <li key={index} className="grid gap-2 sm:grid-cols-[10rem_8rem_8rem_auto] sm:items-end">
              <div className="grid gap-1">
                <Label htmlFor={`weekday-${index}`}>{t.weekday}</Label>
                <NativeSelect
                  id={`weekday-${index}`}
                  value={String(row.weekday)}
                  onChange={(event) => setWindow(index, { weekday: Number(event.target.value) })}
                >
                  {t.weekdays.map((name, i) => (
                    <NativeSelectOption key={name} value={String(i + 1)}>
                      {name}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </div>
              <TimeField
                id={`start-${index}`}
                label={t.start}
                value={row.start}
                onChange={(start) => setWindow(index, { start })}
              />
              <TimeField
                id={`end-${index}`}
                label={t.end}
                value={row.end}
                onChange={(end) => setWindow(index, { end })}
              />
              <RowEnd
                removeLabel={`${t.removeWindow} ${index + 1}`}
                onRemove={() => setWeekly((rows) => rows.filter((_, i) => i !== index))}
                issue={issues[`weekly.${index}`]}
                issueClassName="sm:col-span-4"
              />
            </li>
          ))}
        </ul>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            setWeekly((rows) => [...rows, { weekday: 1, start: "10:00", end: "13:00" }])
          }
        >
          <Plus aria-hidden="true" />
          {t.addWindow}
        </Button>
        <div className="grid gap-3">
          <h3 className="font-medium">{t.exceptions}</h3>
          <p className="text-muted-foreground text-sm">{t.exceptionsHint}</p>
          <ul className="grid gap-3">
            {exceptions.map((row, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                key={index}
                className="grid gap-2 sm:grid-cols-[10rem_auto_8rem_8rem_auto] sm:items-end"
              >
                <div className="grid gap-1">
                  <Label htmlFor={`exception-date-${index}`}>{t.date}</Label>
                  <Input
                    id={`exception-date-${index}`}
                    type="date"
                    value={row.date}
                    onChange={(event) => setException(index, { date: event.target.value })}
                  />
                </div>
                <div className="flex items-center gap-2 pb-2">
                  <Checkbox
                    id={`exception-closed-${index}`}
                    checked={row.start === null}
                    onCheckedChange={(closed) =>
                      setException(
                        index,
                        closed === true
                          ? { start: null, end: null }
                          : { start: "10:00", end: "13:00" },
                      )
                    }
                  />
                  <Label htmlFor={`exception-closed-${index}`}>{t.closed}</Label>
                </div>
                {row.start === null ? (
                  <span className="sm:col-span-2" />
                ) : (
                  <>
                    <TimeField
                      id={`exception-start-${index}`}
                      label={t.start}
                      value={row.start}
                      onChange={(start) => setException(index, { start })}
                    />
                    <TimeField
                      id={`exception-end-${index}`}
                      label={t.end}
                      value={row.end ?? ""}
                      onChange={(end) => setException(index, { end })}
                    />
                  </>
                )}
                <RowEnd
                  removeLabel={`${t.removeException} ${index + 1}`}
                  onRemove={() => setExceptions((rows) => rows.filter((_, i) => i !== index))}
                  issue={issues[`exceptions.${index}`]}
                  issueClassName="sm:col-span-5"
                />
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              setExceptions((rows) => [
                ...rows,
                { date: new Date().toISOString().slice(0, 10), start: null, end: null },
              ])
            }
          >
            <Plus aria-hidden="true" />
            {t.addException}
          </Button>
        </div>
        <Button
          type="button"
          className="justify-self-start"
          disabled={save.isPending || !query.data}
          onClick={() => save.mutate()}
        >
          {t.save}
        </Button>
      </CardContent>
    </Card>
  );
}

function TimeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="time"
        step={900}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A row's remove button, and under the row what the server said is wrong with it. */
function RowEnd({
  removeLabel,
  onRemove,
  issue,
  issueClassName,
}: {
  removeLabel: string;
  onRemove: () => void;
  issue: string | undefined;
  issueClassName: string;
}) {
  return (
    <>
      <Button type="button" variant="ghost" size="icon" aria-label={removeLabel} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
      {issue ? (
        <p role="alert" className={`text-destructive text-sm ${issueClassName}`}>
          {issue}
        </p>
      ) : null}
    </>
  );
}
