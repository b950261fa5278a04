import Link from "next/link";
import { Button } from "@/components/ui/button";
import { adminText } from "@/lib/admin/messages";

const t = adminText.notFound;

export default function AdminNotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-serif text-3xl">{t.title}</h1>
      <Button asChild>
        <Link href="/admin/dashboard">{t.back}</Link>
      </Button>
    </main>
  );
}
