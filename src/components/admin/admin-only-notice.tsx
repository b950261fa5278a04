import { ShieldAlert } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { adminText } from "@/lib/admin/messages";

const t = adminText.adminOnly;

/** What a consultant's account sees on an administrators' screen, instead of the screen. */
export function AdminOnlyNotice() {
  return (
    <section
      data-testid="admin-only"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center shadow-sm"
    >
      <ShieldAlert className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="font-serif text-2xl">{t.title}</h1>
      <p className="text-muted-foreground">{t.text}</p>
      <Button asChild>
        <Link href="/admin/dashboard">{t.back}</Link>
      </Button>
    </section>
  );
}
