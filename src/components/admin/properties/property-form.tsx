"use client";
// The admin property form (docs/product.md#property-form): 'Adicionar Imóvel' without an id,
// 'Editar Imóvel' with one. Validated with the API's own schemas; when editing, filled once from
// the loaded property. Saving, Cancel and back all return to /admin/properties.
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import {
  FormProvider,
  type Resolver,
  type UseFormReturn,
  useForm,
  useFormContext,
} from "react-hook-form";
import { EmptyState } from "@/components/admin/empty-state";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { adminText, propertiesText } from "@/lib/admin/messages";
import {
  emptyPropertyValues,
  type PropertyFormValues,
  propertyToFormValues,
  toPropertyPayload,
} from "@/lib/admin/property-form";
import { queryKeys, useApiQuery, useItemQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { ApiError, callApi } from "@/lib/api/client";
import { LOCALES, type Locale } from "@/lib/constants";
import { localizedKey } from "@/lib/localized";
import type { Consultant } from "@/lib/schemas/consultant";
import type { PropertyFeature } from "@/lib/schemas/feature";
import {
  type PropertyCreate,
  type PropertyUpdate,
  propertyCreateSchema,
  propertyUpdateSchema,
} from "@/lib/schemas/property";
import { BasicInfoFields } from "./basic-info-fields";
import { CoordinatesFields } from "./coordinates-fields";
import { FeaturesChecklist } from "./features-checklist";
import { LanguageFields, type LanguageGroup } from "./language-fields";
import { PortalsFields } from "./portals-fields";
import { PropertyImages } from "./property-images";
import { VirtualTourField } from "./virtual-tour-field";

const t = propertiesText.form;
const LIST = "/admin/properties";
/** The fields a server message can be about: every field the form has. */
const FIELDS = Object.keys(emptyPropertyValues()) as (keyof PropertyFormValues)[];

/** Messages for the few checks the schemas leave to zod's defaults (e.g. a half coordinate). */
const fallbackMessage = (issue: { code: string; expected?: unknown }) =>
  issue.code === "invalid_type" && issue.expected === "number" ? t.invalidNumber : t.invalidValue;

/** The shared schema, run on the form's values as the API will receive them. */
function propertyResolver(editing: boolean): Resolver<PropertyFormValues, unknown, PropertyUpdate> {
  const schema = editing ? propertyUpdateSchema : propertyCreateSchema;
  const resolve = zodResolver(schema, { error: fallbackMessage });
  return (values, context, options) =>
    resolve(toPropertyPayload(values) as never, context, options as never) as never;
}

/** The first language (in tab order) whose field of the group is invalid. */
function invalidLanguage(
  form: UseFormReturn<PropertyFormValues, unknown, PropertyUpdate>,
  group: LanguageGroup,
) {
  return LOCALES.find((locale) => form.getFieldState(localizedKey(group, locale)).error);
}

/**
 * `ownConsultantId`: the form of a consultant's account, which creates listings as theirs and
 * cannot give them to another or feature them (the server refuses it too).
 */
export function PropertyFormScreen({
  id,
  ownConsultantId,
}: {
  id?: string;
  ownConsultantId?: string | null;
}) {
  const editing = Boolean(id);
  const property = useItemQuery(queryKeys.property, api.properties.get, id);
  const features = useApiQuery(queryKeys.features, api.features.list);
  const consultants = useApiQuery(queryKeys.consultants, api.consultants.list);

  const form = useForm<PropertyFormValues, unknown, PropertyUpdate>({
    resolver: propertyResolver(editing),
    defaultValues: {
      ...emptyPropertyValues(),
      ...(ownConsultantId ? { consultantId: ownConsultantId } : {}),
    },
  });

  // Filled once, when the property first arrives; later refetches never overwrite typing.
  const filled = useRef(!editing);
  const [ready, setReady] = useState(!editing);
  useEffect(() => {
    if (filled.current || !property.data) return;
    filled.current = true;
    form.reset(propertyToFormValues(property.data));
    setReady(true);
  }, [property.data, form]);

  const title = editing ? t.titleEdit : t.titleNew;
  const header = (
    <div className="mb-8">
      <Link
        href={LIST}
        className="mb-3 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t.back}
      </Link>
      <h1 className="font-serif text-3xl">{title}</h1>
      <p className="mt-1 text-muted-foreground">
        {editing && property.data ? t.subtitleEdit(property.data.ref) : t.subtitleNew}
      </p>
    </div>
  );

  if (editing && property.isError) {
    const missing =
      property.error instanceof ApiError && [400, 404].includes(property.error.status);
    return (
      <>
        {header}
        <EmptyState
          action={
            <Button asChild variant="outline">
              <Link href={LIST}>{t.backToList}</Link>
            </Button>
          }
        >
          {missing ? t.notFound : t.loadError}
        </EmptyState>
      </>
    );
  }

  if (!ready) {
    return (
      <>
        {header}
        <div className="flex items-center justify-center gap-3 rounded-xl border border-border bg-card py-16 text-muted-foreground">
          <Spinner />
          <span aria-hidden>{adminText.common.loading}</span>
        </div>
      </>
    );
  }

  return (
    <>
      {header}
      <FormProvider {...form}>
        <PropertyForm
          id={id}
          features={features.data}
          featuresLoading={features.isPending}
          featuresFailed={features.isError}
          consultants={consultants.data}
          consultantLocked={ownConsultantId !== undefined}
        />
      </FormProvider>
    </>
  );
}

function PropertyForm({
  id,
  features,
  featuresLoading,
  featuresFailed,
  consultants,
  consultantLocked,
}: {
  id: string | undefined;
  features: PropertyFeature[] | undefined;
  featuresLoading: boolean;
  featuresFailed: boolean;
  consultants: Consultant[] | undefined;
  consultantLocked: boolean;
}) {
  const router = useRouter();
  const form = useFormContext<PropertyFormValues, unknown, PropertyUpdate>();
  const [titleTab, setTitleTab] = useState<Locale>("pt");
  const [descriptionTab, setDescriptionTab] = useState<Locale>("pt");

  // A message on a language that is not shown would go unseen: show its tab.
  function showInvalidTabs() {
    const title = invalidLanguage(form, "title");
    if (title && !form.getFieldState(localizedKey("title", titleTab)).error) setTitleTab(title);
    const description = invalidLanguage(form, "description");
    if (description && !form.getFieldState(localizedKey("description", descriptionTab)).error) {
      setDescriptionTab(description);
    }
  }

  const save = useSaveForm({
    form,
    fields: FIELDS,
    fieldPath: (field) => (field === "coordinates" ? "coordinates.lat" : field),
    conflictField: "ref",
    save: (payload) =>
      id
        ? callApi(api.properties.update, { params: { id }, body: payload })
        : // A new property's values went through the create schema (propertyResolver).
          callApi(api.properties.create, { body: payload as PropertyCreate }),
    invalidate: queryKeys.properties,
    saved: { title: id ? t.updated : t.created, description: t.savedDescription },
    failed: t.saveErrorTitle,
    failedDescription: () => t.saveErrorDescription,
    afterSave: () => router.push(LIST),
    afterFailure: showInvalidTabs,
    onInvalid: showInvalidTabs,
  });
  const { isDirty } = form.formState;
  useUnsavedChangesWarning(isDirty);

  return (
    <form id="property-form" noValidate onSubmit={save.submit} className="grid gap-6">
      <BasicInfoFields consultants={consultants} locked={consultantLocked} />
      <CoordinatesFields />
      <PropertyImages />
      <VirtualTourField />
      <LanguageFields group="title" value={titleTab} onValueChange={setTitleTab} />
      <LanguageFields
        group="description"
        value={descriptionTab}
        onValueChange={setDescriptionTab}
      />
      <FeaturesChecklist features={features} loading={featuresLoading} failed={featuresFailed} />
      <PortalsFields />
      {/* Actions on the left: toasts appear bottom-right and must not cover Save. */}
      <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-3 border-t border-border bg-card/95 px-4 py-4 shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.15)] backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <Spinner label={adminText.common.saving} /> : null}
          {save.isPending ? adminText.common.saving : adminText.common.save}
        </Button>
        <Button asChild variant="outline">
          <Link href={LIST}>{adminText.common.cancel}</Link>
        </Button>
        {isDirty ? <p className="text-sm text-muted-foreground">{t.unsaved}</p> : null}
      </div>
    </form>
  );
}
