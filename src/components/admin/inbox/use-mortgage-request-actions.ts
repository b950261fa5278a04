"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { leadsText } from "@/lib/admin/messages";
import { queryKeys } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { MortgageStatus } from "@/lib/constants";
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import { errorDescription } from "./error-description";

const t = leadsText.mortgage;

/** Status changes (SPEC.md §4: any value, from the dropdown) and deletion, with §8's toasts. */
export function useMortgageRequestActions() {
  const queryClient = useQueryClient();

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: MortgageStatus }) =>
      callApi(api.mortgageRequests.update, { params: { id }, body: { status } }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.mortgageRequests });
      const previous = queryClient.getQueryData<MortgageRequest[]>(queryKeys.mortgageRequests);
      queryClient.setQueryData<MortgageRequest[]>(queryKeys.mortgageRequests, (requests) =>
        requests?.map((request) => (request.id === id ? { ...request, status } : request)),
      );
      return { previous };
    },
    onSuccess: () => toast.success(t.statusUpdated),
    onError: (error, _variables, context) => {
      queryClient.setQueryData(queryKeys.mortgageRequests, context?.previous);
      toast.error(t.statusError, { description: errorDescription(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mortgageRequests }),
  });

  const remove = useMutation({
    mutationFn: (id: string) => callApi(api.mortgageRequests.remove, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<MortgageRequest[]>(queryKeys.mortgageRequests, (requests) =>
        requests?.filter((request) => request.id !== id),
      );
      toast.success(t.deleted);
    },
    onError: (error) => toast.error(t.deleteError, { description: errorDescription(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mortgageRequests }),
  });

  return {
    setStatus: (request: MortgageRequest, status: MortgageStatus) =>
      setStatus.mutate({ id: request.id, status }),
    remove: (request: MortgageRequest) => remove.mutate(request.id),
  };
}
