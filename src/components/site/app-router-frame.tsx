"use client";
// The page's frame script (src/islands/frame.ts: hearts, menus, price choices, language, web
// fonts) where a public page is Next.js's own, hydrated whole: under `npm run dev` or
// PAGE_CACHE_MB=0, and a page Next.js answers itself (a form posted without JavaScript). A page
// from the cache runs it from its boot script instead, and never hydrates this component.
import { useEffect } from "react";
import { startFrame } from "@/islands/frame";

export function AppRouterFrame() {
  useEffect(startFrame, []);
  return null;
}
