"use client";
import { Mail, Phone, UserRound } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { useDeleteItem } from "@/components/admin/hooks/use-delete-item";
import { Badge } from "@/components/ui/badge";
import { contentText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import type { SpokenLanguage } from "@/lib/constants";
import { Avatar } from "./avatar";
import { CardActions, ListHeader } from "./list-parts";
import { QueryView } from "./query-view";
import { SpokenLanguageName } from "./spoken-language-name";

const t = contentText.consultants;

export function ConsultantList() {
  const query = useApiQuery(queryKeys.consultants, api.consultants.list);
  const deletion = useDeleteItem({
    remove: api.consultants.remove,
    list: queryKeys.consultants,
    deleted: { title: t.deleted },
    failed: t.deleteError,
  });

  return (
    <>
      <ListHeader t={t} addHref="/admin/consultants/new" />
      <QueryView query={query}>
        {(consultants) =>
          consultants.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t.title}>
              {consultants.map((consultant) => (
                <li
                  key={consultant.id}
                  data-testid="consultant-card"
                  className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-xs"
                >
                  <div className="flex gap-4">
                    <Avatar src={consultant.photo} alt="" icon={UserRound} />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="min-w-0 truncate font-serif text-lg leading-tight">
                          <Link
                            href={`/admin/consultants/${consultant.id}`}
                            className="rounded-sm hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                          >
                            {consultant.name}
                          </Link>
                        </h2>
                        {consultant.active ? null : (
                          <Badge variant="secondary">{contentText.shared.inactive}</Badge>
                        )}
                      </div>
                      <p className="mt-0.5 text-sm text-muted-foreground">{consultant.role}</p>
                    </div>
                  </div>
                  <dl className="mt-4 grid gap-1.5 text-sm">
                    <div className="flex min-w-0 items-center gap-2">
                      <dt>
                        <Mail aria-hidden className="size-4 text-muted-foreground" />
                        <span className="sr-only">{t.email}</span>
                      </dt>
                      <dd className="min-w-0 truncate">{consultant.email}</dd>
                    </div>
                    <div className="flex items-center gap-2">
                      <dt>
                        <Phone aria-hidden className="size-4 text-muted-foreground" />
                        <span className="sr-only">{t.phone}</span>
                      </dt>
                      <dd>{consultant.phone}</dd>
                    </div>
                  </dl>
                  <ul
                    className="mt-3 flex flex-wrap gap-1.5"
                    aria-label={t.sections.languages}
                    data-testid="consultant-languages"
                  >
                    {consultant.languages.map((code) => (
                      <li key={code}>
                        <Badge variant="outline">
                          <SpokenLanguageName code={code as SpokenLanguage} />
                        </Badge>
                      </li>
                    ))}
                  </ul>
                  <div className="flex-1" />
                  <CardActions
                    t={t}
                    name={consultant.name}
                    edit={`/admin/consultants/${consultant.id}`}
                    onDelete={() => deletion.remove(consultant.id)}
                    deleting={deletion.isDeleting(consultant.id)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </>
  );
}
