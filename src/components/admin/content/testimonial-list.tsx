"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2, UserRound } from "lucide-react";
import Link from "next/link";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { EmptyState } from "@/components/admin/empty-state";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { serverMessage } from "@/lib/admin/content/server-error";
import { adminText } from "@/lib/admin/messages";
import { contentText } from "@/lib/admin/messages/content";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { apiRequest } from "@/lib/api-client";
import { interpolate } from "@/lib/i18n/define-messages";
import type { Testimonial } from "@/lib/schemas/testimonial";
import { Avatar } from "./avatar";
import { QueryView } from "./query-view";
import { StarRating } from "./stars";

const t = contentText.testimonials;

export function TestimonialList() {
  const query = useApiQuery<Testimonial[]>(queryKeys.testimonials, "/api/testimonials");
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/testimonials/${id}`),
    onSuccess: () => {
      toast.success(t.deleted);
      return queryClient.invalidateQueries({ queryKey: queryKeys.testimonials });
    },
    onError: (error) => toast.error(t.deleteError, { description: serverMessage(error) }),
  });

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button asChild>
            <Link href="/admin/testimonials/new">
              <Plus aria-hidden /> {t.add}
            </Link>
          </Button>
        }
      />
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
                  <div className="mt-4 flex items-center gap-2 border-t border-border pt-4">
                    <p className="mr-auto text-sm text-muted-foreground">
                      {interpolate(contentText.shared.orderValue, { order: testimonial.order })}
                    </p>
                    <Button asChild variant="outline" size="sm">
                      <Link
                        href={`/admin/testimonials/${testimonial.id}`}
                        aria-label={interpolate(t.editLabel, { name: testimonial.name })}
                      >
                        <Pencil aria-hidden /> {adminText.common.edit}
                      </Link>
                    </Button>
                    <ConfirmDelete
                      title={t.deleteConfirm}
                      onConfirm={() => remove.mutate(testimonial.id)}
                      trigger={
                        <Button
                          variant="outline"
                          size="sm"
                          className="text-destructive hover:text-destructive"
                          aria-label={interpolate(t.deleteLabel, { name: testimonial.name })}
                          disabled={remove.isPending && remove.variables === testimonial.id}
                        >
                          <Trash2 aria-hidden /> {adminText.common.delete}
                        </Button>
                      }
                    />
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </>
  );
}
