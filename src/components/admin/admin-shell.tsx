"use client";
import { ExternalLink, LogOut, Menu, UserRound } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useState } from "react";
import { useSignOut } from "@/components/admin/hooks/use-sign-out";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { adminText } from "@/lib/admin/messages";
import type { StaffAccess } from "@/lib/schemas/account";
import { cn } from "@/lib/utils";
import { navFor } from "./admin-nav";

const t = adminText.nav;

function isActive(href: string, pathname: string): boolean {
  if (href === "/admin/dashboard") return pathname === href || pathname === "/admin";
  return pathname === href || pathname.startsWith(`${href}/`);
}

function NavList({ onNavigate, access }: { onNavigate?: () => void; access: StaffAccess }) {
  const pathname = usePathname() ?? "";
  return (
    <ul className="grid gap-0.5">
      {navFor(access).map(({ href, label, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            onClick={onNavigate}
            aria-current={isActive(href, pathname) ? "page" : undefined}
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-primary-foreground/80 transition-colors hover:bg-white/10 hover:text-primary-foreground aria-[current=page]:bg-white/15 aria-[current=page]:font-medium aria-[current=page]:text-primary-foreground"
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Sidebar({
  onNavigate,
  onLogout,
  held,
  access,
}: {
  onNavigate?: () => void;
  onLogout: () => void;
  held: boolean;
  access: StaffAccess;
}) {
  const pathname = usePathname() ?? "";
  return (
    <div className="flex h-full flex-col gap-6 bg-primary p-4 text-primary-foreground">
      <div className="px-3 pt-2">
        <p className="font-serif text-2xl font-semibold">{adminText.brand}</p>
        <p className="text-xs tracking-wide text-primary-foreground/70 uppercase">
          {adminText.area}
        </p>
      </div>
      {/* A user held on their account page (a new password, a second factor to enrol) is shown
          no links that would only lead back to it. */}
      {held ? (
        <p className="flex-1 px-3 text-sm text-primary-foreground/80">{t.held}</p>
      ) : (
        <nav aria-label={t.menu} className="flex-1 overflow-y-auto">
          <NavList onNavigate={onNavigate} access={access} />
        </nav>
      )}
      <div className="grid gap-1 border-t border-white/15 pt-4">
        <Link
          href="/admin/account"
          onClick={onNavigate}
          aria-current={isActive("/admin/account", pathname) ? "page" : undefined}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-primary-foreground/80 hover:bg-white/10 aria-[current=page]:bg-white/15 aria-[current=page]:font-medium aria-[current=page]:text-primary-foreground"
        >
          <UserRound className="size-4" aria-hidden /> {t.account}
        </Link>
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-primary-foreground/80 hover:bg-white/10"
        >
          <ExternalLink className="size-4" aria-hidden /> {t.viewSite}
        </a>
        <button
          type="button"
          onClick={onLogout}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-primary-foreground/80 hover:bg-white/10"
        >
          <LogOut className="size-4" aria-hidden /> {t.logout}
        </button>
      </div>
    </div>
  );
}

export function AdminShell({
  user,
  held = false,
  children,
}: {
  /** `access` decides the sidebar: a consultant sees only what they may use. */
  user: { name: string | null; email: string; access: StaffAccess };
  /** The user must first change their password or enrol a second factor. */
  held?: boolean;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useSignOut();

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh lg:block">
        <Sidebar onLogout={logout} held={held} access={user.access} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-card/95 px-4 backdrop-blur sm:px-6">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t.openMenu}>
                <Menu className="size-5" aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent
              side="left"
              className="w-72 border-0 p-0"
              closeLabel={adminText.common.close}
            >
              <SheetTitle className="sr-only">{t.menu}</SheetTitle>
              <SheetDescription className="sr-only">{adminText.area}</SheetDescription>
              <Sidebar
                onNavigate={() => setMenuOpen(false)}
                onLogout={logout}
                held={held}
                access={user.access}
              />
            </SheetContent>
          </Sheet>
          <p className="ml-auto text-sm text-muted-foreground" data-testid="signed-in-user">
            <span className="sr-only">{adminText.common.signedInAs} </span>
            <span className="font-medium text-foreground">{user.name ?? user.email}</span>
            {user.name ? <span className={cn("hidden sm:inline")}> · {user.email}</span> : null}
          </p>
          <Button asChild variant="ghost" size="sm">
            <Link href="/admin/account">
              <UserRound aria-hidden />
              <span className="sr-only sm:not-sr-only">{t.account}</span>
            </Link>
          </Button>
        </header>
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
