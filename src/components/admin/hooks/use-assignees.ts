"use client";
// Who a request may be given to, as the admin offers it: the active consultants (the server
// refuses one without an account and says so), and their names for the lists.
import { useMemo } from "react";
import type { AssigneeChoice } from "@/components/admin/pipeline/lead-pipeline-fields";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";

export function useAssignees(): { choices: AssigneeChoice[]; names: Map<string, string> } {
  const consultants = useApiQuery(queryKeys.consultants, api.consultants.list);
  return useMemo(() => {
    const all = consultants.data ?? [];
    return {
      choices: all.filter((c) => c.active).map((c) => ({ id: c.id, name: c.name })),
      names: new Map(all.map((c) => [c.id, c.name] as const)),
    };
  }, [consultants.data]);
}
