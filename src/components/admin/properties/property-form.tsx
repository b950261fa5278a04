"use client";
// The admin property form (SPEC.md §2, §5, §8): 'Adicionar Imóvel' without an id, 'Editar
// Imóvel' with one. Validated with the API's own schemas; when editing, filled once from the
// loaded property. Saving, Cancel and back all return to /admin/properties.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import {
  type FieldErrors,
  FormProvider,
  get,
  type Resolver,
  useForm,
  useFormContext,
} from "react-hook-form";
import { EmptyState } from "@/components/admin/empty-state";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { serverFieldErrors } from "@/lib/admin/content/server-error";
import { adminText, propertiesText } from "@/lib/admin/messages";
import {
  emptyPropertyValues,
  type PropertyFormValues,
  propertyToFormValues,
  toPropertyPayload,
} from "@/lib/admin/property-form";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { ApiError, callApi } from "@/lib/api/client";
import { LOCALES, type Locale } from "@/lib/constants";
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
import type { PropertyField } from "./form-parts";
import { LanguageFields, type LanguageGroup, languageField } from "./language-fields";
import { PropertyImages } from "./property-images";
import { VirtualTourField } from "./virtual-tour-field";

const t = propertiesText.form;
const LIST = "/admin/properties";

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
function invalidLanguage(errors: FieldErrors<PropertyFormValues>, group: LanguageGroup) {
  return LOCALES.find((locale) => get(errors, languageField(group, locale)));
}

export function PropertyFormScreen({ id }: { id?: string }) {
  const editing = Boolean(id);
  const property = useApiQuery(
    queryKeys.property(id ?? "new"),
    api.properties.get,
    id ? { params: { id } } : null,
  );
  const features = useApiQuery(queryKeys.features, api.features.list);
  const consultants = useApiQuery(queryKeys.consultants, api.consultants.list);

  const form = useForm<PropertyFormValues, unknown, PropertyUpdate>({
    resolver: propertyResolver(editing),
    defaultValues: emptyPropertyValues(),
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
}: {
  id: string | undefined;
  features: PropertyFeature[] | undefined;
  featuresLoading: boolean;
  featuresFailed: boolean;
  consultants: Consultant[] | undefined;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useFormContext<PropertyFormValues, unknown, PropertyUpdate>();
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  const [titleTab, setTitleTab] = useState<Locale>("pt");
  const [descriptionTab, setDescriptionTab] = useState<Locale>("pt");
  useUnsavedChangesWarning(isDirty && !isSubmitSuccessful);

  const save = useMutation({
    mutationFn: (payload: PropertyUpdate) =>
      id
        ? callApi(api.properties.update, { params: { id }, body: payload })
        : // A new property's values went through the create schema (propertyResolver).
          callApi(api.properties.create, { body: payload as PropertyCreate }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.properties }),
  });

  function showInvalidTabs(errors: FieldErrors<PropertyFormValues>) {
    const title = invalidLanguage(errors, "title");
    if (title && !get(errors, languageField("title", titleTab))) setTitleTab(title);
    const description = invalidLanguage(errors, "description");
    if (description && !get(errors, languageField("description", descriptionTab))) {
      setDescriptionTab(description);
    }
  }

  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError)) return;
    const values = form.getValues();
    if (error.status === 409) {
      form.setError(
        "ref",
        { type: "server", message: error.serverMessage ?? t.saveErrorDescription },
        { shouldFocus: true },
      );
    }
    const errors: FieldErrors<PropertyFormValues> = {};
    for (const [field, message] of serverFieldErrors(error, Object.keys(values))) {
      const name = (field === "coordinates" ? "coordinates.lat" : field) as PropertyField;
      form.setError(name, { type: "server", message });
      Object.assign(errors, { [field]: { message } });
    }
    showInvalidTabs(errors);
  }

  const onSubmit = form.handleSubmit(
    async (payload) => {
      try {
        await save.mutateAsync(payload);
      } catch (error) {
        showServerErrors(error);
        toast.error(t.saveErrorTitle, { description: t.saveErrorDescription });
        // Keeps the typed work and stays on the form.
        throw error;
      }
      toast.success(id ? t.updated : t.created, { description: t.savedDescription });
      router.push(LIST);
    },
    (errors) => showInvalidTabs(errors),
  );

  return (
    <form
      id="property-form"
      noValidate
      onSubmit={(event) => {
        onSubmit(event).catch(() => undefined);
      }}
      className="grid gap-6"
    >
      <BasicInfoFields consultants={consultants} />
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
      {/* Actions on the left: toasts appear bottom-right and must not cover Save. */}
      <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-3 border-t border-border bg-card/95 px-4 py-4 shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.15)] backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Spinner label={adminText.common.saving} /> : null}
          {isSubmitting ? adminText.common.saving : adminText.common.save}
        </Button>
        <Button asChild variant="outline">
          <Link href={LIST}>{adminText.common.cancel}</Link>
        </Button>
        {isDirty && !isSubmitSuccessful ? (
          <p className="text-sm text-muted-foreground">{t.unsaved}</p>
        ) : null}
      </div>
    </form>
  );
}
