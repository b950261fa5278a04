import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { sans, serif } from "@/app/fonts";
import { AdminProviders } from "@/components/admin/admin-providers";
import { Toaster } from "@/components/ui/toaster";
import { adminText } from "@/lib/admin/messages";
import { WEB_FONTS_CLASS } from "@/lib/web-fonts";
// Japanese texts are edited here too (titles, bios, testimonials): subsets load only when used.
import "@fontsource/noto-sans-jp/400.css";
import "../globals.css";

export const metadata: Metadata = {
  title: adminText.documentTitle,
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: "#1f3a4d", width: "device-width", initialScale: 1 };

/**
 * The admin area's own root layout: Portuguese, never indexed, data through TanStack Query. Staff
 * work here every day: the web fonts are always on (public pages wait for them to be cached).
 */
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-PT" className={`${sans.variable} ${serif.variable} ${WEB_FONTS_CLASS}`}>
      <body className="min-h-dvh bg-muted/40">
        <AdminProviders>{children}</AdminProviders>
        <Toaster
          closeLabel={adminText.common.close}
          containerAriaLabel={adminText.common.notifications}
        />
      </body>
    </html>
  );
}
