import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/admin/login-form";
import { adminText } from "@/lib/admin/messages";
import { currentSession } from "@/server/auth/require-admin";

export const metadata: Metadata = { title: adminText.login.title };

export default async function LoginPage() {
  if (await currentSession()) redirect("/admin/dashboard");
  return (
    <main className="flex min-h-dvh items-center justify-center bg-primary px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl bg-card p-8 shadow-2xl shadow-black/20">
        {/* The agency's name as a wordmark above the heading, not a paragraph styled as one. */}
        <div className="font-serif text-3xl font-semibold text-primary">{adminText.brand}</div>
        {/* The heading is the form's: it changes with the step (password, then the code). */}
        <LoginForm />
      </div>
    </main>
  );
}
