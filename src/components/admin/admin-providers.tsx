"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { TooltipProvider } from "@/components/ui/tooltip";
import { createQueryClient } from "@/lib/admin/query-client";
import { ReauthProvider } from "./reauth-provider";

export function AdminProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <ReauthProvider>{children}</ReauthProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
