import {
  Building2,
  CalendarDays,
  FileText,
  History,
  Home,
  Import,
  Inbox,
  Landmark,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MessageSquareQuote,
  Scale,
  Share2,
  ShieldCheck,
  Star,
  UserCog,
  UserRoundPen,
  Users,
} from "lucide-react";
import { adminText } from "@/lib/admin/messages";
import type { StaffAccess } from "@/lib/schemas/account";

export interface AdminNavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

const t = adminText.nav;

/** The sidebar, in its order (docs/product.md#admin-shell-and-sidebar). */
export const ADMIN_NAV: AdminNavItem[] = [
  { href: "/admin/dashboard", label: t.dashboard, icon: LayoutDashboard },
  { href: "/admin/properties", label: t.properties, icon: Building2 },
  { href: "/admin/featured-properties", label: t.featured, icon: Star },
  { href: "/admin/leads", label: t.leads, icon: Inbox },
  { href: "/admin/mortgage-requests", label: t.mortgageRequests, icon: Landmark },
  { href: "/admin/viewings", label: t.viewings, icon: CalendarDays },
  { href: "/admin/consultants", label: t.consultants, icon: Users },
  { href: "/admin/testimonials", label: t.testimonials, icon: MessageSquareQuote },
  { href: "/admin/users", label: t.users, icon: UserCog },
  { href: "/admin/features", label: t.features, icon: ListChecks },
  { href: "/admin/home-settings", label: t.homeSettings, icon: Home },
  { href: "/admin/page-settings", label: t.pageSettings, icon: FileText },
  { href: "/admin/legal-settings", label: t.legalSettings, icon: Scale },
  { href: "/admin/portals", label: t.portals, icon: Share2 },
  { href: "/admin/imports", label: t.imports, icon: Import },
  { href: "/admin/personal-data", label: t.personalData, icon: ShieldCheck },
  { href: "/admin/audit-log", label: t.auditLog, icon: History },
];

/**
 * What a consultant's account uses, their own work first: their leads, requests and viewings,
 * the dashboard of their work, the listings, their public profile and viewing hours (docs/security.md#staff-rights).
 */
export const CONSULTANT_NAV: AdminNavItem[] = [
  { href: "/admin/leads", label: t.leads, icon: Inbox },
  { href: "/admin/mortgage-requests", label: t.mortgageRequests, icon: Landmark },
  { href: "/admin/viewings", label: t.viewings, icon: CalendarDays },
  { href: "/admin/dashboard", label: t.dashboard, icon: LayoutDashboard },
  { href: "/admin/properties", label: t.properties, icon: Building2 },
  { href: "/admin/profile", label: t.profile, icon: UserRoundPen },
];

export function navFor(access: StaffAccess): AdminNavItem[] {
  return access === "admin" ? ADMIN_NAV : CONSULTANT_NAV;
}
