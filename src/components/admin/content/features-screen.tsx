"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { EmptyState } from "@/components/admin/empty-state";
import { useDeleteItem } from "@/components/admin/hooks/use-delete-item";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { adminText, contentText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { HTML_LANG } from "@/lib/i18n/locales";
import {
  type FeatureCreate,
  type FeatureUpdate,
  featureCreateSchema,
  featureUpdateSchema,
  type PropertyFeature,
} from "@/lib/schemas/feature";
import { cn } from "@/lib/utils";
import { LanguageTextFields } from "./language-text-field";
import { CardActions } from "./list-parts";
import { QueryView } from "./query-view";
import { TextField } from "./text-field";

const t = contentText.features;
type FeatureFormValues = {
  key: string;
  namePt: string;
  nameEn: string;
  nameJp: string;
  active: boolean;
};
const FIELDS = ["key", "namePt", "nameEn", "nameJp", "active"] as const;

/** /admin/features: the list of property features with an inline create/edit form. */
export function FeaturesScreen() {
  const query = useApiQuery(queryKeys.features, api.features.list);
  const [editing, setEditing] = useState<PropertyFeature | null>(null);
  const deletion = useDeleteItem({
    remove: api.features.remove,
    list: queryKeys.features,
    deleted: { title: t.deleted },
    failed: t.deleteError,
    // The form must not go on editing a feature that is gone.
    onDeleted: (id) => setEditing((current) => (current?.id === id ? null : current)),
  });

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
        <FeatureForm key={editing?.id ?? "new"} feature={editing} onDone={() => setEditing(null)} />
        <section
          aria-labelledby="features-list-title"
          className="min-w-0 rounded-xl border border-border bg-card shadow-xs"
        >
          <h2
            id="features-list-title"
            className="border-b border-border px-5 py-4 font-serif text-xl"
          >
            {t.listTitle}
          </h2>
          <div className="p-2 sm:p-3">
            <QueryView query={query}>
              {(features) =>
                features.length === 0 ? (
                  <EmptyState>{t.empty}</EmptyState>
                ) : (
                  <ul className="divide-y divide-border" aria-labelledby="features-list-title">
                    {features.map((feature) => (
                      <li
                        key={feature.id}
                        data-testid="feature-row"
                        aria-current={editing?.id === feature.id ? "true" : undefined}
                        className={cn(
                          "flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md px-3 py-3",
                          "aria-[current=true]:bg-accent/60",
                        )}
                      >
                        <div className="min-w-0 flex-1">
                          <p className="font-medium">
                            {feature.namePt}
                            {feature.active ? null : (
                              <span className="ml-2 font-normal text-muted-foreground text-sm">
                                {t.inactive}
                              </span>
                            )}
                          </p>
                          <p className="mt-0.5 flex flex-wrap gap-x-3 text-muted-foreground text-sm">
                            <code className="rounded bg-muted px-1.5 font-mono text-xs leading-5 text-foreground">
                              {feature.key}
                            </code>
                            <span lang={HTML_LANG.en}>{feature.nameEn}</span>
                            <span lang={HTML_LANG.jp}>{feature.nameJp}</span>
                          </p>
                        </div>
                        <CardActions
                          t={t}
                          name={feature.namePt}
                          edit={() => setEditing(feature)}
                          onDelete={() => deletion.remove(feature.id)}
                          deleting={deletion.isDeleting(feature.id)}
                          className="flex gap-2"
                        />
                      </li>
                    ))}
                  </ul>
                )
              }
            </QueryView>
          </div>
        </section>
      </div>
    </>
  );
}

function FeatureForm({ feature, onDone }: { feature: PropertyFeature | null; onDone: () => void }) {
  const editing = feature !== null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resolver = (
    editing ? zodResolver(featureUpdateSchema) : zodResolver(featureCreateSchema)
  ) as Resolver<FeatureFormValues, unknown, FeatureCreate | FeatureUpdate>;
  const empty: FeatureFormValues = { key: "", namePt: "", nameEn: "", nameJp: "", active: true };
  const form = useForm<FeatureFormValues, unknown, FeatureCreate | FeatureUpdate>({
    resolver,
    defaultValues: feature
      ? {
          key: feature.key,
          namePt: feature.namePt,
          nameEn: feature.nameEn,
          nameJp: feature.nameJp,
          active: feature.active,
        }
      : empty,
  });

  // Choosing "Editar" in the list brings the form into view and focus, on any screen size.
  useEffect(() => {
    if (!editing) return;
    headingRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    form.setFocus("namePt");
  }, [editing, form]);

  const save = useSaveForm({
    form,
    fields: FIELDS,
    save: (payload) =>
      feature
        ? callApi(api.features.update, { params: { id: feature.id }, body: payload })
        : callApi(api.features.create, { body: payload as FeatureCreate }),
    invalidate: queryKeys.features,
    saved: { title: editing ? t.updated : t.created },
    failed: editing ? t.updateError : t.createError,
    afterSave: () => (editing ? onDone() : form.reset(empty)),
  });

  return (
    <section
      aria-labelledby="feature-form-title"
      className="rounded-xl border border-border bg-card p-5 shadow-xs sm:p-6 lg:sticky lg:top-20"
    >
      <h2 id="feature-form-title" ref={headingRef} className="scroll-mt-20 font-serif text-xl">
        {editing ? t.editTitle : t.newTitle}
      </h2>
      <form
        noValidate
        onSubmit={save.submit}
        className="mt-5 grid gap-4 md:grid-cols-3 lg:grid-cols-1"
        aria-labelledby="feature-form-title"
      >
        <TextField
          form={form}
          name="key"
          label={t.key}
          hint={t.keyHint}
          required
          autoComplete="off"
          options={{ disabled: editing }}
          className="md:col-span-3 lg:col-span-1 [&_input]:font-mono"
        />
        <LanguageTextFields form={form} stem="name" label={t.name} required autoComplete="off" />
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <div className="flex items-center gap-3 md:col-span-3 lg:col-span-1">
              <Checkbox
                id="feature-active"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <Label htmlFor="feature-active" className="font-normal">
                {t.active}
              </Label>
            </div>
          )}
        />
        <div className="mt-2 flex flex-wrap justify-end gap-3 md:col-span-3 lg:col-span-1">
          {editing ? (
            <Button type="button" variant="outline" onClick={onDone}>
              {t.cancelEdit}
            </Button>
          ) : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? adminText.common.saving : editing ? t.update : t.create}
          </Button>
        </div>
      </form>
    </section>
  );
}
