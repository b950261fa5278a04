"use client";
// The side column sticks below the header while it fits the window. When it is taller than
// the window, it scrolls with the page until its bottom shows, then sticks there, so every
// field stays reachable without a scroll box of its own. It renders nothing: it sets the
// `top` of the element it names, which the server renders with the column's content.
import { useEffect } from "react";

const HEADER_GAP_PX = 96;
const BOTTOM_GAP_PX = 24;

export function StickyAside({ target }: { target: string }) {
  useEffect(() => {
    const element = document.getElementById(target);
    if (!element) return;
    const update = () => {
      const top = Math.min(
        HEADER_GAP_PX,
        window.innerHeight - element.offsetHeight - BOTTOM_GAP_PX,
      );
      element.style.top = `${top}px`;
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
    };
  }, [target]);
  return null;
}
