import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: "Casa Lusa",
  description: "Premium properties in Portugal",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-PT">
      <body className="bg-white text-neutral-900 antialiased">{children}</body>
    </html>
  );
}
