"use client";
// Idealista's customer code, saved through the admin's one write path (useSaveForm), its error
// beside the field.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { TextField } from "@/components/admin/content/text-field";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { Button } from "@/components/ui/button";
import { portalsText } from "@/lib/admin/messages";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { idealistaCustomerCode, type PortalState } from "@/lib/schemas/portals";

const t = portalsText;
const schema = z.strictObject({ customerCode: idealistaCustomerCode });
type Values = z.infer<typeof schema>;

export function CustomerCodeForm({
  portal,
  onSaved,
}: {
  portal: PortalState;
  onSaved: (changed: PortalState) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { customerCode: portal.customerCode ?? "" },
  });
  const save = useSaveForm({
    form,
    fields: ["customerCode"] as const,
    save: (body: Values) =>
      callApi(api.portals.update, { params: { portal: portal.portal }, body }),
    saved: { title: t.customerCodeSaved },
    failed: t.customerCodeError,
    afterSave: onSaved,
  });
  return (
    <form noValidate onSubmit={save.submit} className="grid justify-items-start gap-3">
      <TextField
        form={form}
        name="customerCode"
        label={t.customerCode}
        hint={t.customerCodeHint}
        idPrefix="idealista"
        className="w-full"
      />
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
