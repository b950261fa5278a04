"use client";
import { UserRound } from "lucide-react";
import { EmptyState } from "@/components/admin/empty-state";
import { useDeleteItem } from "@/components/admin/hooks/use-delete-item";
import { Badge } from "@/components/ui/badge";
import { contentText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { interpolate } from "@/lib/i18n/define-messages";
import { Avatar } from "./avatar";
import { CardActions, ListHeader } from "./list-parts";
import { QueryView } from "./query-view";
import { StarRating } from "./stars";

const t = contentText.testimonials;

export function TestimonialList() {
  const query = useApiQuery(queryKeys.testimonials, api.testimonials.list);
  const deletion = useDeleteItem({
    remove: api.testimonials.remove,
    list: queryKeys.testimonials,
    deleted: { title: t.deleted },
    failed: t.deleteError,
  });

  return (
    <>
      <ListHeader t={t} addHref="/admin/testimonials/new" />
      <QueryView query={query}>
        {(testimonials) =>
          testimonials.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t.title}>
              {testimonials.map((testimonial) => (
                <li
                  key={testimonial.id}
                  data-testid="testimonial-card"
                  className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-xs"
                >
                  <div className="flex items-start gap-3">
                    <Avatar src={testimonial.photo} alt="" icon={UserRound} className="size-12" />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="min-w-0 truncate font-semibold">{testimonial.name}</h2>
                        {testimonial.active ? null : (
                          <Badge variant="secondary">{contentText.shared.inactive}</Badge>
                        )}
                      </div>
                      {testimonial.company ? (
                        <p className="truncate text-sm text-muted-foreground">
                          {testimonial.company}
                        </p>
                      ) : null}
                    </div>
                  </div>
                  <div className="mt-4">
                    <StarRating rating={testimonial.rating} />
                  </div>
                  <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-foreground/90">
                    {testimonial.textPt}
                  </p>
                  <div className="flex-1" />
                  <CardActions
                    t={t}
                    name={testimonial.name}
                    edit={`/admin/testimonials/${testimonial.id}`}
                    onDelete={() => deletion.remove(testimonial.id)}
                    deleting={deletion.isDeleting(testimonial.id)}
                    className="mt-4 flex items-center gap-2 border-t border-border pt-4"
                  >
                    <p className="mr-auto text-sm text-muted-foreground">
                      {interpolate(contentText.shared.orderValue, { order: testimonial.order })}
                    </p>
                  </CardActions>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </>
  );
}
