"use client";
// Signing out, from the menu or by ending the session in use on the account page: the server
// ends the session, this browser forgets it was signed in, and the login page follows.
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toaster";
import { forgetLogin } from "@/lib/admin/local-flag";
import { adminText } from "@/lib/admin/messages";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";

export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  return async () => {
    try {
      await callApi(api.auth.logout);
    } catch {
      // The server session may still be open: saying 'Sessão terminada' would be a lie.
      toast.error(adminText.logout.errorTitle, { description: adminText.logout.errorDescription });
      return;
    }
    forgetLogin();
    toast.success(adminText.logout.title, { description: adminText.logout.description });
    router.replace("/admin/login");
    router.refresh();
  };
}
